import { randomUUID } from 'node:crypto';
import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import { sql } from 'kysely';
import type { AssetUrl } from '../../context.js';
import { type Db, notificationSource } from '../../db/database.js';
import { type BoardRow, compareRows, entry, firstInOrder, rankIn } from './loyalty-board-ranking.js';
import {
  apply,
  hasNotifyTriggers,
  LOAD_CHUNK,
  LOYALTY_CHANNEL,
  type Payload,
  PostgresChangeListener,
  readBoardChunk,
  readHistogramTotals,
} from './loyalty-board-sync.js';
import { follow, SearchIndex, type SearchResult } from './loyalty-search-index.js';

// The board's parts: its ranking (`loyalty-board-ranking.ts`), its search index (`loyalty-search-index.ts`) and
// how it follows the database (`loyalty-board-sync.ts`); this class holds them together.
export type { BoardRow };
export { compareRows, LOYALTY_CHANNEL };

/**
 * The public leaderboard served from memory, one per API instance (DESIGN §8: no SQL per request, so PGlite — whose
 * every statement costs ≈1.6 ms of the API thread — holds 500 requests/s too).
 *
 * - Loaded from `loyalty_totals` (ranked rows, joined with the players' names) in chunks of `LOAD_CHUNK` rows read
 *   in leaderboard order, yielding to the event loop between chunks; while the first load runs, `ready` is false
 *   and the route answers from the indexes (`loyalty-standings.ts`).
 * - Kept current by the notifications of migration 0017's triggers on the channel `loyalty_totals` (PGlite's own
 *   `listen`; on Postgres a dedicated client that reconnects and then reloads): a payload carries the changed
 *   players' rows as committed, applied at once (a remove and a binary-search insert); `resync` (a batch) reloads
 *   after `RESYNC_DELAY_MS`; `reset` (a truncate: reseed) empties the board and reloads. Notifications that arrive
 *   during a load are applied to the live board and again, in order, to the loaded one before it replaces it.
 * - A safety net: every `CHECK_INTERVAL_MS` the number of ranked players and the sum of their points are compared
 *   with the histogram (one cheap statement) and a mismatch seen twice in a row reloads; every `FULL_RELOAD_MS` (10
 *   minutes on Postgres, an hour on PGlite) it reloads anyway.
 *
 * The order is the one of `rankLoyaltyTotals` and of the indexes: points descending, then who reached the total
 * first (to the microsecond), then user id; equal points share a rank, 1 + the index of the first row with those
 * points, found by binary search. A page is O(log n + limit), a notified change O(log n) plus an array splice.
 * A search finds its candidates in a trigram index of the players' lower-cased `game name#tag line` keys (terms
 * under three characters scan the keys), then keeps the first `offset + limit` matches in leaderboard order (a
 * bounded sorted insert: one comparison for most matches); ranks come from the board by binary search at each
 * answer. A costly term's matches (`SEARCH_CACHE_FROM` keys or more examined) are kept, least recently used out,
 * and follow every notified change (a changed player who matches leaves the kept rows and re-enters them in
 * order), so a popular search under a stream of gains is not redone per request and is never stale: pages, ranks,
 * `me` and searches show a change as soon as its notification arrives.
 */

const RESYNC_DELAY_MS = 100;
const CHECK_INTERVAL_MS = 30_000;
/** Postgres: LISTEN connections drop and reconnect; PGlite's notifications cannot be lost (one process). */
const FULL_RELOAD_MS = { postgres: 10 * 60_000, pglite: 60 * 60_000 };
const CACHED_TERMS = 500;
/** A search that examined fewer keys than this is cheap enough to redo: not kept. */
const SEARCH_CACHE_FROM = 1_000;
/** A notification changing more players than this drops the kept searches instead of following them. */
const FOLLOW_AT_MOST = 64;

