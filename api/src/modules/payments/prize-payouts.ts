import { PAYOUT_CURRENCIES, type PayoutCurrency } from '@arena/contract';
import { BracketsManager } from 'brackets-manager';
import type { Kysely } from 'kysely';
import type { BracketOpponentValue, Database, LocalizedValue, RewardCodeType } from '../../db/schema.js';
import { json } from '../../db/schema.js';
import { PostgresBracketStorage } from '../brackets/bracket-storage.js';
import { swissStandings } from '../brackets/swiss-pairing.js';
import { ladderPrizeStandings } from '../matchmaking/leaderboard.js';
import { RESULT_WINDOW_MS } from '../matchmaking/matchmaking-service.js';
import { freezePayoutDestinations } from './payout-destinations.js';

/** The database or a transaction over it. */
type Executor = Kysely<Database>;

/** brackets-model's "completed" match status. */
const MATCH_COMPLETED = 4;

/** A prize of the pool that pays money to a final position. */
export interface PrizePayout {
  position: number;
  amount: number;
  currency: PayoutCurrency;
}

/**
 * The money prizes of a prize pool: entries whose name starts with a position (`1st Place`) and whose amount is a
 * number; the currency is the code ending the pool's format (`10000 USD`), USD otherwise. Prizes in kind
 * (`Gaming headset`) and titles without a position (`MVP`) are not payouts.
 */
export function prizePayouts(prizepool: { name: string; amount: string }[], format: string): PrizePayout[] {
  const code = format.trim().split(/\s+/).pop()?.toUpperCase() ?? '';
  const currency = (PAYOUT_CURRENCIES as readonly string[]).includes(code) ? (code as PayoutCurrency) : 'USD';
  const payouts: PrizePayout[] = [];
  for (const prize of prizepool) {
    const position = Number(/^\s*(\d+)/.exec(prize.name)?.[1]);
    const amount = Number(prize.amount.replace(/[,\s]/g, ''));
    if (!Number.isInteger(position) || position < 1 || !Number.isFinite(amount) || amount <= 0) continue;
    if (payouts.some((payout) => payout.position === position)) continue;
    payouts.push({ position, amount: Math.round(amount * 100) / 100, currency });
  }
  return payouts;
}

/** One reward code a prize pool grants: the prize's position, the code's type and its place among that prize's codes. */
export interface PrizeRewardCode {
  position: number;
  type: RewardCodeType;
  slot: number;
}

/**
 * The reward codes of a prize pool (P1 §6): every code each positioned prize carries (`rewardCodes`), numbered
 * within its prize so each exists once. Entries without a position (`MVP`) grant none; a position listed twice
 * grants its first entry's codes, as with payouts.
 */
export function prizeRewardCodes(
  prizepool: { name: string; rewardCodes?: { type: RewardCodeType; count: number }[] }[],
): PrizeRewardCode[] {
  const codes: PrizeRewardCode[] = [];
  const seen = new Set<number>();
  for (const prize of prizepool) {
    const position = Number(/^\s*(\d+)/.exec(prize.name)?.[1]);
    if (!Number.isInteger(position) || position < 1 || seen.has(position)) continue;
    seen.add(position);
    let slot = 0;
    for (const { type, count } of prize.rewardCodes ?? []) {
      for (let index = 0; index < count; index += 1) codes.push({ position, type, slot: slot++ });
    }
  }
  return codes;
}

function englishOrdinal(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10];
  return `${position}${suffix ?? 'th'}`;
}

const ARABIC_PLACES = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن'];

/** "Winter Clash — 1st place prize" in both languages. */
export function payoutDescription(name: LocalizedValue, position: number): LocalizedValue {
  const arabicPlace = ARABIC_PLACES[position - 1] ?? String(position);
  return {
    en: `${name.en} — ${englishOrdinal(position)} place prize`,
    ar: `${name.ar ?? name.en} — جائزة المركز ${arabicPlace}`,
  };
}

// --- Final standings ----------------------------------------------------------------------------------------------

function isSettled(match: { status: number; opponent1: unknown; opponent2: unknown }): boolean {
  return match.status >= MATCH_COMPLETED || match.opponent1 === null || match.opponent2 === null;
}

function winnerOf(match: { opponent1: BracketOpponentValue | null; opponent2: BracketOpponentValue | null }) {
  if (match.opponent1?.result === 'win') return match.opponent1.id;
  if (match.opponent2?.result === 'win') return match.opponent2.id;
  return null;
}

