import type { MatchStreamBody, OrganizerMatch } from '@arena/contract';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError } from '../../errors.js';
import { matchStreamAddress } from '../matches/match-stream.js';
import { listTournamentMatches } from './match-desk-service.js';
import { lockedTournament, type OrganizerContext } from './organizer-service.js';

/*
 * A bracket match's live stream (issue 32), set from the organizer's match desk: a Twitch or YouTube address (the
 * contract's body refuses any other with a 400 naming `stream_url`), or null to remove it. Any match of a drawn
 * bracket may have one, a finished match too (its stream is then a recording). Each change writes its audit row,
 * `match.stream`, with the address before and after, in the transaction that makes it.
 */

const MATCH_RECORD = 'bracket_matches';

const matchNotFound = () => apiError('notFound', { message: 'Match not found' });

/** PUT /v1/admin/matches/{id}/stream: sets or removes the match's stream; answers the match as the desk shows it. */
export async function setMatchStream(
  context: OrganizerContext,
  staffId: string,
  matchId: number,
  body: MatchStreamBody,
): Promise<OrganizerMatch> {
  const now = context.clock();
  const owner = await context.db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .select('bracket_stages.tournament_id')
    .where('bracket_matches.id', '=', matchId)
    .executeTakeFirst();
  if (!owner) throw matchNotFound();
  const address = body.stream_url?.trim() || null;

  await lockedTournament(context, owner.tournament_id, async (trx, row) => {
    const before = await matchStreamAddress(trx, matchId);
    if (address === null) {
      await trx.deleteFrom('bracket_match_streams').where('match_id', '=', matchId).execute();
    } else {
      await trx
        .insertInto('bracket_match_streams')
        .values({ match_id: matchId, tournament_id: row.id, stream_url: address, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('match_id').doUpdateSet({ stream_url: address, updated_at: now }),
        )
        .execute();
    }
    await recordStaffAction(trx, {
      staffId,
      action: 'match.stream',
      record: { type: MATCH_RECORD, id: String(matchId) },
      before: { stream_url: before },
      after: { stream_url: address },
      at: now,
    });
  });

  const match = (await listTournamentMatches(context, owner.tournament_id)).find(
    (candidate) => candidate.id === matchId,
  );
  if (!match) throw matchNotFound();
  return match;
}
