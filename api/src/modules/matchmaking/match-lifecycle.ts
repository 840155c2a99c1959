import { type MatchmakingStatus, type MatchResult, RefusalReason } from '@arena/contract';
import { noShowClaim, type NoShowRefusal } from '@arena/contract/rules';
import { sql } from 'kysely';
import type { MatchmakingMatchStatus } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError, refusal } from '../../errors.js';
import { notify } from '../notifications/notifications-service.js';
import { storeUpload } from '../uploads/uploads-service.js';
import { matchmakingStatus, resultDto } from './answers.js';
import {
  findLadder,
  findMatch,
  flush,
  type MatchmakingContext,
  matchNotFound,
  matchPlayers,
  type MatchRow,
  NO_SHOW_POINTS,
  type Outbox,
  playersInLobby,
  sendMatchResult,
  side,
  sideLeader,
  sideMembers,
  START_POINTS,
  type Trx,
} from './matchmaking-service.js';
import { pointsDelta } from './pairing.js';

/**
 * Closes an open or disputed match with a winner: points move by the expected-score rule from the points both
 * hold now (or by the fixed no-show rule), stats are counted, seats are freed, both players get MATCH_RESULT.
 * The one settlement of every way a match ends: agreeing reports, the game itself (`ladder-game-end.ts`), a
 * forfeit, a no-show, staff.
 */
export async function closeMatch(
  context: MatchmakingContext,
  trx: Trx,
  outbox: Outbox,
  match: MatchRow,
  winnerId: string,
  status: Exclude<MatchmakingMatchStatus, 'open' | 'disputed' | 'voided'>,
  resolution?: { note: string; resolvedBy: string },
): Promise<void> {
  // A side wins (issue 33: a duo's two players share its result); `winnerId` names it by its first player.
  const winnerSide = winnerId === match.player1_id ? 1 : 2;
  const winners = sideMembers(match, winnerSide);
  const losers = sideMembers(match, winnerSide === 1 ? 2 : 1);
  const players = await trx
    .selectFrom('matchmaking_players')
    .select(['user_id', 'points'])
    .where('tournament_id', '=', match.tournament_id)
    .where('user_id', 'in', [...winners, ...losers])
    .orderBy('user_id')
    .forUpdate()
    .execute();
  const pointsOf = (userId: string) => players.find((row) => row.user_id === userId)?.points ?? START_POINTS;
  // A side's points are its players' mean: a duo against a duo moves as two players of those points would.
  const sidePoints = (ids: string[]) => ids.reduce((sum, id) => sum + pointsOf(id), 0) / ids.length;
  const gain = status === 'no_show' ? NO_SHOW_POINTS : pointsDelta(sidePoints(winners), sidePoints(losers));
  const loss = status === 'no_show' ? 0 : gain;
  await trx
    .updateTable('matchmaking_players')
    .set((eb) => ({
      points: eb('points', '+', gain),
      wins: eb('wins', '+', 1),
      games_played: eb('games_played', '+', 1),
    }))
    .where('tournament_id', '=', match.tournament_id)
    .where('user_id', 'in', winners)
    .execute();
  await trx
    .updateTable('matchmaking_players')
    .set((eb) => ({
      points: sql<number>`greatest(0, points - ${loss})`,
      losses: eb('losses', '+', 1),
      games_played: eb('games_played', '+', 1),
    }))
    .where('tournament_id', '=', match.tournament_id)
    .where('user_id', 'in', losers)
    .execute();
  await trx
    .updateTable('matchmaking_matches')
    .set({
      status,
      winner_id: winnerId,
      closed_at: context.clock(),
      ...(resolution ? { resolution_note: resolution.note, resolved_by: resolution.resolvedBy } : {}),
    })
    .where('id', '=', match.id)
    .execute();
  await trx.deleteFrom('matchmaking_seats').where('match_id', '=', match.id).execute();
  announceResult(context, outbox, match, 'verified');
  // A no-show has its own two notifications (claimNoShow); a staff decision says so, with its note.
  const everyone = matchPlayers(match);
  const tournamentId = match.tournament_id;
  if (resolution) {
    // Each winner reads "won": the event names the recipient's side by one winner, the recipient among them.
    for (const recipient of everyone) {
      const named = winners.includes(recipient) ? recipient : winnerId;
      const resolved = {
        kind: 'dispute_resolved',
        tournamentId,
        winnerId: named,
        note: resolution.note,
      } as const;
      outbox.push(() => void notify(context, [recipient], resolved));
    }
  } else if (status !== 'no_show') {
    const verified = { kind: 'result_verified', tournamentId, winnerIds: winners } as const;
    outbox.push(() => void notify(context, everyone, verified));
  }
}

