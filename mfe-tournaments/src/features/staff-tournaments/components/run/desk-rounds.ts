import type { OrganizerMatch, TournamentStructure } from '@arena/contract';

/*
 * The match desk's rules (issue 30), kept out of its components: how the matches fall into rounds and what each round
 * is called, what the organizer may do to a match, who the bracket's entrants are and what is left to play.
 */

/** A round's name in words: a numbered round, or an elimination round named by its distance to the final. */
export type RoundName =
  | { key: 'round'; round: number }
  | { key: 'final' | 'semifinals' | 'quarterfinals' | 'thirdPlace' | 'grandFinal' | 'grandFinalReset' };

/** The part of the bracket a round belongs to, when the bracket has more than one. */
export type GroupName = { key: 'winners' | 'losers' | 'playoff' } | { key: 'group'; group: number };

/** One round of the desk: its heading and its matches in order. */
export interface DeskRound {
  key: string;
  group: GroupName | null;
  name: RoundName;
  matches: OrganizerMatch[];
}

const STAGE_ORDER = { main: 0, next: 1 } as const;

function inBracketOrder(a: OrganizerMatch, b: OrganizerMatch): number {
  return (
    STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage] ||
    a.group - b.group ||
    a.round - b.round ||
    a.number - b.number
  );
}

/** An elimination round named from the end: the last is the final, then the semi-finals and the quarter-finals. */
function eliminationRound(round: number, lastRound: number): RoundName {
  switch (lastRound - round) {
    case 0:
      return { key: 'final' };
    case 1:
      return { key: 'semifinals' };
    case 2:
      return { key: 'quarterfinals' };
    default:
      return { key: 'round', round };
  }
}

/** A double-elimination bracket's round: numbered, its last round the final of its side. */
function sideRound(round: number, lastRound: number): RoundName {
  return round === lastRound ? { key: 'final' } : { key: 'round', round };
}

/**
 * How a round is headed, by the stage's format (brackets-manager's groups): single elimination's second group is
 * the match for third place; double elimination's are the winners' and losers' brackets, then the grand final (a
 * second round of it is the reset); round-robin groups are numbered when there are several; swiss rounds are
 * numbered; the playoff that follows a group stage is a single elimination.
 */
function headingOf(
  structure: TournamentStructure,
  stage: OrganizerMatch['stage'],
  group: number,
  round: number,
  lastRound: number,
  groupsInStage: number,
): Pick<DeskRound, 'group' | 'name'> {
  if (stage === 'next') return { group: { key: 'playoff' }, name: eliminationRound(round, lastRound) };
  switch (structure.kind) {
    case 'single_elimination':
      return group === 1
        ? { group: null, name: eliminationRound(round, lastRound) }
        : { group: null, name: { key: 'thirdPlace' } };
    case 'double_elimination':
      if (group === 1) return { group: { key: 'winners' }, name: sideRound(round, lastRound) };
      if (group === 2) return { group: { key: 'losers' }, name: sideRound(round, lastRound) };
      return { group: null, name: { key: round === 1 ? 'grandFinal' : 'grandFinalReset' } };
    case 'round_robin':
    case 'groups_playoffs':
      return {
        group: groupsInStage > 1 ? { key: 'group', group } : null,
        name: { key: 'round', round },
      };
    default:
      return { group: null, name: { key: 'round', round } };
  }
}

/** The bracket's matches by round, in bracket order (stage, group, round, match number), each round headed. */
export function deskRounds(matches: readonly OrganizerMatch[], structure: TournamentStructure): DeskRound[] {
  const sorted = [...matches].sort(inBracketOrder);
  const lastRound = new Map<string, number>();
  const groups = new Map<string, Set<number>>();
  for (const match of sorted) {
    const groupKey = `${match.stage}-${match.group}`;
    lastRound.set(groupKey, Math.max(lastRound.get(groupKey) ?? 0, match.round));
    groups.set(match.stage, (groups.get(match.stage) ?? new Set()).add(match.group));
  }
  const rounds: DeskRound[] = [];
  for (const match of sorted) {
    const key = `${match.stage}-${match.group}-${match.round}`;
    const current = rounds[rounds.length - 1];
    if (current?.key === key) {
      current.matches.push(match);
      continue;
    }
    const heading = headingOf(
      structure,
      match.stage,
      match.group,
      match.round,
      lastRound.get(`${match.stage}-${match.group}`) ?? match.round,
      groups.get(match.stage)?.size ?? 1,
    );
    rounds.push({ key, ...heading, matches: [match] });
  }
  return rounds;
}

/** What the organizer may do to a match. */
export type MatchActionKind = 'schedule' | 'result' | 'forfeit' | 'reset' | 'reverseForfeit';

const DECIDED: readonly OrganizerMatch['status'][] = ['completed', 'archived'];

/** Both sides are entrants known by now (neither a bye nor still to be decided). */
function bothSidesKnown(match: OrganizerMatch): boolean {
  return Boolean(match.opponent1?.registrationId && match.opponent2?.registrationId);
}

/**
 * The actions a match's status allows, as the API takes them: a time while it has no result and is not a bye; a
 * result or a forfeit once it is ready or running with both sides known; a reset once it is completed, and the
 * reversal of the no-show pass's automatic forfeit (issue 33) while it stands.
 */
export function matchActionsOf(match: OrganizerMatch): MatchActionKind[] {
  const actions: MatchActionKind[] = [];
  const bye = match.opponent1 === null || match.opponent2 === null;
  if (!DECIDED.includes(match.status) && !bye) actions.push('schedule');
  if ((match.status === 'ready' || match.status === 'running') && bothSidesKnown(match)) {
    actions.push('result', 'forfeit');
  }
  if (match.status === 'completed' && !bye) actions.push('reset');
  if (match.status === 'completed' && match.noShow?.state === 'forfeited') actions.push('reverseForfeit');
  return actions;
}

/** The matches still to be played: no result yet, and not a bye (as the API counts them before completing). */
export function matchesLeftToPlay(matches: readonly OrganizerMatch[]): number {
  return matches.filter(
    (match) => !DECIDED.includes(match.status) && match.opponent1 !== null && match.opponent2 !== null,
  ).length;
}

/** An entrant of the bracket, as its matches name it. */
export interface DeskEntrant {
  registrationId: string;
  name: string;
  disqualified: boolean;
}

/** The bracket's entrants from its matches' sides, in the order they first appear (the first round's seeding). */
export function entrantsOf(matches: readonly OrganizerMatch[]): DeskEntrant[] {
  const entrants = new Map<string, DeskEntrant>();
  for (const match of [...matches].sort(inBracketOrder)) {
    for (const side of [match.opponent1, match.opponent2]) {
      if (!side?.registrationId) continue;
      const known = entrants.get(side.registrationId);
      entrants.set(side.registrationId, {
        registrationId: side.registrationId,
        name: known?.name ?? side.name ?? side.registrationId,
        disqualified: (known?.disqualified ?? false) || side.disqualified,
      });
    }
  }
  return [...entrants.values()];
}
