import { toast } from '@arena/shared-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TournamentsRoutes } from '../../../app/routes';
import { makeTournament } from '../../../test/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';

beforeEach(resetKit);

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
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

describe('/tournaments', () => {
  it('lists every tournament as a card after a skeleton, with the page title', async () => {
    mockApi({
      'GET /v1/tournaments': {
        body: {
          data: [
            makeTournament({ id: 'a' }),
            makeTournament({ id: 'b', name: { en: 'Levant Open' }, registration_open: false }),
          ],
        },
      },
    });
    await renderAt('/tournaments');

    expect(screen.getByTestId('tournaments-skeleton')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('tournament-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]).getByRole('link', { name: 'Registration Closed' })).toHaveAttribute(
      'href',
      '/tournaments/b',
    );
    expect(document.title).toBe('Tournaments | MENA Arena');
  });

  it('shows the empty state when there are no tournaments', async () => {
    mockApi({ 'GET /v1/tournaments': { body: { data: [] } } });
    await renderAt('/tournaments');

    expect(await screen.findByRole('heading', { name: 'No available tournaments' })).toBeInTheDocument();
    expect(screen.getByText('Check back later')).toBeInTheDocument();
  });

  it('toasts Failed to load tournaments on failure and offers a retry', async () => {
    mockApi({ 'GET /v1/tournaments': { status: 500, body: { code: 500, message: 'boom' } } });

    const toastError = jest.spyOn(toast, 'error');
    await renderAt('/tournaments');

    expect(
      await within(screen.getByTestId('toaster')).findByText('Failed to load tournaments'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});

describe('/tournaments/{id}', () => {
  it('shows the localized name and a way back', async () => {
    mockApi({ 'GET /v1/tournaments/a': { body: { data: makeTournament({ id: 'a' }) } } });
    await renderAt('/tournaments/a/bracket', 'ar');

    expect(await screen.findByRole('heading', { name: 'كأس صراع الصحراء' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى البطولات' })).toHaveAttribute('href', '/tournaments');
    expect(document.title).toBe('كأس صراع الصحراء | MENA Arena');
  });

  it('toasts Tournament not found on code 10001 and goes back to the list', async () => {
    mockApi({
      'GET /v1/tournaments/missing': { status: 500, body: { code: 10001, message: 'Tournament not found' } },
      'GET /v1/tournaments': { body: { data: [] } },
    });
    const toastError = jest.spyOn(toast, 'error');
    await renderAt('/tournaments/missing');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments$/));
    expect(toastError.mock.calls).toEqual([['Tournament not found']]);
  });

  it('toasts Failed to load tournament details on other failures', async () => {
    mockApi({
      'GET /v1/tournaments/a': { status: 503, body: { code: 503, message: 'down' } },
      'GET /v1/tournaments': { body: { data: [] } },
    });
    const toastError = jest.spyOn(toast, 'error');
    await renderAt('/tournaments/a');

    // A server failure is retried once (after about a second) before the page gives up.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments$/), {
      timeout: 4000,
    });
    expect(toastError.mock.calls).toEqual([['Failed to load tournament details']]);
  });
});
