import { rememberedType, rememberType, TAB_PATHS, tabsFor } from './sidebar-tabs';

describe('tabsFor', () => {
  it('matchmaking: Overview, Leaderboard, Schedule, FAQ', () => {
    expect(tabsFor('matchmaking')).toEqual(['overview', 'leaderboard', 'schedule', 'faqs']);
  });

  it('bracket: Overview, Bracket, Teams, Schedule, FAQ', () => {
    expect(tabsFor('bracket')).toEqual(['overview', 'bracket', 'teams', 'schedule', 'faqs']);
  });

  it('each tab has its own path below /tournaments/{id}', () => {
    expect(Object.values(TAB_PATHS)).toEqual(['', 'leaderboard', 'bracket', 'teams', 'schedule', 'faqs']);
  });
});

describe('remembered type', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept per tournament', () => {
    expect(rememberedType('a')).toBeNull();
    rememberType('a', 'matchmaking');
    rememberType('b', 'bracket');
    expect(rememberedType('a')).toBe('matchmaking');
    expect(rememberedType('b')).toBe('bracket');
  });

  it('ignores anything that is not a tournament type', () => {
    window.localStorage.setItem('arena.tournament-type.c', 'league');
    expect(rememberedType('c')).toBeNull();
  });
});
