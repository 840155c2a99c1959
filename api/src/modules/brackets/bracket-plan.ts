import type { BracketFormat } from '../../db/schema.js';
import { swissRoundCount } from './swiss-pairing.js';

/** The shape of a tournament's bracket, decided when it is generated. */
export interface BracketPlan {
  format: BracketFormat;
  /** Slots of the main stage: the participant count, raised to a power of two for elimination stages. */
  size: number;
  /** Swiss only: the planned number of rounds. */
  swissRounds: number | null;
  /** A single-elimination playoff for the best `size` of the main stage, or none. */
  next: { format: 'single_elimination'; size: number } | null;
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

/**
 * How a tournament with `participantCount` checked-in participants is played, or null below two participants.
 * Group stages lead to a playoff: a round robin's best two meet in a final; a swiss stage of eight or more sends
 * its best half (a power of two: 16 players → 8) to a single-elimination playoff.
 */
export function bracketPlan(type: string, participantCount: number): BracketPlan | null {
  if (participantCount < 2) return null;
  const format = bracketFormatOf(type);
  switch (format) {
    case 'single_elimination':
      return { format, size: nextPowerOfTwo(participantCount), swissRounds: null, next: null };
    case 'double_elimination':
      // brackets-manager's double elimination needs at least four slots.
      return { format, size: Math.max(4, nextPowerOfTwo(participantCount)), swissRounds: null, next: null };
    case 'round_robin':
      return {
        format,
        size: participantCount,
        swissRounds: null,
        next: participantCount >= 3 ? { format: 'single_elimination', size: 2 } : null,
      };
    case 'swiss_bracket':
      return {
        format,
        size: participantCount,
        swissRounds: swissRoundCount(participantCount),
        next:
          participantCount >= 8
            ? { format: 'single_elimination', size: previousPowerOfTwo(Math.floor(participantCount / 2)) }
            : null,
      };
  }
}
