import { type MatchmakingStatus, RefusalReason } from '@arena/contract';
import { apiError, refusal } from '../../errors.js';
import { notify } from '../notifications/notifications-service.js';
import { matchmakingStatus } from './answers.js';
import { isQueuedOrSeated } from './queue.js';
import {
  findLadder,
  flush,
  type MatchmakingContext,
  type Outbox,
  sendDuoUpdated,
  sendQueueStatus,
  type Trx,
} from './matchmaking-service.js';

/**
 * The duo queue's duos (issue 33): a registered player invites another registered player of the same ladder and
 * region by Riot ID; the other accepts or declines (a bell notification and the ladder panel show the invite). A
 * duo then queues, leaves the queue and plays as one (queue.ts, pairing-pass.ts); leaving the duo ends its search
 * for both. Every change locks the players' ladder rows in user id order, so two changes of one player run one
 * after the other and a player is in at most one duo (`matchmaking_players.duo_id`).
 */

type Db = MatchmakingContext['db'];

const notRegistered = () =>
  refusal('forbidden', 'You are not registered for this tournament', { reason: RefusalReason.notRegistered });
const inviteNotFound = () => apiError('notFound', { message: 'No such duo invite waiting' });

/** The ladder rows of some players, locked in user id order (the order every duo change takes them in). */
async function lockPlayers(trx: Trx, tournamentId: string, userIds: string[]) {
  return trx
    .selectFrom('matchmaking_players')
    .select(['user_id', 'duo_id'])
    .where('tournament_id', '=', tournamentId)
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

/** The checks both an invite and its acceptance make: neither player in a duo, searching or in a match. */
async function assertBothFree(
  trx: Trx,
  tournamentId: string,
  selfId: string,
  otherId: string,
): Promise<void> {
  const rows = await lockPlayers(trx, tournamentId, [selfId, otherId]);
  const self = rows.find((row) => row.user_id === selfId);
  const other = rows.find((row) => row.user_id === otherId);
  if (!self) throw notRegistered();
  if (!other) {
    throw refusal('conflict', 'That player is not registered for this ladder', {
      reason: RefusalReason.duoNotRegistered,
    });
  }
  if (self.duo_id) {
    throw refusal('conflict', 'You are in a duo already', { reason: RefusalReason.duoAlreadyInDuo });
  }
  if (other.duo_id) {
    throw refusal('conflict', 'That player is in a duo already', { reason: RefusalReason.duoPartnerInDuo });
  }
  if (await isQueuedOrSeated(trx, tournamentId, selfId)) {
    throw refusal('conflict', 'You are searching or in a match', { reason: RefusalReason.duoAlreadyQueued });
  }
  if (await isQueuedOrSeated(trx, tournamentId, otherId)) {
    throw refusal('conflict', 'That player is searching or in a match', {
      reason: RefusalReason.duoPartnerBusy,
    });
  }
}

/** The active player of a Riot ID (`Name#TAG`, either part in any case), with their region. */
async function playerByRiotId(db: Db, riotId: string) {
  const [gameName, tagLine] = riotId.split('#').map((part) => part.trim().toLowerCase());
  const player = await db
    .selectFrom('users')
    .select(['id', 'region'])
    .where((eb) => eb(eb.fn('lower', ['game_name']), '=', gameName))
    .where((eb) => eb(eb.fn('lower', ['tag_line']), '=', tagLine))
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!player) {
    throw refusal('notFound', 'No player has that Riot ID', { reason: RefusalReason.duoPlayerNotFound });
  }
  return player;
}

/**
 * Invites the player of `riotId` to queue as a duo: both registered on the ladder, in the same region, neither in a
 * duo, searching or in a match, and no invite between them waiting. The inviter's earlier invite still waiting is
 * withdrawn (one invite of one's own at a time). The invited player gets a bell notification and DUO_UPDATED.
 */
