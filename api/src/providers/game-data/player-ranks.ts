import {
  isApexTier,
  isRankDivision,
  isRankTier,
  type PlayerRank,
  type RankRequirements,
  type RankStep,
} from '@arena/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RankStepColumn, TournamentRow } from '../../db/schema.js';
import type { GameDataProvider } from './game-data-provider.js';
import { providerFailure } from './provider-failure.js';

/** What a rank refresh uses: the app context has all of it. */
export interface PlayerRanksContext {
  db: Db;
  gameData: GameDataProvider;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  clock: () => Date;
}

/** A player's cached rank and account level (issue 33), as last read from the game-data provider. */
export interface CachedRank {
  /** Null: unranked in solo queue. */
  rank: PlayerRank | null;
  /** Null: the provider has not answered it. */
  accountLevel: number | null;
  fetchedAt: Date;
}

/** How many players a refresh reads from the provider at once. */
const REFRESH_CONCURRENCY = 8;

/** A stored row as a rank (null for unranked, or a row the rules no longer read). */
function rankOfRow(row: { tier: string | null; division: string | null; league_points: number | null }) {
  if (!isRankTier(row.tier)) return null;
  const division = isApexTier(row.tier) ? null : isRankDivision(row.division) ? row.division : null;
  if (!isApexTier(row.tier) && division === null) return null;
  return { tier: row.tier, division, leaguePoints: row.league_points ?? 0 } satisfies PlayerRank;
}

/** The cached ranks of these players; a player never read is absent from the map. */
export async function cachedRanks(db: Db, userIds: readonly string[]): Promise<Map<string, CachedRank>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('player_ranks')
    .select(['user_id', 'tier', 'division', 'league_points', 'account_level', 'fetched_at'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { rank: rankOfRow(row), accountLevel: row.account_level, fetchedAt: row.fetched_at },
    ]),
  );
}

/** A stored rank requirement as a rank step (null when none, or one the rules no longer read). */
export function rankStepOf(stored: RankStepColumn | null): RankStep | null {
  if (!stored || !isRankTier(stored.tier)) return null;
  if (isApexTier(stored.tier)) return { tier: stored.tier, division: null };
  return isRankDivision(stored.division) ? { tier: stored.tier, division: stored.division } : null;
}

/** A tournament's rank requirements (issue 33) from its columns. */
export function rankRequirementsOf(
  row: Pick<TournamentRow, 'min_rank' | 'max_rank' | 'min_account_level'>,
): RankRequirements {
  return {
    minRank: rankStepOf(row.min_rank),
    maxRank: rankStepOf(row.max_rank),
    minAccountLevel: row.min_account_level,
  };
}

/** What a refresh did, for logs and tests. */
export interface RanksRefresh {
  /** Players whose rank was read and stored. */
  refreshed: number;
  /** Players the provider could not answer for: their cached rank (if any) stays. */
  failed: number;
  /** Players not read because the refresh's time budget ran out: their cached rank (if any) stays. */
  skipped: number;
}

/**
 * Reads the solo queue rank and account level of these players from the game-data provider (league-v4 and
 * summoner-v4 by puuid, on each player's platform) and stores them. A player without a game account is skipped; a
 * provider failure keeps the cached row as it is (the level alone failing keeps the cached level); the provider
 * never fails the caller. Players are read a few at a time; with `budgetMs`, no new read starts once that long has
 * passed (a request waiting on a large bracket's ranks answers in bounded time, the rest keep their cached rank).
 */
export async function refreshPlayerRanks(
  context: PlayerRanksContext,
  userIds: readonly string[],
  { budgetMs = Infinity }: { budgetMs?: number } = {},
): Promise<RanksRefresh> {
  const { db, gameData, log } = context;
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return { refreshed: 0, failed: 0, skipped: 0 };
  const startedAt = Date.now();
  const users = await db
    .selectFrom('users')
    .select(['id', 'puuid', 'region'])
    .where('id', 'in', ids)
    .where('puuid', 'is not', null)
    .execute();
  const result: RanksRefresh = { refreshed: 0, failed: 0, skipped: 0 };
  const refreshOne = async (user: (typeof users)[number]) => {
    const puuid = user.puuid as string;
    const region = user.region.toLowerCase();
    const [entry, level] = await Promise.allSettled([
      gameData.getRankedEntry(puuid, region),
      gameData.getAccountLevel(puuid, region),
    ]);
    if (entry.status === 'rejected') {
      result.failed += 1;
      log.warn(
        { userId: user.id, provider: gameData.name, failure: providerFailure(entry.reason) },
        'rank refresh: league entries unavailable from the game-data provider; the cached rank stays',
      );
      return;
    }
    const rank = entry.value;
    const accountLevel = level.status === 'fulfilled' ? level.value : undefined;
    const now = context.clock();
    const values = {
      tier: rank?.tier ?? null,
      division: rank?.division ?? null,
      league_points: rank ? rank.leaguePoints : null,
      fetched_at: now,
    };
    await db
      .insertInto('player_ranks')
      .values({ user_id: user.id, ...values, account_level: accountLevel ?? null })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet(accountLevel === undefined ? values : { ...values, account_level: accountLevel }),
      )
      .execute();
    result.refreshed += 1;
  };
  for (let start = 0; start < users.length; start += REFRESH_CONCURRENCY) {
    if (Date.now() - startedAt >= budgetMs) {
      result.skipped = users.length - start;
      log.warn({ skipped: result.skipped }, 'rank refresh: out of time; the cached ranks of the rest stay');
      break;
    }
    await Promise.all(users.slice(start, start + REFRESH_CONCURRENCY).map(refreshOne));
  }
  return result;
}

/** Players whose first read is under way in the background, so a page seen twice asks once. */
const pendingFirstReads = new Set<string>();

/** At most this many players are read in the background for one page. */
const BACKGROUND_READS_PER_PAGE = 20;

/**
 * Reads, in the background, the ranks of the players a page shows that were never read (players who have not
 * signed in since ranks came): the page answers what is cached now and shows them on a later visit. Pages never
 * wait on the provider for ranks.
 */
export function readMissingRanksInBackground(
  context: PlayerRanksContext,
  userIds: readonly string[],
  cached: ReadonlyMap<string, CachedRank>,
): void {
  const missing = [...new Set(userIds)]
    .filter((userId) => !cached.has(userId) && !pendingFirstReads.has(userId))
    .slice(0, BACKGROUND_READS_PER_PAGE);
  if (missing.length === 0) return;
  for (const userId of missing) pendingFirstReads.add(userId);
  void refreshPlayerRanks(context, missing)
    .catch((error: unknown) => {
      context.log.warn({ failure: providerFailure(error) }, 'rank refresh: background read failed');
    })
    .finally(() => {
      for (const userId of missing) pendingFirstReads.delete(userId);
    });
}
