import type { OrganizerTournament } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOrganizerTournament } from '../../../../testing/fixtures';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { LadderPanel } from './ladder-panel';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => resetKit());

const TEXT = {
  en: {
    title: 'Ladder',
    running: 'Running',
    ended: 'Ended',
    notStarted: 'Not started',
    end: 'End ladder now',
    endTitle: 'End Ramadan Nights Cup now?',
    endMessage:
      'The queue closes now and no new matches start. Prizes are paid once the last results are settled.',
    endedUnpaid: 'Ladder ended. Prizes are paid once its last results are settled.',
    endedPaid: 'Ladder ended. Prizes were paid.',
    disputes:
      '2 disputed matches wait for a decision: settle them on the disputes page, then end the ladder.',
    openDisputes: 'Open the disputes',
    tournamentEnded: 'The ladder has ended already.',
  },
  ar: {
    title: 'السلّم',
    running: 'جارٍ',
    ended: 'منتهٍ',
    notStarted: 'لم يبدأ',
    end: 'إنهاء السلّم الآن',
    endTitle: 'إنهاء كأس ليالي رمضان الآن؟',
    endMessage: 'تُغلق قائمة الانتظار الآن ولا تبدأ مباريات جديدة. تُصرف الجوائز بعد حسم آخر النتائج.',
    endedUnpaid: 'انتهى السلّم. تُصرف الجوائز بعد حسم آخر نتائجه.',
    endedPaid: 'انتهى السلّم وصُرفت الجوائز.',
    disputes: 'مباراتان متنازع عليهما بانتظار القرار: احسمهما في صفحة النزاعات ثم أنهِ السلّم.',
    openDisputes: 'فتح صفحة النزاعات',
    tournamentEnded: 'انتهى السلّم بالفعل.',
  },
} as const;

type Locale = keyof typeof TEXT;
const LOCALES = ['en', 'ar'] as const;

const ORGANIZER = { id: 'o1', displayName: 'Arena Organizer', staffRoles: ['organizer'] as const };

const LADDER: Partial<OrganizerTournament> = {
  lifecycle: 'published',
  published_at: '2026-11-21T10:00:00.000Z',
  status: 'in-progress',
  tournament_type: 'matchmaking',
  structure: { kind: 'ladder' },
  type: 'Ladder',
};

/** The run page's ladder panel as the page draws it: from the tournament's query. */
function Panel() {
  const tournament = useOrganizerTournament('t1');
  return tournament.data ? <LadderPanel tournament={tournament.data} /> : null;
}

async function renderPanel(locale: Locale, routes: Record<string, MockRoute>) {
  signInAs({ ...ORGANIZER, staffRoles: ['organizer'] });
  const api = mockApi({
    'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament(LADDER) } },
    ...routes,
  });
  await renderWithKit(<Panel />, locale, { path: '/staff/tournaments/t1/run' });
  return api;
}

const refusal = (reason: string, message: string, extra: Record<string, unknown> = {}) => ({
  status: 409,
  body: { code: 4090, message, details: { reason, ...extra } },
});

describe('the ladder panel', () => {
  it.each(LOCALES)('shows a running ladder and ends it after a confirmation (%s)', async (locale) => {
    const text = TEXT[locale];
    let tournament = makeOrganizerTournament(LADDER);
    const api = await renderPanel(locale, {
      'GET /v1/admin/tournaments/t1': () => ({ body: { data: tournament } }),
      'POST /v1/admin/tournaments/t1/end': () => {
        tournament = { ...tournament, status: 'completed', ends_at: '2026-12-07T12:00:00.000Z' };
        return { body: { data: { tournament, prizesPaid: false } } };
      },
    });
    const panel = await screen.findByRole('region', { name: text.title });
    expect(within(panel).getByText(text.running)).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: text.end }));
    let dialog = await screen.findByRole('dialog', { name: text.endTitle });
    expect(within(dialog).getByText(text.endMessage)).toBeInTheDocument();
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: locale === 'ar' ? 'إلغاء' : 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls()).not.toContain('POST /v1/admin/tournaments/t1/end');

    fireEvent.click(within(panel).getByRole('button', { name: text.end }));
    dialog = await screen.findByRole('dialog', { name: text.endTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.end }));
    expect(await screen.findByText(text.endedUnpaid)).toBeInTheDocument();
    expect(await within(panel).findByText(text.ended)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: text.end })).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('heading', { name: text.title })).toHaveFocus());
  });

  it.each(LOCALES)(
    'says open disputes block the end, with a link to settle them, whatever the English (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const api = await renderPanel(locale, {
        'POST /v1/admin/tournaments/t1/end': refusal('disputesOpen', 'Reworded: 2 disputes pending', {
          disputes: 2,
        }),
      });
      fireEvent.click(await screen.findByRole('button', { name: text.end }));
      const dialog = await screen.findByRole('dialog', { name: text.endTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: text.end }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text.disputes);
      expect(within(alert).getByRole('link', { name: text.openDisputes })).toHaveAttribute(
        'href',
        '/staff/disputes',
      );
      expect(screen.queryByText(/Reworded/)).not.toBeInTheDocument();
      expect(api.calls().filter((call) => call === 'POST /v1/admin/tournaments/t1/end')).toHaveLength(1);
      // The ladder still runs: the organizer can try again once the disputes are settled.
      expect(screen.getByRole('button', { name: text.end })).toBeEnabled();
    },
  );

  it.each(LOCALES)('says other refusals in words, without a disputes link (%s)', async (locale) => {
    const text = TEXT[locale];
    await renderPanel(locale, {
      'POST /v1/admin/tournaments/t1/end': refusal('tournamentEnded', 'The ladder has ended'),
    });
    fireEvent.click(await screen.findByRole('button', { name: text.end }));
    const dialog = await screen.findByRole('dialog', { name: text.endTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.end }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.tournamentEnded);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each(LOCALES)('offers no end before the ladder starts (%s)', async (locale) => {
    const text = TEXT[locale];
    signInAs({ ...ORGANIZER, staffRoles: ['organizer'] });
    mockApi({
      'GET /v1/admin/tournaments/t1': {
        body: { data: makeOrganizerTournament({ ...LADDER, status: 'upcoming' }) },
      },
    });
    await renderWithKit(<Panel />, locale, { path: '/staff/tournaments/t1/run' });
    const panel = await screen.findByRole('region', { name: text.title });
    expect(within(panel).getByText(text.notStarted)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
