import { DEFAULT_PAYOUT_CURRENCY, isPayoutCurrency } from '@arena/contract/rules';
import type { Locale, PayoutCurrency } from '@arena/contract';
import type { Kysely } from 'kysely';
import type { Database, LocalizedValue, RewardCodeType, TournamentKind } from '../../db/schema.js';
import { json } from '../../db/schema.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { t, type TextKey } from '../../i18n/translate.js';
import { freezePayoutDestinations } from './payout-destinations.js';

/** The database or a transaction over it. */
export type Executor = Kysely<Database>;

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
  const currency = isPayoutCurrency(code) ? code : DEFAULT_PAYOUT_CURRENCY;
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

/** Places with their own word (`payouts:place.<n>`: `1st`, `first` in Arabic); beyond, a numbered ordinal. */
const NAMED_PLACES = 20;

function placeLabel(locale: Locale, position: number): string {
  return Number.isInteger(position) && position >= 1 && position <= NAMED_PLACES
    ? t(locale, `payouts:place.${position}` as TextKey)
    : t(locale, 'payouts:placeBeyond', { count: position, ordinal: true });
}

/** "Winter Clash — 1st place prize" in both languages. */
export function payoutDescription(name: LocalizedValue, position: number): LocalizedValue {
  const text = (locale: Locale, tournament: string) =>
    t(locale, 'payouts:prizeDescription', { tournament, place: placeLabel(locale, position) });
  return { en: text('en', name.en), ar: text('ar', name.ar ?? name.en) };
}

// --- Payouts --------------------------------------------------------------------------------------------------------

/** The tournament row a standings reader looks at. */
export interface PrizeTournament {
  id: string;
  tournament_type: TournamentKind;
  ends_at: Date;
}

/**
 * Who a completed tournament pays, from first place down (null: nobody for that place), or null while it is not
 * complete. The module that completes tournaments of a kind gives it: brackets (`brackets/bracket-prizes.ts`) and
 * ladders (`matchmaking/ladder-prizes.ts`); payments sit below both and never read their standings themselves.
 */
export type PrizeStandings = (
  db: Executor,
  tournament: PrizeTournament,
  now: Date,
) => Promise<(string | null)[] | null>;

/**
 * Turns a completed tournament's prize pool into Pending payouts for its winners (`standings`: a team's go to its
 * owner), with the tournament and position, and gives the winners the reward codes their prizes carry, exactly once:
 * the tournament's run marker and the unique (tournament, position) pair both guard it. Returns how many payouts
 * were created, or null when the tournament is not complete (the standings say so), was already paid, or is not
 * public (a draft, or cancelled: a cancelled tournament pays no prizes, issue 30). Call it
 * inside the transaction that completes the tournament.
 *
 * @example await createPrizePayouts(trx, tournamentId, context.clock(), bracketPrizeStandings); // after a bracket result
 */
export async function createPrizePayouts(
  db: Executor,
  tournamentId: string,
  now: Date,
  standings: PrizeStandings,
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
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) return null;

  const payees = await standings(db, tournament, now);
  if (!payees) return null;

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
