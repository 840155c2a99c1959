import type { Tournament } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TournamentsRoutes } from '../../../app/routes';
import { makeTournament } from '../../../testing/fixtures';

beforeEach(() => {
  resetKit();
  window.localStorage.clear();
});

function renderPage(tournament: Tournament, locale: 'en' | 'ar') {
  mockApi({ [`GET /v1/tournaments/${tournament.id}`]: { body: { data: tournament } } });
  return renderWithKit(
    <MemoryRouter initialEntries={[`/tournaments/${tournament.id}`]}>
      <TournamentsRoutes />
    </MemoryRouter>,
    locale,
  );
}

const RANKED = makeTournament({
  id: 'ranked',
  rankRequirements: {
    minRank: { tier: 'GOLD', division: 'IV' },
    maxRank: { tier: 'MASTER', division: null },
    minAccountLevel: 30,
  },
});

describe('rank requirements on the tournament overview (issue 33)', () => {
  it.each([
    [
      'en',
      'Rank requirements',
      ['Minimum rank: Gold IV', 'Maximum rank: Master', 'Minimum account level: 30'],
    ],
    ['ar', 'متطلبات الرتبة', ['أدنى رتبة: ذهب ٤', 'أعلى رتبة: أستاذ', 'أدنى مستوى للحساب: ٣٠']],
  ] as const)('lists each requirement in %s', async (locale, title, lines) => {
    await renderPage(RANKED, locale);
    const section = await screen.findByRole('region', { name: title });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
  });

  it('shows nothing when the tournament asks none', async () => {
    await renderPage(makeTournament({ id: 'open' }), 'en');
    expect(await screen.findByRole('region', { name: 'Tournament Info' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rank requirements' })).toBeNull();
  });
});
