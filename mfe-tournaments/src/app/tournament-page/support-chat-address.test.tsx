import { supportChatLink } from '@arena/contract/rules';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { makeTournament } from '../../testing/fixtures';
import { TournamentsRoutes } from '../routes';

/*
 * The support chat's address (issue 32): the link of a support answer's alert — the bell's notification and the
 * device's push — is the tournament page with `?support=chat`, which opens the chat panel at once.
 */

jest.mock('../../features/support-chat/api/support-socket', () => ({ openSupportSocket: jest.fn() }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  resetKit();
  window.localStorage.clear();
});

const LIVE = makeTournament({ id: 't1', support_live_chat: true });

const TEXT = {
  en: { chat: 'Live Support', subject: 'Subject', launcher: 'Open live support chat' },
  ar: { chat: 'الدعم المباشر', subject: 'الموضوع', launcher: 'افتح محادثة الدعم المباشر' },
} as const;

let navigateTo: (path: string) => void = () => undefined;

function Where() {
  const location = useLocation();
  navigateTo = useNavigate();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, locale: 'en' | 'ar') {
  signInAs({ id: 'u1', gameName: 'Falcon', profileImage: null });
  // No open ticket: the chat opens on its create-ticket form. The page's other reads are left unanswered.
  mockApi({
    'GET /v1/tournaments/t1': { body: { data: LIVE } },
    'GET /v1/tournaments/me/registered/t1': {
      body: { data: { isRegistered: false, registrationType: null, registration: null, currentMatch: null } },
    },
    'GET /v1/discord/tickets/t1': { status: 404, body: { code: 4004, message: 'No open support ticket' } },
  });
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <TournamentsRoutes />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    locale,
  );
}

describe.each(['en', 'ar'] as const)('the support chat opened by its address (%s)', (locale) => {
  const text = TEXT[locale];

  test("the alert's link opens the chat on arrival, and the request leaves the address", async () => {
    expect(supportChatLink('t1')).toBe('/tournaments/t1?support=chat');
    await renderAt(`${supportChatLink('t1')}&lang=${locale}`, locale);
    // The chat's loading frame is a dialog too, replaced by the chat once its chunk is in: ask for the form.
    const subject = await screen.findByLabelText(text.subject, {}, { timeout: 5000 });
    expect(screen.getByRole('dialog', { name: text.chat })).toContainElement(subject);
    // Dropped from the address (replaced, other parameters kept): a reload or Back does not reopen it.
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/t1\?lang=(en|ar)$/),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`lang=${locale}`);
    expect(screen.getByRole('dialog', { name: text.chat })).toBeInTheDocument();
  });

  test('without it the chat stays closed; a link followed while on the page opens it', async () => {
    await renderAt('/tournaments/t1', locale);
    const launcher = await screen.findByRole('button', { name: text.launcher }, { timeout: 5000 });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: text.chat })).not.toBeInTheDocument();

    // The bell's notification, clicked while the page is open.
    act(() => navigateTo(supportChatLink('t1')));
    // The chat's loading frame is a dialog too, replaced by the chat once its chunk is in: ask for the form.
    const subject = await screen.findByLabelText(text.subject, {}, { timeout: 5000 });
    expect(screen.getByRole('dialog', { name: text.chat })).toContainElement(subject);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/t1$/), {
      timeout: 5000,
    });
  });
});
