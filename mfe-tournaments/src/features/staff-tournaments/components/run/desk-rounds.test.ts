import type { OrganizerMatch } from '@arena/contract';
import { deskRounds, entrantsOf, matchActionsOf, matchesLeftToPlay } from './desk-rounds';

const side = (registrationId: string | null, disqualified = false) => ({
  registrationId,
  name: registrationId,
  result: null,
  score: null,
  forfeit: false,
  disqualified,
});

const match = (id: number, overrides: Partial<OrganizerMatch> = {}): OrganizerMatch => ({
  id,
  stage: 'main',
  group: 1,
  round: 1,
  number: 1,
  status: 'ready',
  opponent1: side('a'),
  opponent2: side('b'),
  scheduledTime: null,
  noShow: null,
  stream: null,
  ...overrides,
});

const headings = (rounds: ReturnType<typeof deskRounds>) =>
  rounds.map(({ group, name }) => ({ group, name }));

describe('deskRounds', () => {
  it('names single-elimination rounds from the final back, the match for third place apart', () => {
    const matches = [
      match(7, { group: 2 }),
      match(6, { round: 4 }),
      match(5, { round: 3 }),
      match(4, { round: 2 }),
      match(1),
      match(2, { number: 2 }),
    ];
    const rounds = deskRounds(matches, { kind: 'single_elimination', thirdPlaceMatch: true });
    expect(headings(rounds)).toEqual([
      { group: null, name: { key: 'round', round: 1 } },
      { group: null, name: { key: 'quarterfinals' } },
      { group: null, name: { key: 'semifinals' } },
      { group: null, name: { key: 'final' } },
      { group: null, name: { key: 'thirdPlace' } },
    ]);
    expect(rounds[0]!.matches.map((each) => each.id)).toEqual([1, 2]);
  });

  it('heads double elimination by bracket side, then the grand final and its reset', () => {
    const rounds = deskRounds(
      [
        match(1),
        match(2, { round: 2 }),
        match(3, { group: 2 }),
        match(4, { group: 2, round: 2 }),
        match(5, { group: 3 }),
        match(6, { group: 3, round: 2 }),
      ],
      { kind: 'double_elimination', grandFinalReset: true },
    );
    expect(headings(rounds)).toEqual([
      { group: { key: 'winners' }, name: { key: 'round', round: 1 } },
      { group: { key: 'winners' }, name: { key: 'final' } },
      { group: { key: 'losers' }, name: { key: 'round', round: 1 } },
      { group: { key: 'losers' }, name: { key: 'final' } },
      { group: null, name: { key: 'grandFinal' } },
      { group: null, name: { key: 'grandFinalReset' } },
    ]);
  });

  it('numbers groups only when there are several, and heads the playoff after them', () => {
    const structure = { kind: 'groups_playoffs', groups: 2, playoffSize: null } as const;
    const rounds = deskRounds(
      [match(1), match(2, { group: 2 }), match(3, { stage: 'next' }), match(4, { stage: 'next', round: 2 })],
      structure,
    );
    expect(headings(rounds)).toEqual([
      { group: { key: 'group', group: 1 }, name: { key: 'round', round: 1 } },
      { group: { key: 'group', group: 2 }, name: { key: 'round', round: 1 } },
      { group: { key: 'playoff' }, name: { key: 'semifinals' } },
      { group: { key: 'playoff' }, name: { key: 'final' } },
    ]);
    expect(headings(deskRounds([match(1)], { kind: 'round_robin', groups: 1 }))).toEqual([
      { group: null, name: { key: 'round', round: 1 } },
    ]);
  });
});

describe('matchActionsOf', () => {
  it('offers only what the status allows', () => {
    expect(matchActionsOf(match(1, { status: 'locked', opponent1: side(null) }))).toEqual(['schedule']);
    expect(matchActionsOf(match(1, { status: 'running' }))).toEqual(['schedule', 'result', 'forfeit']);
    expect(matchActionsOf(match(1, { status: 'completed' }))).toEqual(['reset']);
    expect(matchActionsOf(match(1, { status: 'archived' }))).toEqual([]);
    // A bye is never played.
    expect(matchActionsOf(match(1, { status: 'completed', opponent2: null }))).toEqual([]);
  });

  it('offers the reversal of an automatic no-show forfeit while it stands (issue 33)', () => {
    const at = '2026-12-07T15:10:00.000Z';
    expect(
      matchActionsOf(match(1, { status: 'completed', noShow: { state: 'forfeited', absentSide: 2, at } })),
    ).toEqual(['reset', 'reverseForfeit']);
    expect(
      matchActionsOf(match(1, { status: 'ready', noShow: { state: 'reversed', absentSide: 2, at } })),
    ).toEqual(['schedule', 'result', 'forfeit']);
    expect(
      matchActionsOf(match(1, { status: 'ready', noShow: { state: 'bothAbsent', absentSide: null, at } })),
    ).toEqual(['schedule', 'result', 'forfeit']);
  });
});

describe('the bracket from its matches', () => {
  it('counts the matches left as the API does: no result yet, byes aside', () => {
    expect(
      matchesLeftToPlay([
        match(1, { status: 'completed' }),
        match(2, { status: 'archived' }),
        match(3, { status: 'locked', opponent1: side(null), opponent2: side(null) }),
        match(4, { status: 'locked', opponent2: null }),
        match(5),
      ]),
    ).toBe(2);
  });

  it('lists each entrant once, in the order they first play, disqualified if any side says so', () => {
    expect(
      entrantsOf([
        match(2, { round: 2, opponent1: side('a'), opponent2: side('c', true) }),
        match(1, { opponent1: side('c'), opponent2: side('a') }),
        match(3, { number: 2, opponent1: side(null), opponent2: null }),
      ]),
    ).toEqual([
      { registrationId: 'c', name: 'c', disqualified: true },
      { registrationId: 'a', name: 'a', disqualified: false },
    ]);
  });
});
