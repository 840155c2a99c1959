import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, locale } from './primitives.js';

/** How a bracket stage is played (P1 §3 Bracket). `swiss_bracket` rounds are paired by score, without rematches. */
export const bracketType = z.enum([
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss_bracket',
]);
export type BracketType = z.infer<typeof bracketType>;

/**
 * A tournament's bracket (GET /v1/tournaments/{id}/bracket): the main stage and the stage it leads to, if any
 * (a round robin's final, a swiss stage's playoff). The stage ids name what the embed host draws.
 */
export const tournamentBracket = z
  .object({
    type: bracketType,
    stageId: z.number().int(),
    nextBracket: z.object({ type: bracketType, stageId: z.number().int() }).nullable(),
  })
  .meta({ id: 'TournamentBracket' });
export type TournamentBracket = z.infer<typeof tournamentBracket>;

/** The query of the embed host: which stage to draw, and in which language. */
export const bracketEmbedQuery = z.object({
  stage: z.enum(['main', 'next']).default('main'),
  lang: locale.default('ar'),
});
export type BracketEmbedQuery = z.input<typeof bracketEmbedQuery>;

export const bracketEndpoints = defineEndpoints({
  'GET /v1/tournaments/:id/bracket': {
    summary: "A tournament's bracket: its type and stage ids, once the tournament has begun",
    tag: 'brackets',
    auth: 'public',
    params: z.object({ id: id() }),
    refuses: { 404: 'No such tournament (10001), or its bracket is not drawn yet' },
    response: { 200: dataOf(tournamentBracket) },
  },
  'GET /embed/brackets/:tournamentId': {
    summary:
      "The embed page of a tournament's bracket (text/html, drawn by brackets-viewer); it posts its height to " +
      'the parent frame. An unknown tournament or a stage not drawn yet is a 404 HTML page',
    tag: 'brackets',
    auth: 'public',
    params: z.object({ tournamentId: id() }),
    querystring: bracketEmbedQuery,
    refuses: { 404: 'No such tournament, or no bracket to show yet (a page saying so)' },
    htmlRefusals: [404],
    response: { 200: z.string().describe('text/html') },
  },
  'GET /embed/assets/:file': {
    summary: 'A script or style sheet of the bracket embed page (gzipped when the client accepts it)',
    tag: 'brackets',
    auth: 'public',
    params: z.object({ file: id() }),
    refuses: { 404: 'No such asset' },
    response: { 200: z.string().describe('text/javascript or text/css') },
  },
});
