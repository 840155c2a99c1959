import type { BracketMatchStream, TournamentStream } from '@arena/contract';
import { parseStreamUrl, streamWatchUrl } from '@arena/contract/rules';
import { isUuid } from '../../auth/authenticate.js';
import type { Db } from '../../db/database.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { tournamentBracketMatches } from '../brackets/bracket-matches.js';

/**
 * A bracket match's live stream (issue 32) as its readers get it: the provider, what the player is built from and
 * the address on its own site; null for none, or for an address no longer taken (the rules tightened since).
 */
export function matchStreamOf(address: string | null | undefined): TournamentStream | null {
  const source = address ? parseStreamUrl(address) : null;
  return source ? { ...source, url: streamWatchUrl(source) } : null;
}

/** The stored stream address of a bracket match, or null. */
export async function matchStreamAddress(
  db: Pick<Db, 'selectFrom'>,
  matchId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('bracket_match_streams')
    .select('stream_url')
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row?.stream_url ?? null;
}

const STATUS_NAMES: readonly BracketMatchStream['status'][] = [
  'locked',
  'waiting',
  'ready',
  'running',
  'completed',
  'archived',
];

/**
 * GET /v1/tournaments/{id}/match-streams: the bracket matches of a published tournament that have a live stream,
 * stage by stage, round by round (their sides named as the bracket names them). 404 10001 for a draft, a cancelled
 * or an unknown tournament; empty before the bracket is drawn or while no match has a stream.
 */
export async function listBracketMatchStreams(db: Db, tournamentId: string): Promise<BracketMatchStream[]> {
  if (!isUuid(tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await db
    .selectFrom('tournaments')
    .select('id')
    .where('id', '=', tournamentId)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');
  const rows = await tournamentBracketMatches(db, tournament.id)
    .innerJoin('bracket_match_streams', 'bracket_match_streams.match_id', 'bracket_matches.id')
    .leftJoin('bracket_match_schedules', 'bracket_match_schedules.match_id', 'bracket_matches.id')
    .select([
      'bracket_matches.number',
      'bracket_stages.number as stage_number',
      'bracket_match_streams.stream_url',
      'bracket_match_schedules.scheduled_time',
    ])
    .orderBy('bracket_stages.number')
    .orderBy('bracket_matches.group_id')
    .orderBy('bracket_rounds.number')
    .orderBy('bracket_matches.number')
    .execute();
  const participantIds = [
    ...new Set(rows.flatMap((row) => [row.opponent1?.id, row.opponent2?.id]).filter((id) => id != null)),
  ] as number[];
  const names = new Map(
    participantIds.length === 0
      ? []
      : (
          await db
            .selectFrom('bracket_participants')
            .select(['id', 'name'])
            .where('id', 'in', participantIds)
            .execute()
        ).map((participant) => [participant.id, participant.name]),
  );
  const nameOf = (side: { id: number | null } | null) =>
    side?.id == null ? null : (names.get(side.id) ?? null);
  return rows.flatMap((row) => {
    const stream = matchStreamOf(row.stream_url);
    if (!stream) return [];
    return [
      {
        matchId: row.id,
        stage: row.stage_number === 1 ? ('main' as const) : ('next' as const),
        round: row.round,
        number: row.number,
        status: STATUS_NAMES[row.status] ?? 'locked',
        side1: nameOf(row.opponent1),
        side2: nameOf(row.opponent2),
        scheduledTime: row.scheduled_time?.toISOString() ?? null,
        stream,
      },
    ];
  });
}