/**
 * The bracket's participants from first place down once its last stage is over, else null. Elimination stages are
 * ranked by brackets-manager (the consolation final decides third place); round-robin and swiss stages by wins,
 * then Buchholz, then seed, as their standings show. Participants sharing a rank keep the library's order.
 */
async function bracketStandings(db: Executor, tournamentId: string): Promise<number[] | null> {
  const bracket = await db
    .selectFrom('tournament_brackets')
    .select(['main_stage_id', 'next_stage_id'])
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (!bracket) return null;
  const stageId = bracket.next_stage_id ?? bracket.main_stage_id;
  const matches = await db
    .selectFrom('bracket_matches')
    .select(['status', 'opponent1', 'opponent2'])
    .where('stage_id', '=', stageId)
    .execute();
  if (matches.length === 0 || !matches.every(isSettled)) return null;
  const stage = await db
    .selectFrom('bracket_stages')
    .select('type')
    .where('id', '=', stageId)
    .executeTakeFirstOrThrow();
  if (stage.type === 'round_robin') {
    const participants = await db
      .selectFrom('bracket_participants')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .orderBy('id')
      .execute();
    const games = matches
      .filter((match) => match.opponent1?.id != null)
      .map((match) => ({
        opponent1: match.opponent1!.id!,
        opponent2: match.opponent2?.id ?? null,
        winner: winnerOf(match),
      }));
    return swissStandings(
      participants.map((participant) => participant.id),
      games,
    ).map((standing) => standing.id);
  }
  const standings = await new BracketsManager(new PostgresBracketStorage(db)).get.finalStandings(stageId);
  return [...standings].sort((a, b) => a.rank - b.rank).map((standing) => Number(standing.id));
}

/** Who is paid for each bracket participant: the solo player, or the owner of the team. */
async function payeesOfParticipants(db: Executor, participantIds: number[]): Promise<(string | null)[]> {
  if (participantIds.length === 0) return [];
  const rows = await db
    .selectFrom('bracket_participants as bp')
    .leftJoin('registrations as r', 'r.id', 'bp.registration_id')
    .leftJoin('team_members as tm', (join) =>
      join.onRef('tm.team_id', '=', 'r.team_id').on('tm.role', '=', 'owner'),
    )
    .select(['bp.id', 'r.user_id', 'r.team_id', 'tm.user_id as owner_id'])
    .where('bp.id', 'in', participantIds)
    .execute();
  const payeeOf = new Map(rows.map((row) => [row.id, row.team_id ? row.owner_id : row.user_id]));
  return participantIds.map((id) => payeeOf.get(id) ?? null);
}

/**
 * True while a match of the ladder can still change its standings: a disputed one (until staff decide), or an open
 * one younger than `RESULT_WINDOW_MS` (its players may still report). Those rows are locked, so a report or a
 * decision in flight finishes first and is seen, and one arriving later finds the payouts made (match-lifecycle.ts
 * then refuses it).
 */
async function ladderResultsPending(db: Executor, tournamentId: string, now: Date): Promise<boolean> {
  const unsettled = await db
    .selectFrom('matchmaking_matches')
    .select(['status', 'created_at'])
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['open', 'disputed'])
    .forUpdate()
    .execute();
  return unsettled.some(
    (match) => match.status === 'disputed' || match.created_at.getTime() + RESULT_WINDOW_MS > now.getTime(),
  );
}

// --- Payouts --------------------------------------------------------------------------------------------------------

/**
 * Turns a completed tournament's prize pool into Pending payouts for its winners (a team's go to its owner), with
 * the tournament and position, and gives the winners the reward codes their prizes carry, exactly once: the
 * tournament's run marker and the unique (tournament, position) pair both guard it. A bracket tournament is complete
 * when every match of its last stage is settled; a ladder when its end time has passed (`now`, the app's clock) and
 * no match of it can still change its standings (`ladderResultsPending`: no dispute left to decide, no open match
 * still in its result window); it is ranked as its leaderboard shows (`ladderPrizeStandings`). Returns how many
 * payouts were created, or null when the tournament is not complete or was already paid. Call it inside the
 * transaction that completes the tournament.
 *
 * @example await createPrizePayouts(trx, tournamentId, context.clock()); // after recording a bracket result
 */
