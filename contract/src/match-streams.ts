import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate } from './primitives.js';
import { isStreamUrl, STREAM_URL_MAX_LENGTH } from './rules/streams.js';
import { bracketMatchStatus, organizerMatch } from './organizer.js';
import { tournamentStream } from './streams.js';

/*
 * Live streams of bracket matches (issue 32): an organizer attaches a Twitch or YouTube address to one match from
 * the match desk; the match's players see it in their match box as a player loaded on their click, as the
 * tournament page shows the tournament's own stream.
 */

/**
 * The body of PUT /v1/admin/matches/{id}/stream: an https Twitch channel (`https://www.twitch.tv/<channel>`) or
 * YouTube video address (`/watch?v=`, `/live/`, `youtu.be/`), or null to remove the match's stream.
 */
export const matchStreamBody = z
  .object({
    stream_url: z
      .string()
      .trim()
      .max(STREAM_URL_MAX_LENGTH)
      .refine(isStreamUrl, 'must be an https Twitch channel or YouTube video address')
      .nullable(),
  })
  .meta({ id: 'MatchStreamBody' });
export type MatchStreamBody = z.input<typeof matchStreamBody>;

/**
 * A bracket match with a live stream, as anyone reads it on the tournament's bracket page: where it sits in the
 * bracket, its sides' names (null while a side is to be decided or a bye), when it is played, and the stream.
 */
export const bracketMatchStream = z
  .object({
    matchId: z.number().int(),
    /** The main stage, or the playoff it leads to. */
    stage: z.enum(['main', 'next']),
    round: z.number().int(),
    number: z.number().int(),
    status: bracketMatchStatus,
    side1: z.string().nullable(),
    side2: z.string().nullable(),
    scheduledTime: isoDate().nullable(),
    stream: tournamentStream,
  })
  .meta({ id: 'BracketMatchStream' });
export type BracketMatchStream = z.infer<typeof bracketMatchStream>;

const matchParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const matchStreamEndpoints = defineEndpoints({
  'GET /v1/tournaments/:id/match-streams': {
    summary:
      "The live streams of a tournament's bracket matches, stage by stage and round by round (empty when none)",
    tag: 'brackets',
    auth: 'public',
    params: z.object({ id: id() }),
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(z.array(bracketMatchStream)) },
  },
  'PUT /v1/admin/matches/:id/stream': {
    summary:
      "Set or remove a bracket match's live stream (a Twitch or YouTube address); its players' match box offers it " +
      '(audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: matchParams,
    body: matchStreamBody,
    refuses: {
      400: '`stream_url` is not an https Twitch channel or YouTube video address',
      404: 'No such match',
    },
    response: { 200: dataOf(organizerMatch) },
  },
});
