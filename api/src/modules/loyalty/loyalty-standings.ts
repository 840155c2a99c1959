import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AssetUrl } from '../../context.js';
import { rankLoyaltyTotals, searchKeyOf, type LoyaltyTotal } from './loyalty-ranking.js';

/** How stale the leaderboard may be (the call's summary says so): one ranking serves every request meanwhile. */
export const STANDINGS_MAX_AGE_MS = 10_000;

/** The whole ranking at one moment, with what a request needs to answer without a query. */
export interface StandingsSnapshot {
  /** Tells snapshots apart (search results are cached per snapshot). */
  version: number;
  entries: LoyaltyLeaderboardEntry[];
  /** `searchKeyOf` of each entry, same order. */
  searchKeys: string[];
  positionOf: Map<string, number>;
}

/**
 * Every active player's loyalty total: one aggregate over the one ledger (`xp_ledger`, the same rows
 * `ledgerTotals` sums), banned and deactivated players left out.
 */
export async function loadLoyaltyTotals(db: Db, assetUrl: AssetUrl): Promise<LoyaltyTotal[]> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('xp_ledger')
        .select([
          'user_id',
          sql<number>`sum(loyalty_points)::int`.as('points'),
          sql<Date>`max(created_at)`.as('reached_at'),
        ])
        .groupBy('user_id')
        .having(sql<boolean>`sum(loyalty_points) > 0`)
        .as('totals'),
    )
    .innerJoin('users', 'users.id', 'totals.user_id')
    .where('users.banned_at', 'is', null)
    .where('users.deactivated_at', 'is', null)
    .select([
      'users.id',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'totals.points',
      'totals.reached_at',
    ])
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    gameName: row.game_name,
    tagLine: row.tag_line,
    profileImage: assetUrl(row.profile_image),
    loyaltyPoints: Number(row.points),
    reachedAt: new Date(row.reached_at).getTime(),
  }));
}

/**
 * The ranking, rebuilt at most every `maxAgeMs`: requests never sort players, they slice the ranked list
 * (a page) or look a player up by id (`me`). After the first build a stale list keeps answering while the next
 * one loads in the background, so no request waits for the aggregate. The limit on staleness holds across
 * several API instances, each with its own list; no writer has to invalidate anything.
 */
export class LoyaltyStandings {
  private snapshot: StandingsSnapshot | null = null;
  private builtAt = 0;
  private pending: Promise<StandingsSnapshot> | null = null;
  private version = 0;

  constructor(
    private readonly load: () => Promise<LoyaltyTotal[]>,
    private readonly onRefreshError: (error: unknown) => void,
    private readonly maxAgeMs = STANDINGS_MAX_AGE_MS,
  ) {}

  async current(): Promise<StandingsSnapshot> {
    if (!this.snapshot) return this.rebuild();
    if (Date.now() - this.builtAt >= this.maxAgeMs) this.rebuild().catch(this.onRefreshError);
    return this.snapshot;
  }

  private rebuild(): Promise<StandingsSnapshot> {
    this.pending ??= this.load()
      .then((totals) => {
        const entries = rankLoyaltyTotals(totals);
        this.version += 1;
        this.snapshot = {
          version: this.version,
          entries,
          searchKeys: entries.map(searchKeyOf),
          positionOf: new Map(entries.map((entry, position) => [entry.user.id, position])),
        };
        this.builtAt = Date.now();
        return this.snapshot;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}