/** Staff voids a match: no winner, no points or stats move, seats are freed, both players are told. */
async function voidMatch(
  context: MatchmakingContext,
  trx: Trx,
  outbox: Outbox,
  match: MatchRow,
  resolution: { note: string; resolvedBy: string },
): Promise<void> {
  await trx
    .updateTable('matchmaking_matches')
    .set({
      status: 'voided',
      winner_id: null,
      closed_at: context.clock(),
      resolution_note: resolution.note,
      resolved_by: resolution.resolvedBy,
    })
    .where('id', '=', match.id)
    .execute();
  await trx.deleteFrom('matchmaking_seats').where('match_id', '=', match.id).execute();
  announceResult(context, outbox, match, 'voided');
  const voided = {
    kind: 'dispute_resolved',
    tournamentId: match.tournament_id,
    winnerId: null,
    note: resolution.note,
  } as const;
  outbox.push(() => void notify(context, matchPlayers(match), voided));
}

/** MATCH_RESULT with the match's new status to both of its players, once the transaction has committed. */
function announceResult(
  context: MatchmakingContext,
  outbox: Outbox,
  match: MatchRow,
  status: MatchResult['status'],
): void {
  for (const userId of matchPlayers(match)) {
    outbox.push(() => sendMatchResult(context, match.tournament_id, userId, match.id, status));
  }
}

/**
 * A ladder's results are final once its prizes are paid: they were paid by the standings those results made
 * (payments/prize-payouts.ts pays an ended ladder once no dispute is left and no open match is still in its result
 * window, `RESULT_WINDOW_MS`). Called with the match's row locked, which the payout check waits for.
 */
export async function refuseOncePrizesPaid(trx: Trx, tournamentId: string): Promise<void> {
  const paid = await trx
    .selectFrom('prize_payout_runs')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (paid) {
    throw apiError('conflict', {
      message: 'This ladder is over and its prizes are paid; its results are final',
    });
  }
}

async function openMatchOf(trx: Trx, tournamentId: string, matchId: string, userId: string) {
  const match = await findMatch(trx, matchId, true);
  if (match.tournament_id !== tournamentId || !side(match, userId)) throw matchNotFound();
  if (match.status !== 'open') throw apiError('conflict', { message: 'This match is already over' });
  await refuseOncePrizesPaid(trx, match.tournament_id);
  return match;
}

/**
 * A match's lobby evidence, read before the match's transaction: the provider is a call to the publisher (or, in
 * the simulation, a query of its own), which must not run while the transaction holds the match's lock.
 */
async function lobbyEvidenceOf(context: MatchmakingContext, matchId: string) {
  const match = await findMatch(context.db, matchId);
  return context.gameData.getLobbyEvidence(match.tournament_code);
}

export async function forfeitMatch(
  context: MatchmakingContext,
  tournamentId: string,
  matchId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const lobby = await lobbyEvidenceOf(context, matchId);
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    const match = await openMatchOf(trx, ladder.id, matchId, userId);
    if (lobby.gameStarted) {
      throw apiError('conflict', { message: 'The game has already started; you can no longer forfeit' });
    }
    // The other side wins (named by its first player).
    const winnerId = side(match, userId) === 1 ? match.player2_id : match.player1_id;
    await closeMatch(context, trx, outbox, match, winnerId, 'forfeited');
  });
  flush(outbox);
  return matchmakingStatus(context, ladder.id, userId);
}

/** The refusal of a no-show claim the lobby evidence or a report rules out (rules `noShowClaim`). */
const NO_SHOW_REFUSALS = {
  reported: { message: 'You have already reported this match', reason: RefusalReason.noShowReported },
  notInLobby: {
    message: 'You have not joined the lobby of this match',
    reason: RefusalReason.noShowNotInLobby,
  },
  opponentInLobby: {
    message: 'Your opponent joined the lobby; this is not a no-show',
    reason: RefusalReason.noShowOpponentInLobby,
  },
} as const satisfies Record<NoShowRefusal, { message: string; reason: RefusalReason }>;

