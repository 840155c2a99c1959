import { sql } from 'kysely';
import type { AppConfig, RateWindow } from '../../config.js';
import type { PeriodicPass } from '../../jobs/periodic-pass.js';
import {
  type PlayerRanksContext,
  type RanksRefresh,
  refreshPlayerRanks,
} from '../../providers/game-data/player-ranks.js';
import { DEVELOPMENT_KEY_LIMITS } from '../../providers/game-data/riot/riot-client.js';

/*
 * Refreshing the ranks of players who do not sign in (issue 33). A rank is read at sign-in, when a page first shows
 * a player, at seeding and at registration; a player who never signs in keeps the rank read once. This pass, every
 * minute, reads again the stalest cached ranks — first of players registered for tournaments still to start (their
 * seeding and rank requirements use them), then of everyone else with a cached rank — skipping any read in the last
 * six hours, within a share of the publisher key's rate windows so sign-ins, pages and seeding keep the rest.
 *
 * Several instances: the players to read are claimed in one short transaction under an advisory lock (as the pairing
 * pass locks its ladder), before any call. A claim stands for the longest rate window, so another instance's turn
 * skips a claimed player (no call is made twice), and the claims of each window count the calls every instance's
 * passes made in it. The provider is called after the commit, never while a lock is held.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How often the pass runs. */
export const RANK_REFRESH_INTERVAL_MS = MINUTE;
/** A rank read this recently (by anything: sign-in, a page, seeding, the pass) is not read again. */
export const RANK_FRESH_MS = 6 * HOUR;
/** The share of each of the key's rate windows the pass may spend; the rest is for people waiting on a page. */
export const RANK_REFRESH_SHARE = 0.25;
/** The calls one player's refresh makes: league-v4 entries and summoner-v4 (the account level). */
export const CALLS_PER_PLAYER = 2;
/** At most this many players a turn, whatever the windows allow. */
export const MAX_PLAYERS_PER_TURN = 100;
/** A claim is never shorter than this: a read that failed is tried again after it. */
const MIN_CLAIM_MS = 10 * MINUTE;
/** The advisory lock the claims are written under, on every instance. */
const CLAIM_LOCK = 'player-rank-refresh';

export interface RankRefreshOptions {
  /** The key's application rate windows (`RIOT_RATE_LIMITS`, else the development key's). */
  windows: readonly RateWindow[];
  share?: number;
  freshMs?: number;
  maxPlayers?: number;
  /** How long the turn's reads may take before the rest wait for the next turn. */
  budgetMs?: number;
}

/** What one turn did. */
export interface RankRefreshReport extends RanksRefresh {
  /** The players claimed and read this turn, in the order chosen. */
  claimed: string[];
  /** The players the windows allowed this turn (before looking for stale ranks). */
  allowed: number;
}

/**
 * How many players' refreshes fit in the pass's share of every window, given the calls it made in each
 * (`usedCalls[i]` in `windows[i]`), capped at `maxPlayers`.
 *
 * @example playersWithinBudget([{ count: 100, windowMs: 120_000 }], [10], 0.25) // (25 - 10) / 2 = 7
 */
export function playersWithinBudget(
  windows: readonly RateWindow[],
  usedCalls: readonly number[],
  share = RANK_REFRESH_SHARE,
  maxPlayers = MAX_PLAYERS_PER_TURN,
): number {
  let players = maxPlayers;
  windows.forEach((window, index) => {
    const left = Math.floor(window.count * share) - (usedCalls[index] ?? 0);
    players = Math.min(players, Math.floor(left / CALLS_PER_PLAYER));
  });
  return Math.max(0, players);
}

/**
 * One turn: claims the stalest ranks the budget allows (registered players of upcoming tournaments first, never read
 * before read ones, oldest first) and reads them from the provider. Safe on several instances at once.
 *
 * @example await runRankRefreshPass(context, { windows: [{ count: 100, windowMs: 120_000 }] });
 */
