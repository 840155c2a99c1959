import { BRACKET_NO_SHOW_AFTER_MS, bracketNoShow, type BracketNoShow } from '@arena/contract/rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { providerFailure } from '../../providers/game-data/provider-failure.js';
import { MatchStatus, recordBracketMatchResult } from '../brackets/brackets-service.js';
import { CODE_REVEAL_MS, playersOfBracketMatch } from '../matches/match-players.js';
import { emitBracketResult } from '../matches/matches-service.js';
import { notify } from '../notifications/notifications-service.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notifyPrizeRewardCodes } from '../reward-codes/reward-codes-service.js';
import { lockedTournament, prizesPaid } from './organizer-service.js';

/*
 * Bracket no-shows that enforce themselves (issue 33). Every instance runs the pass; each slot is decided once: the
 * lobby evidence is read outside any transaction (a call to the publisher), then, under the tournament's row lock,
 * the slot is read again and acted on only if it is still undecided, at the same time, with the same code and sides.
 * The decision itself is the contract's pure `bracketNoShow`.
 */

/** How often the pass looks for slots whose deadline has passed. */
export const NO_SHOW_PASS_INTERVAL_MS = 5_000;

/** At most this many slots a turn (the oldest first); the next turn takes the rest. */
const SLOTS_PER_TURN = 50;

/** The action names of the pass's audit rows (`staff_id` null: the system). */
export const NO_SHOW_FORFEIT_ACTION = 'match.no_show_forfeit';
export const BOTH_ABSENT_ACTION = 'match.no_show_both_absent';

export type NoShowContext = Pick<
  AppContext,
  'db' | 'clock' | 'gameData' | 'realtime' | 'cache' | 'config' | 'log' | 'assetUrl' | 'storage'
>;

/** What one turn did, by match id. */
export interface NoShowReport {
  forfeited: number[];
  bothAbsent: number[];
  present: number[];
}

/** When a slot's code is revealed (P1 §9: `CODE_REVEAL_MS` before its time). */
export function codeRevealedAt(scheduledTime: Date): Date {
  return new Date(scheduledTime.getTime() - CODE_REVEAL_MS);
}

interface DueSlot {
  match_id: number;
  tournament_id: string;
  scheduled_time: Date;
  tournament_code: string;
}

/** Slots of playable matches of running brackets whose no-show deadline has passed and which are undecided. */
function dueSlots(db: Db, now: Date): Promise<DueSlot[]> {
  const revealedBefore = new Date(now.getTime() - BRACKET_NO_SHOW_AFTER_MS + CODE_REVEAL_MS);
  return db
    .selectFrom('bracket_match_schedules')
    .innerJoin('bracket_matches', 'bracket_matches.id', 'bracket_match_schedules.match_id')
    .innerJoin('tournaments', 'tournaments.id', 'bracket_match_schedules.tournament_id')
    .select([
      'bracket_match_schedules.match_id',
      'bracket_match_schedules.tournament_id',
      'bracket_match_schedules.scheduled_time',
      'bracket_match_schedules.tournament_code',
    ])
    .where('bracket_match_schedules.scheduled_time', '<=', revealedBefore)
    .where('bracket_match_schedules.verified_at', 'is', null)
    .where('bracket_match_schedules.lobby_checked_at', 'is', null)
    .where('bracket_match_schedules.no_show_reversed_at', 'is', null)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .where('tournaments.tournament_type', '=', 'bracket')
    .where(isPublicTournament)
    .orderBy('bracket_match_schedules.scheduled_time')
    .orderBy('bracket_match_schedules.match_id')
    .limit(SLOTS_PER_TURN)
    .execute();
}

/** The users who organize a tournament: its creator while they hold a console role, else every organizer. */
async function organizersOf(db: Db, tournamentId: string): Promise<string[]> {
  const creator = await db
    .selectFrom('tournaments')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'tournaments.created_by')
    .select('staff_roles.user_id')
    .where('tournaments.id', '=', tournamentId)
    .where('staff_roles.role', 'in', ['organizer', 'admin'])
    .executeTakeFirst();
  if (creator) return [creator.user_id];
  const organizers = await db
    .selectFrom('staff_roles')
    .select('user_id')
    .where('role', '=', 'organizer')
    .execute();
  return [...new Set(organizers.map((row) => row.user_id))];
}

