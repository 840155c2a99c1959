import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf } from './primitives.js';

/** One player of a past game, as the game-data provider reports them (match-v5 names). */
export const matchParticipant = z.object({
  puuid: z.string(),
  participantId: z.number(),
  teamId: z.union([z.literal(100), z.literal(200)]),
  championName: z.string(),
  champLevel: z.number(),
  kills: z.number(),
  deaths: z.number(),
  assists: z.number(),
  item0: z.number(),
  item1: z.number(),
  item2: z.number(),
  item3: z.number(),
  item4: z.number(),
  item5: z.number(),
  totalMinionsKilled: z.number(),
  neutralMinionsKilled: z.number(),
  totalDamageDealtToChampions: z.number(),
  win: z.boolean(),
  riotIdGameName: z.string(),
});
export type MatchParticipant = z.infer<typeof matchParticipant>;

/** A past game of the player (the profile's match history). */
export const matchHistoryMatch = z
  .object({
    metadata: z.object({ matchId: z.string() }),
    info: z.object({
      gameId: z.number(),
      gameMode: z.string(),
      /** Epoch milliseconds. */
      gameStartTimestamp: z.number(),
      /** Seconds. */
      gameDuration: z.number(),
      participants: z.array(matchParticipant),
    }),
  })
  .meta({ id: 'MatchHistoryMatch' });
export type MatchHistoryMatch = z.infer<typeof matchHistoryMatch>;

export const matchHistoryEndpoints = defineEndpoints({
  'GET /v1/lol/last-four-matches': {
    summary: "The signed-in player's last four games (none without a game account)",
    tag: 'match-history',
    auth: 'user',
    response: { 200: dataOf(z.array(matchHistoryMatch)) },
  },
});
