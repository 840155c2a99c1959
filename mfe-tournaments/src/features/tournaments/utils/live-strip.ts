import type { Tournament } from '@arena/shared-kit';
import { tabOf } from './list-tabs';
import { matchesRegion, type PortalRegion } from './region';

/** Featured live strip size (P1 §9). */
export const LIVE_STRIP_SIZE = 5;

/**
 * The Live Tournaments strip (P1 §2, §9): the region's live tournaments, most participants first, at most five;
 * empty (and the strip hidden) when none is live. Ties go to the one that started first.
 */
export function liveStrip(tournaments: readonly Tournament[], region: PortalRegion): Tournament[] {
  const started = (tournament: Tournament) => {
    const at = Date.parse(tournament.starting_time);
    return Number.isNaN(at) ? Infinity : at;
  };
  return tournaments
    .filter((tournament) => tabOf(tournament) === 'live' && matchesRegion(tournament.region, region))
    .sort(
      (a, b) =>
        (b.registrationStats?.totalParticipants ?? 0) - (a.registrationStats?.totalParticipants ?? 0) ||
        started(a) - started(b),
    )
    .slice(0, LIVE_STRIP_SIZE);
}
