import { z } from 'zod';

/**
 * A live stream (issue 32) of a tournament or a bracket match: the provider and what its player is built from — a Twitch channel (the
 * page adds its own host as `parent`) or a YouTube video id — and its address on its own site. Nothing of it is
 * loaded before the visitor asks.
 */
export const tournamentStream = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('twitch'), channel: z.string(), url: z.string() }),
    z.object({ provider: z.literal('youtube'), videoId: z.string(), url: z.string() }),
  ])
  .meta({ id: 'TournamentStream' });
export type TournamentStream = z.infer<typeof tournamentStream>;
