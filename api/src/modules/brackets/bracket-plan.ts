import type { TournamentStructure } from '@arena/contract';
import type { BracketFormat } from '../../db/schema.js';
import { swissRoundCount } from './swiss-pairing.js';

/** The shape of a tournament's bracket, decided when it is generated. */
export interface BracketPlan {
  format: BracketFormat;
  /** Slots of the main stage: the participant count, raised to a power of two for elimination stages. */
  size: number;
  /** Swiss only: the planned number of rounds. */
  swissRounds: number | null;
  /** Single elimination: a match for third place between the semi-finals' losers. */
  thirdPlaceMatch: boolean;
  /** Double elimination: `double` gives the winners bracket's finalist a second grand final after a first loss. */
  grandFinal: 'simple' | 'double';
  /** Round robin: how many groups the participants are spread over. */
  groups: number;
  /** A single-elimination playoff for the best `size` of the main stage, or none. */
  next: { format: 'single_elimination'; size: number } | null;
}

/** What the plan reads of a tournament: its `type` text, and the console's structure when it has one. */
export interface BracketSettings {
  type: string;
  structure: TournamentStructure | null;
}

/**
 * The bracket format for a tournament's `type` text (Single Elimination, Double Elimination, Round Robin, Swiss,
 * in any case or spelling); anything else is single elimination, the spec's default type.
 */
export function bracketFormatOf(type: string): BracketFormat {
  const words = type.toLowerCase().replace(/[^a-z]+/g, ' ');
  if (words.includes('double')) return 'double_elimination';
  if (words.includes('swiss')) return 'swiss_bracket';
  if (words.includes('round robin') || words.includes('roundrobin') || words.includes('league')) {
    return 'round_robin';
  }
  return 'single_elimination';
}

/** The smallest power of two that is at least `count`. */
export function nextPowerOfTwo(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

/** The largest power of two that is at most `count` (0 for 0). */
function previousPowerOfTwo(count: number): number {
  if (count < 1) return 0;
  let size = 1;
  while (size * 2 <= count) size *= 2;
  return size;
}

const PLAIN = {
  swissRounds: null,
  thirdPlaceMatch: false,
  grandFinal: 'simple',
  groups: 1,
  next: null,
} as const;

/**
 * The plan of a tournament made before the console, from its `type` text alone. Group stages lead to a playoff: a
 * round robin's best two meet in a final; a swiss stage of eight or more sends its best half (a power of two: 16
 * players → 8) to a single-elimination playoff. Single elimination has a match for third place from four
 * participants on.
 */
function planOfType(type: string, count: number): BracketPlan {
  const format = bracketFormatOf(type);
  switch (format) {
    case 'single_elimination':
      return { ...PLAIN, format, size: nextPowerOfTwo(count), thirdPlaceMatch: count >= 4 };
    case 'double_elimination':
      // brackets-manager's double elimination needs at least four slots.
      return { ...PLAIN, format, size: Math.max(4, nextPowerOfTwo(count)) };
    case 'round_robin':
      return {
        ...PLAIN,
        format,
        size: count,
        next: count >= 3 ? { format: 'single_elimination', size: 2 } : null,
      };
    case 'swiss_bracket':
      return {
        ...PLAIN,
        format,
        size: count,
        swissRounds: swissRoundCount(count),
        next:
          count >= 8
            ? { format: 'single_elimination', size: previousPowerOfTwo(Math.floor(count / 2)) }
            : null,
      };
  }
}

/** Groups of at least two participants each. */
function groupCount(groups: number, count: number): number {
  return Math.max(1, Math.min(groups, Math.floor(count / 2)));
}

/** Swiss rounds: as asked (at most one fewer than the participants, or as many when they are odd), else planned. */
function swissRoundsOf(rounds: number | null, count: number): number {
  if (rounds === null) return swissRoundCount(count);
  return Math.max(1, Math.min(rounds, count % 2 === 0 ? count - 1 : count));
}

/** A playoff of `size` seats (a power of two, at most the participants), or none below two seats or three participants. */
function playoffOf(size: number, count: number): BracketPlan['next'] {
  const seats = Math.min(size, previousPowerOfTwo(count));
  return seats >= 2 && count >= 3 ? { format: 'single_elimination', size: seats } : null;
}

/**
 * The plan of a console tournament, from its structure: single elimination with or without a match for third
 * place (from four participants on), double elimination with or without a grand-final reset, round robin in
 * groups, swiss over a number of rounds, and the two-stage formats with their playoff size (groups → playoffs: the
 * group winners when unset, two for one group; swiss → playoff: the best half rounded down to a power of two).
 */
function planOfStructure(structure: TournamentStructure, count: number): BracketPlan | null {
  switch (structure.kind) {
    case 'single_elimination':
      return {
        ...PLAIN,
        format: 'single_elimination',
        size: nextPowerOfTwo(count),
        thirdPlaceMatch: structure.thirdPlaceMatch && count >= 4,
      };
    case 'double_elimination':
      return {
        ...PLAIN,
        format: 'double_elimination',
        size: Math.max(4, nextPowerOfTwo(count)),
        grandFinal: structure.grandFinalReset ? 'double' : 'simple',
      };
    case 'round_robin':
      return { ...PLAIN, format: 'round_robin', size: count, groups: groupCount(structure.groups, count) };
    case 'swiss':
      return {
        ...PLAIN,
        format: 'swiss_bracket',
        size: count,
        swissRounds: swissRoundsOf(structure.rounds, count),
      };
    case 'groups_playoffs': {
      const groups = groupCount(structure.groups, count);
      const winners = nextPowerOfTwo(Math.max(2, groups));
      return {
        ...PLAIN,
        format: 'round_robin',
        size: count,
        groups,
        next: playoffOf(structure.playoffSize ?? winners, count),
      };
    }
    case 'swiss_playoff':
      return {
        ...PLAIN,
        format: 'swiss_bracket',
        size: count,
        swissRounds: swissRoundsOf(structure.rounds, count),
        next: playoffOf(structure.playoffSize ?? previousPowerOfTwo(Math.floor(count / 2)), count),
      };
    case 'ladder':
      return null;
  }
}

/**
 * How a tournament with `participantCount` checked-in participants is played, or null below two participants (or
 * for a ladder): by its structure when the console set one, else by its `type` text.
 *
 * @example bracketPlan({ type: 'Single Elimination', structure: { kind: 'single_elimination', thirdPlaceMatch: false } }, 6)
 */
export function bracketPlan(settings: BracketSettings, participantCount: number): BracketPlan | null {
  if (participantCount < 2) return null;
  return settings.structure
    ? planOfStructure(settings.structure, participantCount)
    : planOfType(settings.type, participantCount);
}