export async function claimNoShow(
  context: MatchmakingContext,
  tournamentId: string,
  matchId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const lobby = await lobbyEvidenceOf(context, matchId);
  const outbox: Outbox = [];
  let present: string[] = [];
  let absent: string[] = [];
  await context.db.transaction().execute(async (trx) => {
    const match = await openMatchOf(trx, ladder.id, matchId, userId);
    const ownSide = side(match, userId) === 1 ? 1 : 2;
    const own = ownSide === 1 ? 'player1' : 'player2';
    present = sideMembers(match, ownSide);
    absent = sideMembers(match, ownSide === 1 ? 2 : 1);
    const inLobby = await playersInLobby(trx, match, lobby);
    // A duo's side (issue 33): the claimant is in the lobby and nobody of the other side is.
    const claim = noShowClaim({
      createdAt: match.created_at,
      now: context.clock(),
      reported: Boolean(match[`${own}_winner_id`] || match[`${own}_screenshot`]),
      selfJoined: inLobby.includes(userId),
      opponentJoined: absent.some((id) => inLobby.includes(id)),
    });
    if (claim.state === 'wait') {
      throw refusal('conflict', 'A no-show can be claimed 15 minutes after the match was created', {
        reason: RefusalReason.noShowTooEarly,
        retryAfterMs: claim.availableAt - context.clock().getTime(),
      });
    }
    if (claim.state === 'refused') {
      const { message, reason } = NO_SHOW_REFUSALS[claim.reason];
      throw refusal('conflict', message, { reason });
    }
    await closeMatch(
      context,
      trx,
      outbox,
      match,
      ownSide === 1 ? match.player1_id : match.player2_id,
      'no_show',
    );
  });
  flush(outbox);
  // Each player of the present side reads "won" (the event names the recipient), the absent side "lost".
  for (const recipient of [...present, ...absent]) {
    await notify(context, [recipient], {
      kind: 'no_show',
      tournamentId: ladder.id,
      winnerId: present.includes(recipient) ? recipient : userId,
      points: NO_SHOW_POINTS,
    });
  }
  return matchmakingStatus(context, ladder.id, userId);
}

/** Records one half of the caller's report (the winner or the screenshot) in `trx`, then settles the match if it can. */
async function recordReport(
  context: MatchmakingContext,
  trx: Trx,
  outbox: Outbox,
  matchId: string,
  userId: string,
  part: { winnerId: string } | { screenshot: string },
): Promise<MatchRow> {
  const current = await findMatch(trx, matchId, true);
  const which = side(current, userId);
  if (!which)
    throw apiError('forbidden', { message: 'Only the players of this match can report its result' });
  if (current.status !== 'open' && current.game_settled_at && 'winnerId' in part) {
    return answerAfterGame(trx, current, part.winnerId);
  }
  if (current.status !== 'open')
    throw apiError('conflict', { message: 'The result of this match is already in' });
  await refuseOncePrizesPaid(trx, current.tournament_id);
  const prefix = which === 1 ? 'player1' : 'player2';
  if (current[`${prefix}_reported_at`]) {
    throw apiError('conflict', { message: 'You have already reported this match' });
  }
  const named = 'winnerId' in part ? sideLeader(current, part.winnerId) : null;
  if ('winnerId' in part && !named) {
    throw apiError('validation', {
      message: 'winner_id must be one of the match players',
      details: { field: 'winner_id' },
    });
  }
  // A duo's report may name either player of the winning side: the side is recorded by its first player.
  const winner = named ?? current[`${prefix}_winner_id`];
  const screenshot = 'screenshot' in part ? part.screenshot : current[`${prefix}_screenshot`];
  const reportedAt = winner && screenshot ? context.clock() : null;
  const updated = await trx
    .updateTable('matchmaking_matches')
    .set(
      which === 1
        ? { player1_winner_id: winner, player1_screenshot: screenshot, player1_reported_at: reportedAt }
        : { player2_winner_id: winner, player2_screenshot: screenshot, player2_reported_at: reportedAt },
    )
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!updated.player1_reported_at || !updated.player2_reported_at) {
    if (reportedAt) announceResult(context, outbox, updated, 'waiting');
    return updated;
  }
  if (updated.player1_winner_id === updated.player2_winner_id && updated.player1_winner_id) {
    await closeMatch(context, trx, outbox, updated, updated.player1_winner_id, 'verified');
  } else {
    await trx
      .updateTable('matchmaking_matches')
      .set({ status: 'disputed', disputed_at: context.clock() })
      .where('id', '=', updated.id)
      .execute();
    announceResult(context, outbox, updated, 'disputed');
    const disputed = { kind: 'result_disputed', tournamentId: updated.tournament_id } as const;
    outbox.push(() => void notify(context, [updated.player1_id, updated.player2_id], disputed));
  }
  return findMatch(trx, updated.id);
}