type Players = Awaited<ReturnType<typeof playersOfBracketMatch>>;

/** How many players of each side the lobby has seen (by user id, as the simulation records, or by puuid). */
async function joinsPerSide(db: Db, players: Players, joined: readonly string[]): Promise<[number, number]> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'puuid'])
    .where(
      'id',
      'in',
      players.map((player) => player.userId),
    )
    .execute();
  const puuidOf = new Map(accounts.map((row) => [row.id, row.puuid]));
  const seen = new Set(joined);
  const count = (side: 1 | 2) =>
    players.filter(
      (player) =>
        player.side === side &&
        (seen.has(player.userId) || seen.has(puuidOf.get(player.userId) ?? player.userId)),
    ).length;
  return [count(1), count(2)];
}

/** What to tell once the decision has committed. */
interface Told {
  kind: 'forfeit' | 'bothAbsent';
  players: Players;
  winnerSide?: 1 | 2;
  winnerName?: string;
  organizers?: string[];
  matchNumber?: number;
}

/**
 * Decides one slot: reads its lobby, then acts under the tournament's lock if nobody has meanwhile. Answers the
 * decision taken, or null when there was none to take (too early, decided elsewhere, sides changed, provider down).
 */
async function decideSlot(context: NoShowContext, slot: DueSlot): Promise<BracketNoShow['state'] | null> {
  const players = await playersOfBracketMatch(context.db, slot.tournament_id, slot.match_id);
  if (!players.some((player) => player.side === 1) || !players.some((player) => player.side === 2))
    return null;
  let joined: string[];
  try {
    joined = (await context.gameData.getLobbyEvidence(slot.tournament_code)).joined;
  } catch (error) {
    context.log.warn(
      { provider: context.gameData.name, matchId: slot.match_id, failure: providerFailure(error) },
      'bracket no-show pass: lobby evidence unavailable; asking again next turn',
    );
    return null;
  }
  const decision = bracketNoShow({
    revealedAt: codeRevealedAt(slot.scheduled_time),
    now: context.clock(),
    joined: await joinsPerSide(context.db, players, joined),
  });
  if (decision.state === 'wait') return null;

  const now = context.clock();
  let told: Told | null = null;
  const decided = await lockedTournament(context, slot.tournament_id, async (trx, tournament) => {
    if (tournament.cancelled_at || !tournament.published_at || tournament.tournament_type !== 'bracket') {
      return null;
    }
    if (await prizesPaid(trx, tournament.id)) return null;
    const current = await trx
      .selectFrom('bracket_match_schedules')
      .selectAll()
      .where('match_id', '=', slot.match_id)
      .forUpdate()
      .executeTakeFirst();
    const unchanged =
      current &&
      current.verified_at === null &&
      current.lobby_checked_at === null &&
      current.no_show_reversed_at === null &&
      current.scheduled_time.getTime() === slot.scheduled_time.getTime() &&
      current.tournament_code === slot.tournament_code;
    if (!unchanged) return null;
    const match = await trx
      .selectFrom('bracket_matches')
      .select(['id', 'number', 'status', 'opponent1', 'opponent2'])
      .where('id', '=', slot.match_id)
      .executeTakeFirst();
    const sidesNow = await playersOfBracketMatch(trx, tournament.id, slot.match_id);
    const sameSides =
      sidesNow.length === players.length &&
      sidesNow.every((player, index) => {
        const before = players[index]!;
        return player.userId === before.userId && player.side === before.side;
      });
    if (
      !match ||
      match.status < MatchStatus.Ready ||
      match.status >= MatchStatus.Completed ||
      match.opponent1?.id == null ||
      match.opponent2?.id == null ||
      !sameSides
    ) {
      return null;
    }

    const checked = { lobby_checked_at: now };
    if (decision.state === 'present') {
      await trx
        .updateTable('bracket_match_schedules')
        .set(checked)
        .where('match_id', '=', match.id)
        .execute();
      return decision.state;
    }
    const before = { status: match.status, opponent1: match.opponent1, opponent2: match.opponent2 };
    if (decision.state === 'bothAbsent') {
      await trx
        .updateTable('bracket_match_schedules')
        .set({ ...checked, both_absent_at: now })
        .where('match_id', '=', match.id)
        .execute();
      await recordStaffAction(trx, {
        staffId: null,
        action: BOTH_ABSENT_ACTION,
        record: { type: 'bracket_matches', id: String(match.id) },
        before,
        after: { ...before, both_absent_at: now.toISOString(), tournament_code: slot.tournament_code },
        at: now,
      });
      told = {
        kind: 'bothAbsent',
        players,
        organizers: await organizersOf(trx, tournament.id),
        matchNumber: match.number,
      };
      return decision.state;
    }

    const winnerSide = decision.absentSide === 1 ? 2 : 1;
    const winnerParticipantId = (winnerSide === 1 ? match.opponent1 : match.opponent2).id!;
    await recordBracketMatchResult(trx, {
      tournamentId: tournament.id,
      matchId: match.id,
      winnerParticipantId,
      forfeit: true,
      now,
    });
    await trx
      .updateTable('bracket_match_schedules')
      .set({
        ...checked,
        verified_at: now,
        no_show_forfeit_at: now,
        no_show_absent_side: decision.absentSide,
      })
      .where('match_id', '=', match.id)
      .execute();
    const changed = await trx
      .selectFrom('bracket_matches')
      .select(['status', 'opponent1', 'opponent2'])
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId: null,
      action: NO_SHOW_FORFEIT_ACTION,
      record: { type: 'bracket_matches', id: String(match.id) },
      before,
      after: {
        ...changed,
        absent_side: decision.absentSide,
        tournament_code: slot.tournament_code,
        revealed_at: codeRevealedAt(slot.scheduled_time).toISOString(),
      },
      at: now,
    });
    const winner = await trx
      .selectFrom('bracket_participants')
      .select('name')
      .where('id', '=', winnerParticipantId)
      .executeTakeFirstOrThrow();
    told = { kind: 'forfeit', players, winnerSide, winnerName: winner.name };
    return decision.state;
  });

  const tell = told as Told | null;
  if (tell?.kind === 'forfeit' && tell.winnerSide) {
    const everyone = [...new Set(tell.players.map((player) => player.userId))];
    const winnerIds = tell.players
      .filter((player) => player.side === tell.winnerSide)
      .map((player) => player.userId);
    await notify(context, everyone, { kind: 'match_no_show', tournamentId: slot.tournament_id, winnerIds });
    emitBracketResult(context, {
      tournamentId: slot.tournament_id,
      matchId: slot.match_id,
      players: tell.players,
      winner: { side: tell.winnerSide, name: tell.winnerName ?? '' },
    });
    // A final decided by forfeit completes the tournament: its prize codes go to their holders now.
    await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));
  }
  if (tell?.kind === 'bothAbsent' && tell.organizers && tell.organizers.length > 0) {
    await notify(context, tell.organizers, {
      kind: 'match_both_absent',
      tournamentId: slot.tournament_id,
      matchNumber: tell.matchNumber ?? 0,
    });
  }
  return decided;
}

/**
 * One turn of the no-show pass: every undecided slot whose deadline (15 minutes after its code was revealed) has
 * passed is decided from its lobby evidence — one absent side forfeits (the bracket advances, both sides are told,
 * an audit row names the system), both absent are flagged for the organizers, both present are left to the game.
 * A slot that fails is logged and tried again next turn.
 *
 * @example const report = await runNoShowPass(context); // { forfeited: [12], bothAbsent: [], present: [13] }
 */
export async function runNoShowPass(context: NoShowContext): Promise<NoShowReport> {
  const report: NoShowReport = { forfeited: [], bothAbsent: [], present: [] };
  for (const slot of await dueSlots(context.db, context.clock())) {
    try {
      const decided = await decideSlot(context, slot);
      if (decided === 'forfeit') report.forfeited.push(slot.match_id);
      if (decided === 'bothAbsent') report.bothAbsent.push(slot.match_id);
      if (decided === 'present') report.present.push(slot.match_id);
    } catch (error) {
      context.log.error({ err: error, matchId: slot.match_id }, 'bracket no-show pass: a match failed');
    }
  }
  return report;
}