export interface LoyaltyBoardOptions {
  log?: { warn: (object: object, message: string) => void };
  /** Keys a search must examine to be kept (default `SEARCH_CACHE_FROM`; tests: 0 keeps every search). */
  keepSearchesFrom?: number;
  /** Matches found in order per search at least (default a page of 100; tests: fewer, to keep partial answers). */
  searchRows?: number;
}

export class LoyaltyBoard {
  /** False until the first load has finished (and after a reset until the next): answer from the indexes then. */
  ready = false;
  /** Bumped at every change; the periodic check compares it to skip a count read while the board moved. */
  version = 0;
  /** Completed loads (tests: a change followed by notification does not reload). */
  loads = 0;
  private rows: BoardRow[] = [];
  private byId = new Map<string, BoardRow>();
  private search = new SearchIndex();
  private searches = new Map<string, SearchResult>();
  /** Notifications received during a load, applied to its result before it goes live. */
  private buffered: Payload[] | null = null;
  private loading: Promise<void> | null = null;
  private loadAgain = false;
  /** Bumped by a reset: a load that began before it is thrown away. */
  private epoch = 0;
  private resyncTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private lastFullLoad = 0;
  /** The last check saw a mismatch; a second one in a row reloads. */
  private suspect = false;
  private checkSoon: NodeJS.Timeout | null = null;
  private stopped = false;
  private unsubscribe: (() => Promise<void>) | null = null;
  private listener: PostgresChangeListener | null = null;
  /** The `caughtUp` calls waiting for their marker, by marker. */
  private markers = new Map<string, () => void>();

  constructor(
    private readonly db: Db,
    private readonly options: LoyaltyBoardOptions = {},
  ) {}

