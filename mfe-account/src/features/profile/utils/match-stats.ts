import type { MatchHistoryMatch, MatchParticipant } from '@arena/shared-kit';

/** The six item slots of a participant, in order (P1 §9). */
export const ITEM_SLOTS = ['item0', 'item1', 'item2', 'item3', 'item4', 'item5'] as const;

/** Item id 0 means an empty slot. */
const EMPTY_ITEM_ID = 0;

/** KDA = (kills + assists) / max(1, deaths), rounded to 2 decimals (P1 §9). */
export function calculateKda({
  kills,
  deaths,
  assists,
}: Pick<MatchParticipant, 'kills' | 'deaths' | 'assists'>): number {
  return Math.round(((kills + assists) / Math.max(1, deaths)) * 100) / 100;
}

/** The signed-in player's participant in a match: the one whose puuid equals the user's. */
export function findOwnParticipant(
  match: MatchHistoryMatch,
  puuid: string | null | undefined,
): MatchParticipant | undefined {
  if (!puuid) return undefined;
  return match.info.participants.find((participant) => participant.puuid === puuid);
}

/** Minion count shown on a row: lane minions plus neutral monsters. */
export function minionCount(
  participant: Pick<MatchParticipant, 'totalMinionsKilled' | 'neutralMinionsKilled'>,
): number {
  return participant.totalMinionsKilled + participant.neutralMinionsKilled;
}

/** Item ids of the filled slots, in slot order; empty slots are hidden. */
export function visibleItems(participant: Pick<MatchParticipant, (typeof ITEM_SLOTS)[number]>): number[] {
  return ITEM_SLOTS.map((slot) => participant[slot]).filter((id) => id !== EMPTY_ITEM_ID);
}

export type TeamSide = 'blue' | 'red';

/** Team 100 is the Blue Team, 200 the Red Team (P1 §9). */
export function teamSide(teamId: number): TeamSide {
  return teamId === 200 ? 'red' : 'blue';
}

/** The i18n key of a team's label in the account namespace. */
export function teamLabelKey(teamId: number): 'matchHistory.blueTeam' | 'matchHistory.redTeam' {
  return teamSide(teamId) === 'red' ? 'matchHistory.redTeam' : 'matchHistory.blueTeam';
}

/** Image of a champion on the image CDN. */
export function championImageUrl(imageCdnUrl: string, championName: string): string {
  return `${imageCdnUrl}/champion/${encodeURIComponent(championName)}.png`;
}

/** Image of an item on the image CDN. */
export function itemImageUrl(imageCdnUrl: string, itemId: number): string {
  return `${imageCdnUrl}/item/${itemId}.png`;
}

/** A match as one row of the history: the match and the signed-in player's participant in it. */
export interface PlayerMatch {
  match: MatchHistoryMatch;
  player: MatchParticipant;
}

/** The matches in which the player took part, each paired with the player's participant. */
export function playerMatches(matches: MatchHistoryMatch[], puuid: string | null | undefined): PlayerMatch[] {
  return matches.flatMap((match) => {
    const player = findOwnParticipant(match, puuid);
    return player ? [{ match, player }] : [];
  });
}