export async function inviteDuo(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  riotId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const inviter = await context.db
    .selectFrom('users')
    .innerJoin('matchmaking_players', 'matchmaking_players.user_id', 'users.id')
    .select(['users.id', 'users.region'])
    .where('matchmaking_players.tournament_id', '=', ladder.id)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!inviter) throw notRegistered();
  const invitee = await playerByRiotId(context.db, riotId);
  if (invitee.id === userId) {
    throw refusal('conflict', 'You cannot invite yourself', { reason: RefusalReason.duoSelf });
  }
  if (invitee.region !== inviter.region) {
    throw refusal('conflict', 'That player plays in another region', {
      reason: RefusalReason.duoOtherRegion,
      region: invitee.region.toUpperCase(),
    });
  }
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    await assertBothFree(trx, ladder.id, userId, invitee.id);
    const waiting = await trx
      .selectFrom('matchmaking_duos')
      .select('id')
      .where('tournament_id', '=', ladder.id)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('inviter_id', '=', userId), eb('invitee_id', '=', invitee.id)]),
          eb.and([eb('inviter_id', '=', invitee.id), eb('invitee_id', '=', userId)]),
        ]),
      )
      .executeTakeFirst();
    if (waiting) {
      throw refusal('conflict', 'An invite between you already waits for its answer', {
        reason: RefusalReason.duoInvitePending,
      });
    }
    const now = context.clock();
    const withdrawn = await trx
      .updateTable('matchmaking_duos')
      .set({ status: 'cancelled', ended_at: now })
      .where('tournament_id', '=', ladder.id)
      .where('inviter_id', '=', userId)
      .where('status', '=', 'pending')
      .returning('invitee_id')
      .execute();
    await trx
      .insertInto('matchmaking_duos')
      .values({ tournament_id: ladder.id, inviter_id: userId, invitee_id: invitee.id, created_at: now })
      .execute();
    for (const { invitee_id: other } of withdrawn)
      outbox.push(() => sendDuoUpdated(context, ladder.id, other));
    outbox.push(() => {
      sendDuoUpdated(context, ladder.id, invitee.id);
      void notify(context, [invitee.id], {
        kind: 'duo_invite',
        tournamentId: ladder.id,
        memberUserId: userId,
      });
    });
  });
  flush(outbox);
  return matchmakingStatus(context, ladder.id, userId);
}

/** The waiting invite `inviteId` of the ladder, locked; 404 for any other. */
async function waitingInvite(trx: Trx, tournamentId: string, inviteId: string) {
  const invite = await trx
    .selectFrom('matchmaking_duos')
    .selectAll()
    .where('id', '=', inviteId)
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  if (!invite) throw inviteNotFound();
  return invite;
}

/**
 * Accepts an invite to the caller: the two become a duo (both must still be free), every other invite waiting from
 * or to either of them is withdrawn, and the inviter is notified.
 */
export async function acceptDuo(
  context: MatchmakingContext,
  tournamentId: string,
  inviteId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    const invite = await waitingInvite(trx, ladder.id, inviteId);
    if (invite.invitee_id !== userId) throw inviteNotFound();
    await assertBothFree(trx, ladder.id, userId, invite.inviter_id);
    const now = context.clock();
    await trx
      .updateTable('matchmaking_duos')
      .set({ status: 'active', answered_at: now })
      .where('id', '=', invite.id)
      .execute();
    await trx
      .updateTable('matchmaking_players')
      .set({ duo_id: invite.id })
      .where('tournament_id', '=', ladder.id)
      .where('user_id', 'in', [invite.inviter_id, invite.invitee_id])
      .execute();
    const members = [invite.inviter_id, invite.invitee_id];
    const withdrawn = await trx
      .updateTable('matchmaking_duos')
      .set({ status: 'cancelled', ended_at: now })
      .where('tournament_id', '=', ladder.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('inviter_id', 'in', members), eb('invitee_id', 'in', members)]))
      .returning(['inviter_id', 'invitee_id'])
      .execute();
    const others = new Set(withdrawn.flatMap((row) => [row.inviter_id, row.invitee_id]));
    for (const member of members) others.delete(member);
    outbox.push(() => {
      for (const other of others) sendDuoUpdated(context, ladder.id, other);
      sendDuoUpdated(context, ladder.id, invite.inviter_id);
      void notify(context, [invite.inviter_id], {
        kind: 'duo_answered',
        tournamentId: ladder.id,
        memberUserId: userId,
        accepted: true,
      });
    });
  });
  flush(outbox);
  return matchmakingStatus(context, ladder.id, userId);
}