  /** Listens for changes, then loads (in the background: `settled()` waits for it) and starts the safety net. */
  async start(): Promise<void> {
    this.stopped = false;
    const source = notificationSource(this.db);
    if (source?.kind === 'pglite') {
      this.unsubscribe = await source.pglite.listen(LOYALTY_CHANNEL, (payload) => this.receive(payload));
    } else if (source?.kind === 'postgres') {
      this.listener = new PostgresChangeListener(source.url, {
        receive: (payload) => this.receive(payload),
        reconnected: () => void this.reload(),
        log: this.options.log,
      });
      await this.listener.connect();
    }
    // Without a source (a Kysely instance not opened by `createDatabase`) the periodic check keeps it current.
    void this.warnWithoutTriggers();
    void this.reload();
    this.checkTimer = setInterval(() => void this.check(), CHECK_INTERVAL_MS);
    this.checkTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.resyncTimer, this.checkTimer]) if (timer) clearTimeout(timer);
    this.resyncTimer = this.checkTimer = null;
    await this.unsubscribe?.().catch(() => {});
    this.unsubscribe = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.stop();
    await this.loading?.catch(() => {});
  }

  /** Resolves once no load is running or scheduled. */
  async settled(): Promise<void> {
    while (this.loading || this.resyncTimer) {
      if (this.resyncTimer) {
        clearTimeout(this.resyncTimer);
        this.resyncTimer = null;
        void this.reload();
      }
      await this.loading?.catch(() => {});
    }
  }

  /**
   * Resolves once every change committed before the call is in the board: sends a marker on the board's channel
   * (notifications arrive in commit order) and waits for it, at most `timeoutMs`, then for any load it asked for.
   * On the embedded database notifications arrive during the commit; on a Postgres server over the listening
   * connection, a moment later.
   */
  async caughtUp(timeoutMs = 5_000): Promise<void> {
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.markers.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await sql`select pg_notify(${LOYALTY_CHANNEL}, ${JSON.stringify({ marker })})`.execute(this.db);
    await arrived;
    this.markers.delete(marker);
    await this.settled();
  }

  get size(): number {
    return this.rows.length;
  }

  /** A page (from 1) of the ranking, or of the rows whose key contains `search` (they keep their global rank). */
  page(
    assetUrl: AssetUrl,
    query: { page: number; limit: number; search: string },
  ): { data: LoyaltyLeaderboardEntry[]; total: number } {
    const offset = (query.page - 1) * query.limit;
    const term = query.search.toLowerCase();
    if (!term) {
      const rows = this.rows;
      const data: LoyaltyLeaderboardEntry[] = [];
      let rank = 0;
      for (let index = offset; index < Math.min(rows.length, offset + query.limit); index += 1) {
        const row = rows[index];
        rank =
          index > offset && rows[index - 1].points === row.points
            ? rank
            : index > offset
              ? index + 1
              : rankIn(rows, row.points);
        data.push(entry(assetUrl, row, rank));
      }
      return { data, total: rows.length };
    }
    const matches = this.matches(term, offset + query.limit);
    const data: LoyaltyLeaderboardEntry[] = [];
    for (let index = offset; index < Math.min(matches.rows.length, offset + query.limit); index += 1) {
      const row = matches.rows[index];
      data.push(entry(assetUrl, row, rankIn(this.rows, row.points)));
    }
    return { data, total: matches.total };
  }

  /** The player's row, or null when they are not ranked. */
  own(assetUrl: AssetUrl, userId: string): LoyaltyLeaderboardEntry | null {
    const row = this.byId.get(userId);
    return row ? entry(assetUrl, row, rankIn(this.rows, row.points)) : null;
  }

  /** Every ranked row in order (tests). */
  ranking(): { rank: number; userId: string; points: number; key: string }[] {
    return this.rows.map((row) => ({
      rank: rankIn(this.rows, row.points),
      userId: row.userId,
      points: row.points,
      key: row.key,
    }));
  }

  /**
   * The first `needed` (at least 100) rows matching `term` in leaderboard order, and how many match: a kept answer
   * when it holds enough rows, else found in the search index (and kept when that was costly).
   */
  private matches(term: string, needed: number): SearchResult {
    const kept = this.searches.get(term);
    if (kept) {
      // Least recently used goes first.
      this.searches.delete(term);
      if (kept.rows.length >= needed || kept.rows.length === kept.total) {
        this.searches.set(term, kept);
        return kept;
      }
    }
    const found = this.search.find(term);
    // At least a page of 100, so the next pages of a search usually come from the same answer.
    const result: SearchResult = {
      total: found.rows.length,
      rows: firstInOrder(found.rows, Math.max(needed, this.options.searchRows ?? 100)),
    };
    if (found.examined >= (this.options.keepSearchesFrom ?? SEARCH_CACHE_FROM)) {
      if (this.searches.size >= CACHED_TERMS) this.searches.delete(this.searches.keys().next().value!);
      this.searches.set(term, result);
    }
    return result;
  }

  /** A notification's payload, as the triggers send it. */
  receive(text: string): void {
    let payload: Payload;
    try {
      payload = JSON.parse(text) as Payload;
    } catch {
      this.scheduleResync();
      return;
    }
    if (payload.marker !== undefined) {
      this.markers.get(payload.marker)?.();
      return;
    }
    if (payload.reset) {
      this.replace([], new Map(), new SearchIndex());
      this.ready = false;
      this.epoch += 1;
      this.loadAgain = true;
      void this.reload();
      return;
    }
    if (payload.resync) {
      if (this.loading) this.loadAgain = true;
      else this.scheduleResync();
      return;
    }
    this.buffered?.push(payload);
    const before = apply(this.rows, this.byId, this.search, payload);
    this.version += 1;
    if (before.size > FOLLOW_AT_MOST) this.searches.clear();
    else
      for (const [term, result] of this.searches)
        for (const [userId, row] of before) follow(result, term, row, this.byId.get(userId));
  }

  private scheduleResync(): void {
    if (this.resyncTimer || this.stopped) return;
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      void this.reload();
    }, RESYNC_DELAY_MS);
  }

  /** Loads the whole ranking again (one load at a time; a request during one runs another after it). */
  reload(): Promise<void> {
    if (this.loading) {
      this.loadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.loadAgain = false;
        try {
          await this.loadOnce();
        } catch (error) {
          this.buffered = null;
          if (this.stopped) return;
          this.options.log?.warn({ err: error }, 'loyalty board: load failed; answering from the indexes');
          this.scheduleResync();
        }
      } while (this.loadAgain && !this.stopped);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadOnce(): Promise<void> {
    const epoch = this.epoch;
    this.buffered = [];
    const rows: BoardRow[] = [];
    const byId = new Map<string, BoardRow>();
    const search = new SearchIndex();
    let duplicates = false;
    let after: BoardRow | null = null;
    for (;;) {
      if (this.stopped) throw new Error('stopped');
      const cursor: BoardRow | null = after;
      const chunk = await readBoardChunk(this.db, cursor);
      for (const row of chunk) {
        if (byId.has(row.userId)) duplicates = true;
        byId.set(row.userId, row);
        search.set(row);
        rows.push(row);
      }
      if (chunk.length < LOAD_CHUNK) break;
      after = rows[rows.length - 1];
      // Other requests run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Rows that moved while the load ran may have been read twice (the later read wins) or out of order.
    let ordered = duplicates ? rows.filter((row) => byId.get(row.userId) === row) : rows;
    if (ordered.some((row, index) => index > 0 && compareRows(ordered[index - 1], row) >= 0))
      ordered = ordered.slice().sort(compareRows);
    for (const payload of this.buffered ?? []) apply(ordered, byId, search, payload);
    this.buffered = null;
    if (epoch !== this.epoch) return;
    this.replace(ordered, byId, search);
    this.ready = true;
    this.loads += 1;
    this.lastFullLoad = Date.now();
  }

  private replace(rows: BoardRow[], byId: Map<string, BoardRow>, search: SearchIndex): void {
    this.rows = rows;
    this.byId = byId;
    this.search = search;
    this.searches.clear();
    this.version += 1;
  }

  /** A database migrated before 0017 sent notifications follows only through the periodic check: say so. */
  private async warnWithoutTriggers(): Promise<void> {
    try {
      if (!(await hasNotifyTriggers(this.db)))
        this.options.log?.warn(
          {},
          'loyalty board: the database has no loyalty_totals_notify (migration 0017 predates it); the board ' +
            'follows changes only through its periodic check — recreate the database or re-run 0017',
        );
    } catch (error) {
      this.options.log?.warn({ err: error }, 'loyalty board: could not check the notification triggers');
    }
  }

  /** The safety net: reload when the board's count or points differ from the histogram, or after a while. */
  private async check(): Promise<void> {
    if (this.loading || this.stopped) return;
    const every =
      notificationSource(this.db)?.kind === 'pglite' ? FULL_RELOAD_MS.pglite : FULL_RELOAD_MS.postgres;
    if (Date.now() - this.lastFullLoad >= every) {
      await this.reload();
      return;
    }
    try {
      const version = this.version;
      const totals = await readHistogramTotals(this.db);
      if (this.version !== version || this.loading) return;
      const points = this.rows.reduce((sum, row) => sum + row.points, 0);
      const drifted = totals.players !== this.rows.length || totals.points !== points;
      // A notification may still be on its way (Postgres): only a mismatch seen twice in a row reloads.
      const confirmed = drifted && this.suspect;
      this.suspect = drifted && !confirmed;
      if (this.suspect) {
        this.checkSoon ??= setTimeout(() => {
          this.checkSoon = null;
          void this.check();
        }, 2_000);
      }
      if (confirmed) {
        this.options.log?.warn(
          { board: this.rows.length, indexes: totals.players },
          'loyalty board: drifted from the indexes; reloading',
        );
        await this.reload();
      }
    } catch (error) {
      this.options.log?.warn({ err: error }, 'loyalty board: check failed');
    }
  }
}