export async function runRankRefreshPass(
  context: PlayerRanksContext,
  options: RankRefreshOptions,
): Promise<RankRefreshReport> {
  const share = options.share ?? RANK_REFRESH_SHARE;
  const freshMs = options.freshMs ?? RANK_FRESH_MS;
  const maxPlayers = options.maxPlayers ?? MAX_PLAYERS_PER_TURN;
  const now = context.clock();
  const claimMs = Math.max(MIN_CLAIM_MS, ...options.windows.map((window) => window.windowMs));

  const { claimed, allowed } = await context.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${CLAIM_LOCK}))`.execute(trx);
    const usedCalls: number[] = [];
    for (const window of options.windows) {
      const row = await trx
        .selectFrom('player_rank_refresh_claims')
        .select((eb) => eb.fn.countAll<string>().as('claims'))
        .where('claimed_at', '>', new Date(now.getTime() - window.windowMs))
        .executeTakeFirstOrThrow();
      usedCalls.push(Number(row.claims) * CALLS_PER_PLAYER);
    }
    const budget = playersWithinBudget(options.windows, usedCalls, share, maxPlayers);
    if (budget === 0) return { claimed: [] as string[], allowed: 0 };

    // Players of registrations (solo, or every member of a registered team) in tournaments still to start.
    const upcoming = sql<string>`(
      select r.user_id from registrations r
        join tournaments t on t.id = r.tournament_id
        where t.starting_time > ${now} and t.cancelled_at is null and t.published_at is not null
          and r.status <> 'rejected'
      union
      select tm.user_id from registrations r
        join tournaments t on t.id = r.tournament_id
        join team_members tm on tm.team_id = r.team_id
        where t.starting_time > ${now} and t.cancelled_at is null and t.published_at is not null
          and r.status <> 'rejected'
    )`;
    const rows = await trx
      .selectFrom('users as u')
      .leftJoin('player_ranks as pr', 'pr.user_id', 'u.id')
      .leftJoin('player_rank_refresh_claims as c', 'c.user_id', 'u.id')
      .select('u.id')
      .where('u.puuid', 'is not', null)
      .where((eb) =>
        eb.or([eb('pr.fetched_at', 'is', null), eb('pr.fetched_at', '<', new Date(now.getTime() - freshMs))]),
      )
      .where((eb) =>
        eb.or([eb('c.claimed_at', 'is', null), eb('c.claimed_at', '<=', new Date(now.getTime() - claimMs))]),
      )
      // Registered players (read or not), then anyone with a rank cached; never-read strangers wait for a page.
      .where((eb) => eb.or([eb('pr.user_id', 'is not', null), sql<boolean>`u.id in ${upcoming}`]))
      .orderBy(sql`u.id in ${upcoming}`, 'desc')
      .orderBy(sql`pr.fetched_at asc nulls first`)
      .orderBy('u.id')
      .limit(budget)
      .execute();
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) {
      await trx
        .insertInto('player_rank_refresh_claims')
        .values(ids.map((userId) => ({ user_id: userId, claimed_at: now })))
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ claimed_at: now }))
        .execute();
    }
    return { claimed: ids, allowed: budget };
  });

  if (claimed.length === 0) return { claimed, allowed, refreshed: 0, failed: 0, skipped: 0 };
  const refresh = await refreshPlayerRanks(context, claimed, {
    budgetMs: options.budgetMs ?? RANK_REFRESH_INTERVAL_MS / 2,
  });
  return { claimed, allowed, ...refresh };
}

/** What the periodic pass needs of the app. */
export type RankRefreshContext = PlayerRanksContext & {
  config: Pick<AppConfig, 'gameDataProvider' | 'riot'>;
};

/**
 * The pass as the tournaments module schedules it, for the publisher's API only (the simulated provider's ranks
 * never change): within `RIOT_RATE_LIMITS`, else the development key's limits. Its first turn, when the API is
 * ready, is skipped: an instance starting (or several restarting together) reads nothing before its first minute,
 * when sign-ins need the key most.
 */
export function rankRefreshPeriodicPass(context: RankRefreshContext): PeriodicPass[] {
  if (context.config.gameDataProvider !== 'riot') return [];
  const windows = context.config.riot?.rateLimits ?? DEVELOPMENT_KEY_LIMITS;
  let started = false;
  return [
    {
      everyMs: RANK_REFRESH_INTERVAL_MS,
      failure: 'rank refresh pass failed',
      run: async () => {
        if (!started) {
          started = true;
          return;
        }
        const report = await runRankRefreshPass(context, { windows });
        if (report.claimed.length > 0) {
          context.log.info(
            { players: report.claimed.length, refreshed: report.refreshed, failed: report.failed },
            'stale ranks refreshed',
          );
        }
      },
    },
  ];
}