/**
 * A winner reported after the game settled the match (issue 33): the same winner is answered as settled (the
 * result, `verified`); another is refused with the game's result, which stands.
 */
async function answerAfterGame(trx: Trx, match: MatchRow, named: string): Promise<MatchRow> {
  const winnerId = sideLeader(match, named);
  if (!winnerId) {
    throw apiError('validation', {
      message: 'winner_id must be one of the match players',
      details: { field: 'winner_id' },
    });
  }
  if (winnerId === match.winner_id || !match.winner_id || !match.game_id) return match;
  const winner = await trx
    .selectFrom('users')
    .select(['game_name', 'tag_line'])
    .where('id', '=', match.winner_id)
    .executeTakeFirst();
  const winnerRiotId = winner ? `${winner.game_name}#${winner.tag_line}` : '';
  throw refusal('conflict', `The game already settled this match: ${winnerRiotId} won`, {
    reason: RefusalReason.contradictsGameResult,
    winnerId: match.winner_id,
    winnerRiotId,
    gameId: match.game_id,
  });
}

/** The winner half of the caller's report (POST /v1/match-results/{matchId}/winner). */
export async function report(
  context: MatchmakingContext,
  matchId: string,
  userId: string,
  part: { winnerId: string },
): Promise<MatchResult> {
  const outbox: Outbox = [];
  const match = await context.db
    .transaction()
    .execute((trx) => recordReport(context, trx, outbox, matchId, userId, part));
  flush(outbox);
  return resultDto(context, match);
}

/**
 * The screenshot half of the caller's report: the file is stored in the transaction that records the report, so a
 * refused report stores no file and a crash between the two leaves no file that nothing points at (issue 15).
 */
export async function reportScreenshot(
  context: MatchmakingContext,
  matchId: string,
  userId: string,
  image: { bytes: Buffer; contentType: string; extension: string },
): Promise<MatchResult> {
  // Settled by the game (issue 33): nothing to prove, so no file is stored; the answer says it is settled.
  const settled = await findMatch(context.db, matchId);
  if (settled.game_settled_at && side(settled, userId)) return resultDto(context, settled);
  const outbox: Outbox = [];
  let match: MatchRow | undefined;
  await storeUpload(
    context,
    { ...image, ownerUserId: userId, purpose: 'result-screenshot' },
    {
      alongside: async (trx, path) => {
        match = await recordReport(context, trx, outbox, matchId, userId, { screenshot: path });
      },
    },
  );
  flush(outbox);
  if (!match) throw new Error('The screenshot was stored without its report');
  return resultDto(context, match);
}

/**
 * Staff settle a disputed (or unreported) match: a winner (points move by the usual rule) or void (`winnerId`
 * null: nothing moves), with a note both players read in their notification; audited as `dispute.resolve` in the
 * same transaction. The match row is locked, so a second
 * decision (another admin, a retried request) finds it settled and moves nothing. A decision after the ladder has
 * ended still counts (a dispute holds its prizes until decided), but not once its prizes are paid. The route then
 * runs the ladder payout check, since the decision may have been the last thing holding them.
 */
export async function resolveMatch(
  context: MatchmakingContext,
  matchId: string,
  decision: { winnerId: string | null; note: string; resolvedBy: string },
): Promise<MatchResult> {
  const outbox: Outbox = [];
  const { winnerId, note, resolvedBy } = decision;
  const match = await context.db.transaction().execute(async (trx) => {
    const current = await findMatch(trx, matchId, true);
    if (current.status !== 'open' && current.status !== 'disputed') {
      throw apiError('conflict', { message: 'This match is already settled' });
    }
    await refuseOncePrizesPaid(trx, current.tournament_id);
    const winnerSide = winnerId === null ? null : sideLeader(current, winnerId);
    if (winnerId === null) {
      await voidMatch(context, trx, outbox, current, { note, resolvedBy });
    } else if (!winnerSide) {
      throw apiError('validation', {
        message: 'winner_id must be one of the match players',
        details: { field: 'winner_id' },
      });
    } else {
      await closeMatch(context, trx, outbox, current, winnerSide, 'resolved', { note, resolvedBy });
    }
    await recordStaffAction(trx, {
      staffId: resolvedBy,
      action: 'dispute.resolve',
      record: { type: 'matchmaking_matches', id: current.id },
      before: { status: current.status, winnerId: current.winner_id },
      after: { status: winnerId === null ? 'voided' : 'resolved', winnerId: winnerSide, note },
      at: context.clock(),
    });
    return findMatch(trx, current.id);
  });
  flush(outbox);
  return resultDto(context, match);
}
