import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import { sql } from 'kysely';
import pg from 'pg';
import type { AssetUrl } from '../../context.js';
import { type Db, notificationSource } from '../../db/database.js';

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

/** A ranked player as the board keeps them. */
export interface BoardRow {
  userId: string;
  points: number;
  /** When the player reached the total, in microseconds since the epoch (Infinity when unknown: last). */
  reachedAt: number;
  gameName: string;
  tagLine: string;
  profileImage: string | null;
  /** Lower-cased `game name#tag line`, what a search matches. */
  key: string;
}

export const LOYALTY_CHANNEL = 'loyalty_totals';
const LOAD_CHUNK = 500;
const RESYNC_DELAY_MS = 100;
const CHECK_INTERVAL_MS = 30_000;
/** Postgres: LISTEN connections drop and reconnect; PGlite's notifications cannot be lost (one process). */
const FULL_RELOAD_MS = { postgres: 10 * 60_000, pglite: 60 * 60_000 };
const RECONNECT_MAX_MS = 30_000;
const CACHED_TERMS = 500;
/** A search that examined fewer keys than this is cheap enough to redo: not kept. */
const SEARCH_CACHE_FROM = 1_000;
/** A notification changing more players than this drops the kept searches instead of following them. */
const FOLLOW_AT_MOST = 64;

