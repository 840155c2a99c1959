import { screen, within } from '@testing-library/react';
import { makeTournament } from '../testing/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import LatestTournaments from './latest-tournaments';

beforeEach(resetKit);

const latest = [
  makeTournament({ id: 'a1', name: { en: 'Desert Clash Cup', ar: 'كأس صراع الصحراء' } }),
  makeTournament({ id: 'b2', name: { en: 'Gulf Solo Series' }, status: 'completed' }),
  makeTournament({ id: 'c3', name: { en: 'Levant Open', ar: 'بطولة الشام المفتوحة' } }),
];

describe('LatestTournaments', () => {
  it('asks for the 3 newest and shows them as cards linking to each tournament', async () => {
    const fetchSpy = mockApi({ 'GET /v1/tournaments': { body: { data: latest } } });
    await renderWithKit(<LatestTournaments />, 'en');

    expect(screen.getByTestId('latest-tournaments-skeleton')).toBeInTheDocument();
    // Busy while loading, as every home widget (a page that waits for no busy region then sees no shimmer).
    expect(screen.getByTestId('latest-tournaments')).toHaveAttribute('aria-busy', 'true');
    const cards = await screen.findAllByRole('listitem');
    expect(screen.getByTestId('latest-tournaments')).toHaveAttribute('aria-busy', 'false');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/tournaments/a1',
      '/tournaments/b2',
      '/tournaments/c3',
    ]);
    expect(within(cards[0]).getByRole('heading', { name: 'Desert Clash Cup' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('10,000 USD')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Registration Phase')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tournaments');

    const url = new URL(String(fetchSpy.mock.calls[0][0]));
    expect(url.pathname).toBe('/v1/tournaments');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '3', sort: '-created_at' });
  });

  it('uses the Arabic name and falls back to English', async () => {
    mockApi({ 'GET /v1/tournaments': { body: { data: latest } } });
    await renderWithKit(<LatestTournaments />, 'ar');

    expect(await screen.findByRole('heading', { name: 'كأس صراع الصحراء' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gulf Solo Series' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الكل' })).toBeInTheDocument();
  });

  it('shows a compact error with a retry', async () => {
    mockApi({ 'GET /v1/tournaments': { status: 500, body: { code: 500, message: 'boom' } } });
    await renderWithKit(<LatestTournaments />, 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tournaments');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