export async function createPrizePayouts(
  db: Executor,
  tournamentId: string,
  now: Date = new Date(),
): Promise<number | null> {
  const done = await db
    .selectFrom('prize_payout_runs')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (done) return null;
  const tournament = await db
    .selectFrom('tournaments')
    .select(['id', 'name', 'tournament_type', 'prizepool', 'prizepool_format', 'ends_at'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!tournament) return null;

  let payees: (string | null)[];
  if (tournament.tournament_type === 'matchmaking') {
    if (tournament.ends_at.getTime() > now.getTime()) return null;
    if (await ladderResultsPending(db, tournamentId, now)) return null;
    payees = await ladderPrizeStandings(db, tournamentId);
  } else {
    const standings = await bracketStandings(db, tournamentId);
    if (!standings) return null;
    payees = await payeesOfParticipants(db, standings);
  }

  const marked = await db
    .insertInto('prize_payout_runs')
    .values({ tournament_id: tournamentId, payouts: 0, ran_at: now })
    .onConflict((conflict) => conflict.column('tournament_id').doNothing())
    .returning('tournament_id')
    .executeTakeFirst();
  if (!marked) return null;

  const rows = prizePayouts(tournament.prizepool, tournament.prizepool_format)
    .map((prize) => ({ prize, userId: payees[prize.position - 1] ?? null }))
    .filter((entry): entry is { prize: PrizePayout; userId: string } => entry.userId !== null)
    .map(({ prize, userId }) => ({
      user_id: userId,
      tournament_id: tournamentId,
      position: prize.position,
      description: json(payoutDescription(tournament.name, prize.position)),
      amount: prize.amount,
      currency: prize.currency,
      created_at: now,
    }));
  const created =
    rows.length === 0
      ? []
      : await db
          .insertInto('payment_transactions')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['tournament_id', 'position']).doNothing())
          .returning('id')
          .execute();
  // Each pays where its player's details say today, frozen (issue 27).
  await freezePayoutDestinations(db, { payoutIds: created.map((row) => row.id) }, now);
  await db
    .updateTable('prize_payout_runs')
    .set({ payouts: created.length })
    .where('tournament_id', '=', tournamentId)
    .execute();

  // The prizes' reward codes, to the same winners (a team's owner hands them out), under the same run marker. The
  // code itself is issued under its holder's key after the commit (`issueMissingRewardCodes`: this transaction has
  // no secret), and the holder is notified then (`notifyPrizeRewardCodes`).
  const codes = prizeRewardCodes(tournament.prizepool)
    .map((code) => ({ code, userId: payees[code.position - 1] ?? null }))
    .filter((entry): entry is { code: PrizeRewardCode; userId: string } => entry.userId !== null)
    .map(({ code, userId }) => ({
      user_id: userId,
      type: code.type,
      source: 'tournament' as const,
      tournament_id: tournamentId,
      prize_position: code.position,
      prize_slot: code.slot,
      code: null,
      used_at: now,
    }));
  if (codes.length > 0)
    await db
      .insertInto('reward_codes')
      .values(codes)
      .onConflict((conflict) =>
        conflict
          .columns(['tournament_id', 'prize_position', 'prize_slot'])
          .where('prize_position', 'is not', null)
          .doNothing(),
      )
      .execute();
  return created.length;
}

/**
 * Ladders have no closing action: they close when their end time passes. This pays every ended ladder not paid
 * yet (or only `tournamentId`), each in its own transaction, once nothing can change its standings any more
 * (`createPrizePayouts`); a ladder still waiting is tried again on the next call. The payments module runs it when
 * the API starts and then every minute, and a staff decision on an ended ladder runs it at once for that ladder.
 */
export async function payEndedLadders(
  db: Executor,
  now: Date,
  options: { tournamentId?: string } = {},
): Promise<string[]> {
  let query = db
    .selectFrom('tournaments')
    .select('id')
    .where('tournament_type', '=', 'matchmaking')
    .where('ends_at', '<=', now);
  if (options.tournamentId) query = query.where('id', '=', options.tournamentId);
  const ended = await query
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('prize_payout_runs')
            .select('prize_payout_runs.tournament_id')
            .whereRef('prize_payout_runs.tournament_id', '=', 'tournaments.id'),
        ),
      ),
    )
    .orderBy('ends_at')
    .execute();
  const paid: string[] = [];
  for (const { id } of ended) {
    const created = await (db.isTransaction
      ? createPrizePayouts(db, id, now)
      : db.transaction().execute((trx) => createPrizePayouts(trx, id, now)));
    if (created !== null) paid.push(id);
  }
  return paid;
}
