import { DAY, iso, makeTournament } from '../../../testing/fixtures';
import {
  effectiveSort,
  matchesFilters,
  skillOptions,
  sortTournaments,
  teamSize,
  tournamentListView,
} from './list-filters';
import { DEFAULT_LIST_STATE, type ListState } from './list-state';

const now = Date.now();
const noFilters = DEFAULT_LIST_STATE;

describe('matchesFilters', () => {
  it('format: 1vs1 and 5vs5 by team size, whatever the spelling', () => {
    const solo = makeTournament({ format: '1vs1' });
    const team = makeTournament({ format: '5v5' });
    expect(matchesFilters(solo, { ...noFilters, format: '1vs1' }, now)).toBe(true);
    expect(matchesFilters(team, { ...noFilters, format: '1vs1' }, now)).toBe(false);
    expect(matchesFilters(team, { ...noFilters, format: '5vs5' }, now)).toBe(true);
    expect(matchesFilters(makeTournament({ format: '' }), { ...noFilters, format: '5vs5' }, now)).toBe(true);
    expect(matchesFilters(solo, noFilters, now)).toBe(true);
  });

  it('skill level: any one of the chosen levels, case-insensitive; open tournaments pass any choice', () => {
    const lowTiers = makeTournament({ skill_level: ['Iron', 'Bronze', 'Silver'] });
    expect(matchesFilters(lowTiers, { ...noFilters, skills: ['silver'] }, now)).toBe(true);
    expect(matchesFilters(lowTiers, { ...noFilters, skills: ['Diamond', 'Iron'] }, now)).toBe(true);
    expect(matchesFilters(lowTiers, { ...noFilters, skills: ['Diamond', 'Master'] }, now)).toBe(false);
    expect(
      matchesFilters(makeTournament({ skill_level: [] }), { ...noFilters, skills: ['Master'] }, now),
    ).toBe(true);
  });

  it('tournament type', () => {
    const bracket = makeTournament({ tournament_type: 'bracket' });
    expect(matchesFilters(bracket, { ...noFilters, type: 'bracket' }, now)).toBe(true);
    expect(matchesFilters(bracket, { ...noFilters, type: 'matchmaking' }, now)).toBe(false);
  });

  it('status: the stage the card shows, from the dates', () => {
    const registering = makeTournament();
    const checkingIn = makeTournament({ checking_time: iso(-DAY / 24), starting_time: iso(DAY / 24) });
    expect(matchesFilters(registering, { ...noFilters, status: 'registration' }, now)).toBe(true);
    expect(matchesFilters(checkingIn, { ...noFilters, status: 'registration' }, now)).toBe(false);
    expect(matchesFilters(checkingIn, { ...noFilters, status: 'checkIn' }, now)).toBe(true);
    expect(
      matchesFilters(makeTournament({ status: 'completed' }), { ...noFilters, status: 'completed' }, now),
    ).toBe(true);
  });
});

describe('teamSize', () => {
  it('is the number before "vs", the default 5v5 when missing', () => {
    expect(teamSize('1vs1')).toBe(1);
    expect(teamSize('5v5')).toBe(5);
    expect(teamSize(null)).toBe(5);
    expect(teamSize('free for all')).toBeNull();
  });
});

describe('sorting', () => {
  const early = makeTournament({ id: 'early', starting_time: iso(DAY), created_at: iso(-3 * DAY) });
  const late = makeTournament({ id: 'late', starting_time: iso(5 * DAY), created_at: iso(-DAY) });
  const crowded = makeTournament({
    id: 'crowded',
    starting_time: iso(3 * DAY),
    created_at: iso(-5 * DAY),
    registrationStats: { totalParticipants: 5000 },
  });
  const ids = (list: { id: string }[]) => list.map((tournament) => tournament.id);

  it('orders by start ascending or descending, newest, or most participants', () => {
    expect(ids(sortTournaments([late, crowded, early], 'starting'))).toEqual(['early', 'crowded', 'late']);
    expect(ids(sortTournaments([early, crowded, late], '-starting'))).toEqual(['late', 'crowded', 'early']);
    expect(ids(sortTournaments([early, crowded, late], 'newest'))).toEqual(['late', 'early', 'crowded']);
    expect(ids(sortTournaments([early, late, crowded], 'participants'))[0]).toBe('crowded');
  });

  it('Upcoming and Live default to starting time ascending, Completed to latest first; a chosen sort wins', () => {
    expect(effectiveSort({ tab: 'upcoming', sort: null })).toBe('starting');
    expect(effectiveSort({ tab: 'live', sort: null })).toBe('starting');
    expect(effectiveSort({ tab: 'completed', sort: null })).toBe('-starting');
    expect(effectiveSort({ tab: 'completed', sort: 'newest' })).toBe('newest');
  });
});

describe('tournamentListView', () => {
  const all = [
    makeTournament({ id: 'me-up-late', region: 'me1', status: 'upcoming', starting_time: iso(9 * DAY) }),
    makeTournament({ id: 'me-up-soon', region: 'me1', status: 'check-in', starting_time: iso(DAY) }),
    makeTournament({
      id: 'me-solo',
      region: 'me1',
      status: 'upcoming',
      format: '1vs1',
      starting_time: iso(2 * DAY),
    }),
    makeTournament({ id: 'me-live', region: 'me1', status: 'in-progress' }),
    makeTournament({ id: 'eu-up', region: 'euw1', status: 'upcoming' }),
    makeTournament({ id: 'eu-done', region: 'euw1', status: 'completed' }),
  ];
  const view = (state: Partial<ListState>, region: 'me' | 'eu' = 'me') =>
    tournamentListView(all, { ...DEFAULT_LIST_STATE, ...state }, region, now);

  it('counts each tab in the region and lists the tab sorted by starting time', () => {
    const middleEast = view({});
    expect(middleEast.counts).toEqual({ live: 1, upcoming: 3, completed: 0 });
    expect(middleEast.tournaments.map((tournament) => tournament.id)).toEqual([
      'me-up-soon',
      'me-solo',
      'me-up-late',
    ]);
    expect(view({ tab: 'completed' }, 'eu').tournaments.map((tournament) => tournament.id)).toEqual([
      'eu-done',
    ]);
    expect(view({}, 'eu').counts).toEqual({ live: 0, upcoming: 1, completed: 1 });
  });

  it('applies the filters to the counts as well', () => {
    const solo = view({ format: '1vs1' });
    expect(solo.counts).toEqual({ live: 0, upcoming: 1, completed: 0 });
    expect(solo.tournaments.map((tournament) => tournament.id)).toEqual(['me-solo']);
  });
});

describe('skillOptions', () => {
  it('is the ladder, then other levels the data or the address name', () => {
    const options = skillOptions([makeTournament({ skill_level: ['Gold', 'Unranked'] })], ['Legend']);
    expect(options.slice(0, 3)).toEqual(['Iron', 'Bronze', 'Silver']);
    expect(options.slice(-3)).toEqual(['Challenger', 'Unranked', 'Legend']);
    expect(options.filter((option) => option === 'Gold')).toHaveLength(1);
  });
});
