import type { MatchHistoryMatch } from '@arena/contract';
import type { PassMissionKind } from '../../db/schema.js';

/**
 * What a match does for the pass beyond its XP (P2 §1): which open mission it advances (`missionAdvance`) and the
 * facts of one player's match read from the provider (`playerMatchFacts`). The XP and loyalty points themselves
 * are the shared earning rules (`matchGain`, `activityGain` in `@arena/contract/rules`).
 */

/** A mission of kind `damage` counts a match with at least this much damage to champions. */
export const MISSION_DAMAGE_THRESHOLD = 15_000;

/** What a mission counts (`pass_missions.kind`). */
export type MissionKind = PassMissionKind;

/** A mission the player has not finished, with its progress so far. */
export interface OpenMission {
  id: string;
  level: number;
  position: number;
  kind: MissionKind;
  progress: number;
  target: number;
}

/** What a match did, as far as missions care. */
export interface MatchForMissions {
  win: boolean;
  /** Kills plus assists. */
  takedowns: number;
  damageToChampions: number;
  premade: boolean;
  tournamentMatch: boolean;
}

function countsToward(kind: MissionKind, match: MatchForMissions): number {
  switch (kind) {
    case 'play':
      return 1;
    case 'win':
      return match.win ? 1 : 0;
    case 'takedowns':
      return match.takedowns;
    case 'premade':
      return match.premade ? 1 : 0;
    case 'damage':
      return match.damageToChampions >= MISSION_DAMAGE_THRESHOLD ? 1 : 0;
    case 'tournament':
      return match.tournamentMatch ? 1 : 0;
  }
}

/**
 * The one mission a match advances, and by how much ("each match counts toward only one mission at a time",
 * P2 §1): among the open missions the match counts toward, the lowest level first, then the first of that level.
 * The amount never takes the progress past the target. Null when the match advances none.
 */
export function missionAdvance(
  openMissions: readonly OpenMission[],
  match: MatchForMissions,
): { missionId: string; amount: number } | null {
  const ordered = [...openMissions].sort((a, b) => a.level - b.level || a.position - b.position);
  for (const mission of ordered) {
    const remaining = mission.target - mission.progress;
    if (remaining <= 0) continue;
    const amount = Math.min(remaining, countsToward(mission.kind, match));
    if (amount > 0) return { missionId: mission.id, amount };
  }
  return null;
}

/** The facts of one match for one player, read from the provider's match (match-v5 shape). */
export interface PlayerMatchFacts {
  matchId: string;
  playedAt: Date;
  teammatesInMatch: number;
  premade: boolean;
  win: boolean;
  takedowns: number;
  damageToChampions: number;
}

/**
 * Reads a match for one player: squad teammates are members of the player's team (by puuid) on the player's
 * side; the match is premade when a friend was on the player's side. Null when the player is not in the match.
 */
export function playerMatchFacts(
  match: MatchHistoryMatch,
  player: { puuid: string; teamPuuids: ReadonlySet<string>; friendPuuids: ReadonlySet<string> },
): PlayerMatchFacts | null {
  const me = match.info.participants.find((participant) => participant.puuid === player.puuid);
  if (!me) return null;
  const side = match.info.participants.filter(
    (participant) => participant.teamId === me.teamId && participant.puuid !== me.puuid,
  );
  return {
    matchId: match.metadata.matchId,
    playedAt: new Date(match.info.gameStartTimestamp),
    teammatesInMatch: side.filter((participant) => player.teamPuuids.has(participant.puuid)).length,
    premade: side.some((participant) => player.friendPuuids.has(participant.puuid)),
    win: me.win,
    takedowns: me.kills + me.assists,
    damageToChampions: me.totalDamageDealtToChampions,
  };
}