export function compareRows(a: BoardRow, b: BoardRow): number {
  return (
    b.points - a.points ||
    (a.reachedAt === b.reachedAt ? 0 : a.reachedAt < b.reachedAt ? -1 : 1) ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

function boardRow(
  userId: string,
  points: number,
  reachedAt: number | string | null,
  gameName: string,
  tagLine: string,
  profileImage: string | null,
): BoardRow {
  return {
    userId,
    points: Number(points),
    reachedAt: reachedAt === null ? Infinity : Number(reachedAt),
    gameName,
    tagLine,
    profileImage,
    key: `${gameName}#${tagLine}`.toLowerCase(),
  };
}

/** The first index in `rows` whose row does not come before `row` (rows sorted by `compareRows`). */
function lowerBound(rows: readonly BoardRow[], row: BoardRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRows(rows[middle], row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rank of `points` in `rows`: 1 + the index of the first row with at most those points. */
function rankIn(rows: readonly BoardRow[], points: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle].points > points) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}

const SLOTS_PER_CHUNK = 1_024;

/**
 * Every ranked row's search key. A term of three characters or more is looked up in a trigram index (each
 * trigram of a key → the slots holding it): the smallest of the term's posting lists gives the candidates, each
 * checked with `includes`. Gains never change a key, so the index only moves on a new player or a rename; entries
 * left behind by a rename or a departed player are skipped by that check and dropped at the next full load.
 * Shorter terms scan the keys with `indexOf`: each player keeps a slot (reused when they leave), and the slots are
 * cut in chunks of `SLOTS_PER_CHUNK` keys, each chunk one NUL-separated string rebuilt (lazily, at the next such
 * search) only when one of its slots changed.
 */
class SearchIndex {
  private readonly slotOf = new Map<string, number>();
  private readonly slots: (BoardRow | null)[] = [];
  private readonly free: number[] = [];
  private readonly texts: (string | null)[] = [];
  private readonly starts: Int32Array[] = [];
  private readonly grams = new Map<string, number[]>();
  /** Per slot, the last search that took it (a posting list may hold a slot twice). */
  private seen = new Uint32Array(1_024);
  private stamp = 0;

  set(row: BoardRow): void {
    let slot = this.slotOf.get(row.userId);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.slots.length;
      this.slotOf.set(row.userId, slot);
    } else if (this.slots[slot]?.key === row.key) {
      // A gain: the key, its trigrams and its chunk's text are unchanged.
      this.slots[slot] = row;
      return;
    }
    this.slots[slot] = row;
    this.texts[Math.floor(slot / SLOTS_PER_CHUNK)] = null;
    const grams = new Set<string>();
    for (let index = 0; index + 3 <= row.key.length; index += 1) grams.add(row.key.slice(index, index + 3));
    for (const gram of grams) {
      const list = this.grams.get(gram);
      if (list) list.push(slot);
      else this.grams.set(gram, [slot]);
    }
  }

  delete(userId: string): void {
    const slot = this.slotOf.get(userId);
    if (slot === undefined) return;
    this.slotOf.delete(userId);
    this.slots[slot] = null;
    this.free.push(slot);
    this.texts[Math.floor(slot / SLOTS_PER_CHUNK)] = null;
  }

  /** The rows whose key contains `term` (lower-cased, without NUL), in no particular order; and how many keys it examined. */
  find(term: string): { rows: BoardRow[]; examined: number } {
    if (term.length < 3) return { rows: this.scan(term), examined: this.slots.length };
    let smallest: number[] | undefined;
    for (let index = 0; index + 3 <= term.length; index += 1) {
      const list = this.grams.get(term.slice(index, index + 3));
      if (!list) return { rows: [], examined: 0 };
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    if (this.seen.length < this.slots.length) this.seen = new Uint32Array(this.slots.length * 2);
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const found: BoardRow[] = [];
    for (const slot of smallest!) {
      if (this.seen[slot] === this.stamp) continue;
      this.seen[slot] = this.stamp;
      const row = this.slots[slot];
      if (row && row.key.includes(term)) found.push(row);
    }
    return { rows: found, examined: smallest!.length };
  }

  private scan(term: string): BoardRow[] {
    const found: BoardRow[] = [];
    for (let chunk = 0; chunk * SLOTS_PER_CHUNK < this.slots.length; chunk += 1) {
      const base = chunk * SLOTS_PER_CHUNK;
      let text = this.texts[chunk];
      if (text == null) {
        const keys: string[] = [];
        const starts = new Int32Array(Math.min(SLOTS_PER_CHUNK, this.slots.length - base));
        let offset = 0;
        for (let index = 0; index < starts.length; index += 1) {
          const key = this.slots[base + index]?.key ?? '';
          starts[index] = offset;
          offset += key.length + 1;
          keys.push(key);
        }
        text = keys.join('\0');
        this.texts[chunk] = text;
        this.starts[chunk] = starts;
      }
      const starts = this.starts[chunk];
      let from = 0;
      for (;;) {
        const at = text.indexOf(term, from);
        if (at === -1) break;
        // The slot holding `at`: the last start at or before it.
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >>> 1;
          if (starts[middle] <= at) low = middle;
          else high = middle - 1;
        }
        const row = this.slots[base + low];
        if (row) found.push(row);
        if (low + 1 >= starts.length) break;
        from = starts[low + 1];
      }
    }
    return found;
  }
}

/** A term's first `rows.length` matches in leaderboard order, and how many match. */
interface SearchResult {
  total: number;
  rows: BoardRow[];
}

/** Where `row` (the very object) is in `rows`, sorted by `compareRows`; -1 when absent. */
function indexOfRow(rows: readonly BoardRow[], row: BoardRow): number {
  const at = lowerBound(rows, row);
  return rows[at] === row ? at : rows.indexOf(row);
}

/**
 * Follows one player's change in a kept search of `term`: `before` and `after` are their rows around it (absent:
 * not ranked). The kept rows stay the first matches in order: a matching player leaving takes their row out (the
 * rest are still the first), a matching player entering goes in when every match is kept or they come before the
 * last kept one (otherwise all kept rows still come before them).
 */
function follow(
  result: SearchResult,
  term: string,
  before: BoardRow | undefined,
  after: BoardRow | undefined,
): void {
  const left = before !== undefined && before.key.includes(term);
  const entered = after !== undefined && after.key.includes(term);
  if (!left && !entered) return;
  const rows = result.rows;
  const complete = rows.length === result.total;
  if (left) {
    result.total -= 1;
    const at = indexOfRow(rows, before);
    if (at >= 0) rows.splice(at, 1);
  }
  if (entered) {
    result.total += 1;
    if (complete || (rows.length > 0 && compareRows(after, rows[rows.length - 1]) < 0))
      rows.splice(lowerBound(rows, after), 0, after);
  }
}

/** The `count` first of `rows` in leaderboard order (one comparison for most rows: a bounded sorted insert). */
function firstInOrder(rows: readonly BoardRow[], count: number): BoardRow[] {
  const best: BoardRow[] = [];
  if (count <= 0) return best;
  for (const row of rows) {
    if (best.length === count && compareRows(row, best[count - 1]) >= 0) continue;
    best.splice(lowerBound(best, row), 0, row);
    if (best.length > count) best.pop();
  }
  return best;
}

interface Payload {
  ids?: string[];
  rows?: [string, number, number | string | null, string, string, string | null][];
  resync?: boolean;
  reset?: boolean;
}

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
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = 1_000;

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
      await this.connectListener(source.url);
    }
    // Without a source (a Kysely instance not opened by `createDatabase`) the periodic check keeps it current.
    void this.warnWithoutTriggers();
    void this.reload();
    this.checkTimer = setInterval(() => void this.check(), CHECK_INTERVAL_MS);
    this.checkTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.resyncTimer, this.checkTimer, this.reconnectTimer])
      if (timer) clearTimeout(timer);
    this.resyncTimer = this.checkTimer = this.reconnectTimer = null;
    await this.unsubscribe?.().catch(() => {});
    this.unsubscribe = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
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
      const { rows: chunk } = await sql<{
        user_id: string;
        points: number;
        reached_us: string | null;
        game_name: string;
        tag_line: string;
        profile_image: string | null;
      }>`select totals.user_id, totals.points,
          (extract(epoch from totals.reached_at) * 1000000)::bigint::text as reached_us,
          users.game_name, users.tag_line, users.profile_image
        from loyalty_totals totals join users on users.id = totals.user_id
        where totals.ranked ${
          cursor
            ? sql`and totals.points <= ${cursor.points} and (totals.points < ${cursor.points}
                or totals.reached_at > timestamptz 'epoch' + ${String(cursor.reachedAt)}::bigint * interval '1 microsecond'
                or (totals.reached_at = timestamptz 'epoch' + ${String(cursor.reachedAt)}::bigint * interval '1 microsecond'
                  and totals.user_id > ${cursor.userId}::uuid))`
            : sql``
        }
        order by totals.points desc, totals.reached_at, totals.user_id
        limit ${LOAD_CHUNK}`.execute(this.db);
      for (const record of chunk) {
        const row = boardRow(
          record.user_id,
          record.points,
          record.reached_us,
          record.game_name,
          record.tag_line,
          record.profile_image,
        );
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
      const { rows } = await sql<{ notifies: boolean }>`
        select to_regprocedure('loyalty_totals_notify(uuid[])') is not null as notifies`.execute(this.db);
      if (!rows[0]?.notifies)
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
      const { rows } = await sql<{ players: string; points: string }>`
        select coalesce(sum(players), 0)::text as players, coalesce(sum(points::bigint * players), 0)::text as points
        from loyalty_points_histogram`.execute(this.db);
      if (this.version !== version || this.loading) return;
      const points = this.rows.reduce((sum, row) => sum + row.points, 0);
      const drifted = Number(rows[0].players) !== this.rows.length || Number(rows[0].points) !== points;
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
          { board: this.rows.length, indexes: Number(rows[0].players) },
          'loyalty board: drifted from the indexes; reloading',
        );
        await this.reload();
      }
    } catch (error) {
      this.options.log?.warn({ err: error }, 'loyalty board: check failed');
    }
  }

  /** Postgres: a dedicated connection LISTENs; when it drops, it reconnects (backing off) and reloads. */
  private async connectListener(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.stopped) return;
      this.options.log?.warn({ err: error }, 'loyalty board: LISTEN connection lost; reconnecting');
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        void this.connectListener(url).then(
          () => this.reload(),
          () => {},
        );
      }, this.reconnectDelay);
      this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
    };
    this.listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === LOYALTY_CHANNEL && message.payload) this.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${LOYALTY_CHANNEL}`);
      this.reconnectDelay = 1_000;
    } catch (error) {
      lost(error as Error);
    }
  }
}

/**
 * Applies a payload (the changed players' rows as committed) to a sorted board; returns each changed player's
 * row before the payload (undefined: was not ranked).
 */
function apply(
  rows: BoardRow[],
  byId: Map<string, BoardRow>,
  search: SearchIndex,
  payload: Payload,
): Map<string, BoardRow | undefined> {
  const before = new Map<string, BoardRow | undefined>();
  // A player who stays ranked keeps their search slot (a gain leaves their key, so its index entries, as they are).
  const staying = new Set(payload.rows?.map((row) => row[0]));
  for (const id of payload.ids ?? []) {
    const old = byId.get(id);
    if (!before.has(id)) before.set(id, old);
    if (!old) continue;
    byId.delete(id);
    if (!staying.has(id)) search.delete(id);
    const at = lowerBound(rows, old);
    if (rows[at] === old) rows.splice(at, 1);
    else {
      const index = rows.indexOf(old);
      if (index >= 0) rows.splice(index, 1);
    }
  }
  for (const [userId, points, reachedAt, gameName, tagLine, profileImage] of payload.rows ?? []) {
    const row = boardRow(userId, points, reachedAt, gameName, tagLine, profileImage);
    const old = byId.get(userId);
    if (!before.has(userId)) before.set(userId, old);
    if (old) rows.splice(rows.indexOf(old), 1);
    byId.set(userId, row);
    search.set(row);
    rows.splice(lowerBound(rows, row), 0, row);
  }
  return before;
}

function entry(assetUrl: AssetUrl, row: BoardRow, rank: number): LoyaltyLeaderboardEntry {
  return {
    rank,
    user: {
      id: row.userId,
      gameName: row.gameName,
      tagLine: row.tagLine,
      profileImage: assetUrl(row.profileImage),
    },
    loyaltyPoints: row.points,
  };
}
