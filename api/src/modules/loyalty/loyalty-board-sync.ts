import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database.js';
import { type BoardRow, boardRow, lowerBound } from './loyalty-board-ranking.js';
import type { SearchIndex } from './loyalty-search-index.js';

/*
 * How the board follows the database (`loyalty-board.ts`): the chunked load in leaderboard order, the notifications
 * of migration 0017's triggers (their payload and how one is applied), the histogram the safety net compares with,
 * and Postgres's LISTEN connection.
 */

export const LOYALTY_CHANNEL = 'loyalty_totals';
/** Rows read per statement of a load. */
export const LOAD_CHUNK = 500;
const RECONNECT_MAX_MS = 30_000;

/** A notification's payload, as the triggers send it. */
export interface Payload {
  ids?: string[];
  rows?: [string, number, number | string | null, string, string, string | null][];
  resync?: boolean;
  reset?: boolean;
  /** Changes nothing: `LoyaltyBoard.caughtUp` sends it to learn that every earlier notification has arrived. */
  marker?: string;
}

/** The next `LOAD_CHUNK` ranked rows after `cursor` (from the top when null), in leaderboard order. */
export async function readBoardChunk(db: Db, cursor: BoardRow | null): Promise<BoardRow[]> {
  const { rows } = await sql<{
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
    limit ${LOAD_CHUNK}`.execute(db);
  return rows.map((record) =>
    boardRow(
      record.user_id,
      record.points,
      record.reached_us,
      record.game_name,
      record.tag_line,
      record.profile_image,
    ),
  );
}

/** How many players are ranked and their points in all, as the histogram counts them. */
export async function readHistogramTotals(db: Db): Promise<{ players: number; points: number }> {
  const { rows } = await sql<{ players: string; points: string }>`
    select coalesce(sum(players), 0)::text as players, coalesce(sum(points::bigint * players), 0)::text as points
    from loyalty_points_histogram`.execute(db);
  return { players: Number(rows[0].players), points: Number(rows[0].points) };
}

/** Whether the database has migration 0017's notifying triggers. */
export async function hasNotifyTriggers(db: Db): Promise<boolean> {
  const { rows } = await sql<{ notifies: boolean }>`
    select to_regprocedure('loyalty_totals_notify(uuid[])') is not null as notifies`.execute(db);
  return rows[0]?.notifies === true;
}

/**
 * Applies a payload (the changed players' rows as committed) to a sorted board; returns each changed player's
 * row before the payload (undefined: was not ranked).
 */
export function apply(
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

/**
 * Postgres: a dedicated connection LISTENs on `LOYALTY_CHANNEL`; when it drops, it reconnects (backing off, up to
 * `RECONNECT_MAX_MS`) and says so (`reconnected`: the board reloads, notifications may have been missed).
 */
export class PostgresChangeListener {
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = 1_000;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly handlers: {
      receive: (payload: string) => void;
      reconnected: () => void;
      log?: { warn: (object: object, message: string) => void };
    },
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.stopped) return;
      this.handlers.log?.warn({ err: error }, 'loyalty board: LISTEN connection lost; reconnecting');
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        void this.connect().then(
          () => this.handlers.reconnected(),
          () => {},
        );
      }, this.reconnectDelay);
      this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
    };
    this.client = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === LOYALTY_CHANNEL && message.payload) this.handlers.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${LOYALTY_CHANNEL}`);
      this.reconnectDelay = 1_000;
    } catch (error) {
      lost(error as Error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