/** Declines an invite to the caller (the inviter is notified), or withdraws the caller's own (the other hears it). */
export async function declineDuo(
  context: MatchmakingContext,
  tournamentId: string,
  inviteId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    const invite = await waitingInvite(trx, ladder.id, inviteId);
    const declining = invite.invitee_id === userId;
    if (!declining && invite.inviter_id !== userId) throw inviteNotFound();
    const now = context.clock();
    await trx
      .updateTable('matchmaking_duos')
      .set(
        declining
          ? { status: 'declined', answered_at: now, ended_at: now }
          : { status: 'cancelled', ended_at: now },
      )
      .where('id', '=', invite.id)
      .execute();
    const other = declining ? invite.inviter_id : invite.invitee_id;
    outbox.push(() => {
      sendDuoUpdated(context, ladder.id, other);
      if (declining) {
        void notify(context, [other], {
          kind: 'duo_answered',
          tournamentId: ladder.id,
          memberUserId: userId,
          accepted: false,
        });
      }
    });
  });
  flush(outbox);
  return matchmakingStatus(context, ladder.id, userId);
}

/**
 * The caller leaves their duo: refused while the duo's match is open; the duo's search ends for both (its queue
 * rows go with the duo), and the partner is notified.
 */
export async function leaveDuo(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('matchmaking_players')
      .select('duo_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!own) throw notRegistered();
    if (!own.duo_id) throw apiError('notFound', { message: 'You are in no duo' });
    const duo = await trx
      .selectFrom('matchmaking_duos')
      .selectAll()
      .where('id', '=', own.duo_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const members = [duo.inviter_id, duo.invitee_id];
    const rows = await lockPlayers(trx, ladder.id, members);
    if (rows.some((row) => row.duo_id !== duo.id))
      throw apiError('notFound', { message: 'You are in no duo' });
    const seat = await trx
      .selectFrom('matchmaking_seats')
      .select('match_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', 'in', members)
      .executeTakeFirst();
    if (seat) {
      throw refusal('conflict', 'Your duo is in a match', {
        reason: RefusalReason.alreadyInMatch,
        matchId: seat.match_id,
      });
    }
    const dequeued = await trx
      .deleteFrom('matchmaking_queue')
      .where('tournament_id', '=', ladder.id)
      .where('duo_id', '=', duo.id)
      .returning('user_id')
      .execute();
    await trx
      .updateTable('matchmaking_players')
      .set({ duo_id: null })
      .where('tournament_id', '=', ladder.id)
      .where('user_id', 'in', members)
      .execute();
    await trx
      .updateTable('matchmaking_duos')
      .set({ status: 'dissolved', ended_at: context.clock() })
      .where('id', '=', duo.id)
      .execute();
    const partner = members.find((member) => member !== userId)!;
    outbox.push(() => {
      for (const { user_id: member } of dequeued) sendQueueStatus(context, ladder.id, member, false);
      sendDuoUpdated(context, ladder.id, partner, dequeued.length > 0);
      void notify(context, [partner], {
        kind: 'duo_left',
        tournamentId: ladder.id,
        memberUserId: userId,
        queue: false,
      });
    });
  });
  flush(outbox);
  return matchmakingStatus(context, ladder.id, userId);
}
