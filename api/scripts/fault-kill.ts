/**
 * Killed mid-write, nothing lost (`npm run fault:kill -w api [-- --postgres] [--writers 20] [--chatters 24]
 * [--kill-after 4000]`).
 *
 * Starts the real API (embedded database in a fresh data folder; with `--postgres`, also over a throwaway
 * Postgres), adds the tournaments and ladder matches of `fault-kill-fixtures.ts` next to the seed, then drives
 * concurrent writes as seeded players (tokens signed as the sign-in stand-in signs them) — through the HTTP API:
 *
 * - bug reports (one row) and replies to them (a message row plus the report's status, one transaction);
 * - solo tournament registrations (a registration row; one per player and tournament);
 * - check-ins (a registration's status and check-in time, together);
 * - match result reports of ladder matches: the winner, and the screenshot (a stored file plus the match row; once
 *   both players have reported, the match is verified — standings of both players, the seats freed — or disputed);
 *
 * and over socket.io: match chat messages (`CHAT_MESSAGE`, acknowledged by the server with the stored id).
 *
 * It SIGKILLs the server mid-way, restarts it on the same data, stops it and reads the database directly:
 *
 * - every acknowledged write is there exactly once, with the content sent (lost / duplicated otherwise);
 * - nothing is half-written: a report's description whole, a reply on a report that exists, a registration with
 *   its status, a check-in with its time, a reported side with both its winner and a screenshot whose file is
 *   stored, a match whose two reports are in no longer open, a verified match closed with its winner, its seats
 *   freed and both players' standings counted (once), a chat message in the room and by the player it was sent as;
 * - writes in flight at the kill are either wholly there or absent; chat messages refused (rate limit) are absent.
 *
 * Prints the figures per kind; exits 1 when a write was lost, duplicated or half-written.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { sql } from 'kysely';
import { createDatabase, type DatabaseTarget, type Db } from '../src/db/database.js';
import { seedPlayer } from '../src/seed/players.js';
import { createFixtures, type Fixtures, type FixtureMatch } from './fault-kill-fixtures.js';
import {
  PLAYERS,
  PORTAL_ORIGIN,
  sleep,
  startApi,
  startRestartablePostgres,
  stopApi,
  tokenFor,
  tokenForUser,
} from './fault-harness.js';

const KINDS = [
  'bug report',
  'bug report reply',
  'registration',
  'check-in',
  'result winner',
  'result screenshot',
  'chat message',
] as const;
type Kind = (typeof KINDS)[number];

/** The HTTP writers' kinds, in the order writers are given them (a writer whose queue runs dry takes the next). */
const WRITER_KINDS = ['bug report', 'registration', 'check-in', 'result'] as const;
type WriterKind = (typeof WRITER_KINDS)[number];

interface Sent {
  kind: Kind;
  /** What identifies the write in the database whatever the answer (a unique text, a tournament and player...). */
  key: string;
  userId: string;
  /** What the server acknowledged the write with (an id, a file path, 'ok'), or null when it did not. */
  acknowledged: string | null;
  /** A chat message the server refused (rate limit): it must not be stored. */
  refused?: boolean;
  reportId?: string;
  match?: FixtureMatch;
  side?: 1 | 2;
  winnerId?: string;
  roomKey?: string;
}

interface KindFigures {
  sent: number;
  acknowledged: number;
  found: number;
  lost: number;
  halfWritten: number;
  duplicated: number;
  inFlightPresent: number;
  inFlightAbsent: number;
}

function parseArgs(argv: string[]) {
  const options = {
    postgres: false,
    writers: 20,
    chatters: 24,
    killAfterMs: 4_000,
    port: 9811,
    registrationTournaments: 12,
    checkInTournaments: 8,
    ladders: 4,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    const next = () => Number(argv[(index += 1)]);
    if (name === '--postgres') options.postgres = true;
    else if (name === '--writers') options.writers = next();
    else if (name === '--chatters') options.chatters = next();
    else if (name === '--kill-after') options.killAfterMs = next();
    else if (name === '--port') options.port = next();
    else if (name === '--ladders') options.ladders = next();
    else throw new Error(`Unknown option ${name}`);
  }
  return options;
}
type Options = ReturnType<typeof parseArgs>;

type Answer = { status: number; json: unknown } | null;

/** A POST with a JSON or multipart body; null when the server died under the request (not acknowledged). */
async function post(url: string, token: string, body?: unknown | FormData): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

const UPLOAD_PATH = /\/uploads\/([0-9a-f-]{36})\.[a-z]+$/;

/** The work of one run: queues the HTTP writers draw from, and what was sent. */
class Workload {
  readonly sent: Sent[] = [];
  stop = false;
  private readonly registrations: { tournamentId: string; userId: string }[];
  private readonly checkIns: { tournamentId: string; userId: string }[];
  private readonly results: { match: FixtureMatch; index: number; side: 1 | 2 }[];
  private readonly tokens = new Map<string, Promise<string>>();
  readonly description = `Steps: ${'open the lobby, wait, '.repeat(40)}end.`;

  constructor(
    private readonly url: string,
    private readonly runId: string,
    fixtures: Fixtures,
    private readonly screenshot: Buffer,
  ) {
    const pairs = (tournaments: string[]) =>
      tournaments.flatMap((tournamentId) => fixtures.players.map((userId) => ({ tournamentId, userId })));
    this.registrations = shuffled(pairs(fixtures.registrationTournaments), 7);
    this.checkIns = shuffled(pairs(fixtures.checkInTournaments), 11);
    // Both players of a match report one after the other (two writers at once on the same match row), so matches
    // get verified or disputed within the run.
    this.results = shuffled(
      fixtures.matches.map((match, index) => ({ match, index })),
      13,
    ).flatMap(({ match, index }) => [
      { match, index, side: 1 as const },
      { match, index, side: 2 as const },
    ]);
  }

  token(userId: string): Promise<string> {
    let token = this.tokens.get(userId);
    if (!token) this.tokens.set(userId, (token = tokenForUser(userId)));
    return token;
  }

  private record(entry: Omit<Sent, 'acknowledged'>): Sent {
    const sent: Sent = { ...entry, acknowledged: null };
    this.sent.push(sent);
    return sent;
  }

  /** One HTTP writer: its own kind first, then whichever still has work; stops at the kill. */
  async writer(index: number): Promise<void> {
    const first = WRITER_KINDS.indexOf(WRITER_KINDS[index % WRITER_KINDS.length]);
    const bugState = { player: PLAYERS[index % PLAYERS.length], reportId: null as string | null, n: 0 };
    while (!this.stop) {
      let alive: boolean | null = null;
      for (let offset = 0; offset < WRITER_KINDS.length && alive === null; offset += 1) {
        alive = await this.step(WRITER_KINDS[(first + offset) % WRITER_KINDS.length], index, bugState);
      }
      if (!alive) return;
    }
  }

  /** One write of a kind: true when answered, false when the server died, null when that kind has no work left. */
  private async step(
    kind: WriterKind,
    index: number,
    bug: { player: string; reportId: string | null; n: number },
  ): Promise<boolean | null> {
    switch (kind) {
      case 'bug report':
        return this.bugWrite(index, bug);
      case 'registration': {
        const next = this.registrations.pop();
        if (!next) return null;
        const sent = this.record({
          kind: 'registration',
          key: `${next.tournamentId}:${next.userId}`,
          userId: next.userId,
        });
        const answer = await post(
          `${this.url}/v1/tournaments/${next.tournamentId}/register/solo`,
          await this.token(next.userId),
        );
        if (!answer) return false;
        const id = (answer.json as { data?: { registrationId?: string } } | null)?.data?.registrationId;
        if (answer.status === 201 && id) sent.acknowledged = id;
        else console.error(`  registration answered ${answer.status} ${JSON.stringify(answer.json)}`);
        return true;
      }
      case 'check-in': {
        const next = this.checkIns.pop();
        if (!next) return null;
        const sent = this.record({
          kind: 'check-in',
          key: `${next.tournamentId}:${next.userId}`,
          userId: next.userId,
        });
        const answer = await post(
          `${this.url}/v1/tournaments/${next.tournamentId}/check-in/solo`,
          await this.token(next.userId),
        );
        if (!answer) return false;
        if (answer.status === 200) sent.acknowledged = 'ok';
        else console.error(`  check-in answered ${answer.status} ${JSON.stringify(answer.json)}`);
        return true;
      }
      case 'result': {
        const next = this.results.pop();
        if (!next) return null;
        return this.report(next.match, next.index, next.side);
      }
    }
  }

  private async bugWrite(index: number, bug: { player: string; reportId: string | null; n: number }) {
    const token = await tokenFor(bug.player);
    const userId = seedPlayer(bug.player).id;
    bug.n += 1;
    if (!bug.reportId || bug.n % 3 === 0) {
      const key = `fault ${this.runId} w${index} #${bug.n}`;
      const sent = this.record({ kind: 'bug report', key, userId });
      const answer = await post(`${this.url}/v1/bug-report`, token, {
        bugType: 'technical-issue',
        title: key,
        description: this.description,
      });
      if (!answer) return false;
      const id = (answer.json as { data?: { _id?: string } } | null)?.data?._id;
      if (answer.status === 201 && id) {
        sent.acknowledged = id;
        bug.reportId = id;
      }
      return true;
    }
    const key = `reply ${this.runId} w${index} #${bug.n}`;
    const sent = this.record({ kind: 'bug report reply', key, userId, reportId: bug.reportId });
    const answer = await post(`${this.url}/v1/bug-report/${bug.reportId}/messages`, token, { content: key });
    if (!answer) return false;
    const id = (answer.json as { data?: { message?: { _id?: string } } } | null)?.data?.message?._id;
    if (answer.status === 201 && id) sent.acknowledged = id;
    return true;
  }

  /**
   * One player's report of a match, in two writes (winner then screenshot, or the other way round). Most matches
   * agree on player 1; every fifth one disagrees (each names themselves), so some end disputed.
   */
  private async report(match: FixtureMatch, index: number, side: 1 | 2): Promise<boolean> {
    const userId = side === 1 ? match.player1Id : match.player2Id;
    const token = await this.token(userId);
    const winnerId = index % 5 === 4 ? userId : match.player1Id;
    const base = `${this.url}/v1/match-results/${match.id}`;
    const winner = async () => {
      const sent = this.record({
        kind: 'result winner',
        key: `${match.id}:${side}`,
        userId,
        match,
        side,
        winnerId,
      });
      const answer = await post(`${base}/winner`, token, { winner_id: winnerId });
      if (!answer) return false;
      if (answer.status === 200) sent.acknowledged = winnerId;
      else console.error(`  winner answered ${answer.status} ${JSON.stringify(answer.json)}`);
      return true;
    };
    const screenshot = async () => {
      const sent = this.record({
        kind: 'result screenshot',
        key: `${match.id}:${side}`,
        userId,
        match,
        side,
      });
      const form = new FormData();
      form.append('screenshot', new Blob([this.screenshot], { type: 'image/png' }), 'result.png');
      const answer = await post(`${base}/screenshot`, token, form);
      if (!answer) return false;
      const data = (answer.json as { data?: Record<string, { screenshot_url?: string } | null> } | null)
        ?.data;
      const url = data?.[`player${side}_report`]?.screenshot_url;
      const found = url ? UPLOAD_PATH.exec(new URL(url, this.url).pathname) : null;
      if (answer.status === 200 && found) sent.acknowledged = found[0];
      else console.error(`  screenshot answered ${answer.status} ${JSON.stringify(answer.json)}`);
      return true;
    };
    const [firstWrite, secondWrite] = index % 2 === 0 ? [winner, screenshot] : [screenshot, winner];
    return (await firstWrite()) && (this.stop || (await secondWrite()));
  }

  /**
   * A player's socket in a match's chat room (joined once `CHAT_HISTORY` arrives), sending a message every 250 ms
   * while under the limit of 10 in any 10 s per player (then waiting for the window to move), each with the
   * server's acknowledgement, until the server dies.
   */
  async chatter(match: FixtureMatch, userId: string, index: number, joined: () => void): Promise<void> {
    const socket: Socket = io(`${this.url}/match-chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: await this.token(userId) },
      query: { match_id: match.id, match_type: 'MatchmakingMatch' },
      forceNew: true,
      reconnection: false,
      extraHeaders: { origin: PORTAL_ORIGIN },
    });
    let open = true;
    socket.on('disconnect', () => {
      open = false;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('CHAT_HISTORY', () => resolve());
      socket.once('chat_error', (error: unknown) =>
        reject(new Error(`chat refused: ${JSON.stringify(error)}`)),
      );
      socket.once('connect_error', reject);
    });
    joined();
    const sentAt: number[] = [];
    for (let n = 0; open && !this.stop; n += 1) {
      await sleep(250);
      // 10 in the last 10 s (with a margin for the server's clock): wait until the oldest leaves the window.
      if (sentAt.length >= 10) await sleep(Math.max(0, sentAt[sentAt.length - 10] + 10_300 - Date.now()));
      if (!open || this.stop) break;
      sentAt.push(Date.now());
      const key = `chat ${this.runId} c${index} #${n}`;
      const sent = this.record({
        kind: 'chat message',
        key,
        userId,
        roomKey: `MatchmakingMatch:${match.id}`,
      });
      try {
        const answer = (await socket
          .timeout(10_000)
          .emitWithAck('CHAT_MESSAGE', { messageType: 'text', content: key })) as
          { ok: true; id: string } | { ok: false; code: number };
        if (answer.ok) sent.acknowledged = answer.id;
        else sent.refused = true;
      } catch {
        break; // no acknowledgement: the server died under the message
      }
    }
    socket.disconnect();
  }
}

function emptyFigures(): KindFigures {
  return {
    sent: 0,
    acknowledged: 0,
    found: 0,
    lost: 0,
    halfWritten: 0,
    duplicated: 0,
    inFlightPresent: 0,
    inFlightAbsent: 0,
  };
}

/** Reads the database after the restart and checks every write (see the header). */
async function verify(
  db: Db,
  runId: string,
  fixtures: Fixtures,
  sent: Sent[],
  description: string,
  since: Date,
  /** The API's file storage folder (`<ARENA_DATA_DIR>/uploads`): uploaded files live there, not in the rows. */
  uploadsDir: string,
) {
  const figures = Object.fromEntries(KINDS.map((kind) => [kind, emptyFigures()])) as Record<
    Kind,
    KindFigures
  >;
  const problems: string[] = [];
  const half = (kind: Kind, what: string) => {
    figures[kind].halfWritten += 1;
    problems.push(`HALF-WRITTEN ${kind}: ${what}`);
  };

  const reports = await db
    .selectFrom('bug_reports')
    .select(['id', 'title', 'description', 'user_id'])
    .where('title', 'like', `fault ${runId} %`)
    .execute();
  const replies = await db
    .selectFrom('bug_report_messages')
    .select(['id', 'report_id', 'content', 'author_id'])
    .where('content', 'like', `reply ${runId} %`)
    .execute();
  const orphanReplies = await db
    .selectFrom('bug_report_messages')
    .leftJoin('bug_reports', 'bug_reports.id', 'bug_report_messages.report_id')
    .select('bug_report_messages.id')
    .where('bug_reports.id', 'is', null)
    .execute();
  for (const orphan of orphanReplies) half('bug report reply', `message ${orphan.id} without its report`);

  const registrations = await db
    .selectFrom('registrations')
    .select(['id', 'tournament_id', 'user_id', 'team_id', 'status', 'checked_in_at', 'created_at'])
    .where('tournament_id', 'in', [...fixtures.registrationTournaments, ...fixtures.checkInTournaments])
    .execute();
  const matches = await db
    .selectFrom('matchmaking_matches')
    .selectAll()
    .where(
      'id',
      'in',
      fixtures.matches.map((match) => match.id),
    )
    .execute();
  const seats = await db
    .selectFrom('matchmaking_seats')
    .select(['match_id', 'user_id'])
    .where('tournament_id', 'in', fixtures.ladders)
    .execute();
  const standings = await db
    .selectFrom('matchmaking_players')
    .select(['tournament_id', 'user_id', 'games_played', 'wins', 'losses'])
    .where('tournament_id', 'in', fixtures.ladders)
    .execute();
  const files = (
    await db
      .selectFrom('uploads')
      .select([
        'id',
        'owner_user_id',
        'byte_size',
        'storage_key',
        sql<number | null>`length(bytes)`.as('length'),
      ])
      .where('created_at', '>=', since)
      .where('owner_user_id', 'in', fixtures.players)
      .execute()
  ).map((row) => {
    const file = row.storage_key ? path.join(uploadsDir, ...row.storage_key.split('/')) : null;
    return { ...row, length: file ? (existsSync(file) ? statSync(file).size : -1) : Number(row.length) };
  });
  const chat = await db
    .selectFrom('match_chat_messages')
    .select(['id', 'match_key', 'user_id', 'content'])
    .where('content', 'like', `chat ${runId} %`)
    .execute();

  const group = <Row>(rows: Row[], keyOf: (row: Row) => string) => {
    const map = new Map<string, Row[]>();
    for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
    return map;
  };
  const reportsByKey = group(reports, (row) => row.title);
  const repliesByKey = group(replies, (row) => row.content);
  const registrationsByKey = group(registrations, (row) => `${row.tournament_id}:${row.user_id}`);
  const chatByKey = group(chat, (row) => row.content);
  const matchById = new Map(matches.map((row) => [row.id, row]));
  const fileById = new Map(files.map((row) => [row.id, row]));
  const checkInTournaments = new Set(fixtures.checkInTournaments);

  for (const entry of sent) {
    const figure = figures[entry.kind];
    figure.sent += 1;
    if (entry.acknowledged) figure.acknowledged += 1;
    /** Whether the write is in the database (whole or not), and whether it matches the acknowledgement. */
    let present = false;
    let matchesAcknowledgement = false;
    switch (entry.kind) {
      case 'bug report': {
        const rows = reportsByKey.get(entry.key) ?? [];
        present = rows.length > 0;
        matchesAcknowledgement = rows.some((row) => row.id === entry.acknowledged);
        if (rows.length > 1) figure.duplicated += rows.length - 1;
        for (const row of rows) {
          if (row.description !== description || row.user_id !== entry.userId) half(entry.kind, entry.key);
        }
        break;
      }
      case 'bug report reply': {
        const rows = repliesByKey.get(entry.key) ?? [];
        present = rows.length > 0;
        matchesAcknowledgement = rows.some((row) => row.id === entry.acknowledged);
        if (rows.length > 1) figure.duplicated += rows.length - 1;
        for (const row of rows) {
          if (row.report_id !== entry.reportId || row.author_id !== entry.userId) half(entry.kind, entry.key);
        }
        break;
      }
      case 'registration': {
        const rows = registrationsByKey.get(entry.key) ?? [];
        present = rows.length > 0;
        matchesAcknowledgement = rows.some((row) => row.id === entry.acknowledged);
        if (rows.length > 1) figure.duplicated += rows.length - 1;
        for (const row of rows) {
          if (row.status !== 'pending' || row.team_id !== null || row.checked_in_at || !row.created_at) {
            half(entry.kind, `${entry.key} stored as ${row.status}`);
          }
        }
        break;
      }
      case 'check-in': {
        const rows = registrationsByKey.get(entry.key) ?? [];
        if (rows.length > 1) figure.duplicated += rows.length - 1;
        present = rows.some((row) => row.status === 'checked-in');
        matchesAcknowledgement = rows.some(
          (row) => row.status === 'checked-in' && row.checked_in_at !== null,
        );
        break;
      }
      case 'result winner': {
        const row = matchById.get(entry.match!.id);
        const chosen = row?.[`player${entry.side!}_winner_id`];
        present = chosen != null;
        matchesAcknowledgement = chosen === entry.acknowledged;
        if (present && chosen !== entry.winnerId) half(entry.kind, `${entry.key} names ${chosen}`);
        break;
      }
      case 'result screenshot': {
        const row = matchById.get(entry.match!.id);
        const stored = row?.[`player${entry.side!}_screenshot`] ?? null;
        present = stored !== null;
        matchesAcknowledgement = stored !== null && stored === entry.acknowledged;
        if (stored) {
          const file = fileById.get(UPLOAD_PATH.exec(stored)?.[1] ?? '');
          if (!file || file.byte_size <= 0 || Number(file.length) !== file.byte_size) {
            half(entry.kind, `${entry.key}: the match points at ${stored}, which is not stored whole`);
          }
        }
        break;
      }
      case 'chat message': {
        const rows = chatByKey.get(entry.key) ?? [];
        present = rows.length > 0;
        matchesAcknowledgement = rows.some((row) => row.id === entry.acknowledged);
        if (rows.length > 1) figure.duplicated += rows.length - 1;
        for (const row of rows) {
          if (row.match_key !== entry.roomKey || row.user_id !== entry.userId) half(entry.kind, entry.key);
        }
        if (entry.refused && present) half(entry.kind, `${entry.key} was refused but is stored`);
        break;
      }
    }
    if (entry.acknowledged) {
      if (matchesAcknowledgement) figure.found += 1;
      else {
        figure.lost += 1;
        problems.push(`LOST ${entry.kind} ${entry.key} (${entry.acknowledged})`);
      }
    } else if (!entry.refused) {
      if (present) figure.inFlightPresent += 1;
      else figure.inFlightAbsent += 1;
    }
  }

  // Check-ins: a status and its time go together; nothing checked in that nobody sent.
  const checkInSent = new Set(sent.filter((entry) => entry.kind === 'check-in').map((entry) => entry.key));
  const registrationSent = new Set(
    sent.filter((entry) => entry.kind === 'registration').map((entry) => entry.key),
  );
  for (const row of registrations) {
    const key = `${row.tournament_id}:${row.user_id}`;
    if (checkInTournaments.has(row.tournament_id)) {
      if ((row.status === 'checked-in') !== (row.checked_in_at !== null)) {
        half('check-in', `${key}: status ${row.status}, checked in at ${String(row.checked_in_at)}`);
      }
      if (row.status === 'checked-in' && !checkInSent.has(key)) half('check-in', `${key} checked in unasked`);
    } else if (!registrationSent.has(key)) half('registration', `${key} registered unasked`);
  }

  // Matches: each side whole, the match's state following from its two reports, standings counted once.
  const seatsOf = group(seats, (row) => row.match_id);
  const verifiedGames = new Map<string, { games: number; wins: number; losses: number }>();
  const tally = (ladder: string, userId: string, won: boolean) => {
    const key = `${ladder}:${userId}`;
    const current = verifiedGames.get(key) ?? { games: 0, wins: 0, losses: 0 };
    verifiedGames.set(key, {
      games: current.games + 1,
      wins: current.wins + (won ? 1 : 0),
      losses: current.losses + (won ? 0 : 1),
    });
  };
  let matchesReported = 0;
  let matchesVerified = 0;
  let matchesDisputed = 0;
  for (const match of fixtures.matches) {
    const row = matchById.get(match.id);
    if (!row) {
      half('result winner', `match ${match.id} is gone`);
      continue;
    }
    for (const side of [1, 2] as const) {
      const reportedAt = row[`player${side}_reported_at`];
      const complete = row[`player${side}_winner_id`] !== null && row[`player${side}_screenshot`] !== null;
      if ((reportedAt !== null) !== complete) {
        half(
          'result screenshot',
          `match ${match.id} side ${side}: reported_at ${String(reportedAt)}, complete ${complete}`,
        );
      }
    }
    const bothReported = row.player1_reported_at !== null && row.player2_reported_at !== null;
    if (bothReported) matchesReported += 1;
    const matchSeats = seatsOf.get(match.id) ?? [];
    if (row.status === 'open') {
      if (bothReported) half('result winner', `match ${match.id}: both reports in, still open`);
      if (matchSeats.length !== 2)
        half('result winner', `match ${match.id}: open with ${matchSeats.length} seats`);
    } else if (row.status === 'verified') {
      matchesVerified += 1;
      const agreed = row.player1_winner_id === row.player2_winner_id;
      if (!bothReported || !agreed || row.winner_id !== row.player1_winner_id || !row.closed_at) {
        half('result winner', `match ${match.id}: verified without two agreeing reports and its winner`);
      }
      if (matchSeats.length > 0) half('result winner', `match ${match.id}: verified, seats not freed`);
      if (row.winner_id) {
        tally(match.tournamentId, match.player1Id, row.winner_id === match.player1Id);
        tally(match.tournamentId, match.player2Id, row.winner_id === match.player2Id);
      }
    } else if (row.status === 'disputed') {
      matchesDisputed += 1;
      if (
        !bothReported ||
        row.player1_winner_id === row.player2_winner_id ||
        !row.disputed_at ||
        row.winner_id
      ) {
        half('result winner', `match ${match.id}: disputed without two disagreeing reports`);
      }
    } else half('result winner', `match ${match.id}: status ${row.status}`);
  }
  for (const standing of standings) {
    const key = `${standing.tournament_id}:${standing.user_id}`;
    const before = fixtures.statsBefore.get(key);
    const counted = verifiedGames.get(key) ?? { games: 0, wins: 0, losses: 0 };
    if (
      !before ||
      standing.games_played !== before.games_played + counted.games ||
      standing.wins !== before.wins + counted.wins ||
      standing.losses !== before.losses + counted.losses
    ) {
      half(
        'result winner',
        `standing ${key}: ${standing.games_played} games, ${standing.wins}-${standing.losses}; expected ${
          (before?.games_played ?? 0) + counted.games
        } games after ${counted.games} verified`,
      );
    }
  }

  // Screenshots stored whose report never came (the file and the report are two writes): not half-written reports,
  // but files nothing points at.
  const referenced = new Set(
    matches.flatMap((row) =>
      [row.player1_screenshot, row.player2_screenshot].flatMap((stored) =>
        stored ? [UPLOAD_PATH.exec(stored)?.[1] ?? ''] : [],
      ),
    ),
  );
  const chatUploads = await db.selectFrom('match_chat_uploads').select('upload_id').execute();
  for (const row of chatUploads) referenced.add(row.upload_id);
  const strayFiles = files.filter((file) => !referenced.has(file.id)).length;

  return {
    figures,
    problems,
    strayFiles,
    matches: {
      total: fixtures.matches.length,
      bothReported: matchesReported,
      verified: matchesVerified,
      disputed: matchesDisputed,
    },
  };
}

async function run(label: string, target: DatabaseTarget, options: Options) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-fault-kill-'));
  const databaseUrl = target.kind === 'postgres' ? target.url : undefined;
  const direct = () => createDatabase(target.kind === 'postgres' ? target : { kind: 'pglite', dataDir });
  const runId = Date.now().toString(36);

  const first = await startApi({ port: options.port, dataDir, databaseUrl });
  console.log(`[${label}] API up in ${first.startedInMs} ms (first start: migrations and seed)`);
  await stopApi(first);
  const setup = direct();
  const since = new Date();
  const fixtures = await createFixtures(setup, runId, options);
  await setup.destroy();
  console.log(
    `[${label}] fixtures: ${fixtures.players.length} players, ${fixtures.registrationTournaments.length} open ` +
      `registrations, ${fixtures.checkInTournaments.length} open check-ins, ${fixtures.matches.length} ladder ` +
      `matches on ${fixtures.ladders.length} ladders`,
  );

  const api = await startApi({ port: options.port, dataDir, databaseUrl });
  const screenshot = await sharp({
    create: { width: 160, height: 90, channels: 3, background: '#1e2a4a' },
  })
    .png()
    .toBuffer();
  const workload = new Workload(api.url, runId, fixtures, screenshot);

  // The chat sockets join their rooms first (distinct players: the message limit is per player).
  const chatters: Promise<void>[] = [];
  const seats = fixtures.matches
    .filter((match) => match.tournamentId === fixtures.ladders[0])
    .flatMap((match) => [
      { match, userId: match.player1Id },
      { match, userId: match.player2Id },
    ])
    .slice(0, options.chatters);
  let joined = 0;
  for (const [index, seat] of seats.entries()) {
    chatters.push(
      workload
        .chatter(seat.match, seat.userId, index, () => (joined += 1))
        .catch((error: unknown) => {
          console.error(`  chatter ${index}: ${String(error)}`);
        }),
    );
  }
  while (joined < seats.length && !workload.stop) await sleep(20);
  console.log(`[${label}] ${joined} chat sockets in their rooms; ${options.writers} HTTP writers start`);

  const writers = Array.from({ length: options.writers }, (_, index) => workload.writer(index));
  await sleep(options.killAfterMs);
  const acknowledgedAtKill = workload.sent.filter((entry) => entry.acknowledged).length;
  api.child.kill('SIGKILL');
  await api.exited;
  workload.stop = true;
  await Promise.all([...writers, ...chatters]);
  console.log(
    `[${label}] SIGKILL after ${options.killAfterMs} ms: ${workload.sent.length} writes sent, ` +
      `${acknowledgedAtKill} acknowledged`,
  );

  const restarted = await startApi({ port: options.port, dataDir, databaseUrl });
  console.log(`[${label}] restarted, answering in ${restarted.startedInMs} ms`);
  await stopApi(restarted);

  const db = direct();
  const result = await verify(
    db,
    runId,
    fixtures,
    workload.sent,
    workload.description,
    since,
    path.join(dataDir, 'uploads'),
  );
  await db.destroy();
  for (const problem of result.problems.slice(0, 40)) console.error(`  ${problem}`);

  const rows = KINDS.map((kind) => [kind, result.figures[kind]] as const);
  const total = rows.reduce((sum, [, figure]) => {
    for (const [name, value] of Object.entries(figure)) {
      sum[name as keyof KindFigures] += value;
    }
    return sum;
  }, emptyFigures());
  console.log(
    `[${label}] ${'kind'.padEnd(18)} ${['sent', 'acked', 'found', 'lost', 'half', 'dup', 'in-flight +/-']
      .map((name) => name.padStart(7))
      .join(' ')}`,
  );
  for (const [kind, figure] of [...rows, ['total', total] as const]) {
    console.log(
      `[${label}] ${kind.padEnd(18)} ${[
        figure.sent,
        figure.acknowledged,
        figure.found,
        figure.lost,
        figure.halfWritten,
        figure.duplicated,
      ]
        .map((value) => String(value).padStart(7))
        .join(' ')} ${`${figure.inFlightPresent}/${figure.inFlightAbsent}`.padStart(13)}`,
    );
  }
  const summary = {
    database: label,
    perKind: result.figures,
    total,
    matches: result.matches,
    strayScreenshotFiles: result.strayFiles,
    chatRefusedByLimit: workload.sent.filter((entry) => entry.refused).length,
    restartMs: restarted.startedInMs,
  };
  console.log(`[${label}] ${JSON.stringify(summary)}`);
  rmSync(dataDir, { recursive: true, force: true });
  return summary;
}

const options = parseArgs(process.argv.slice(2));
const results = [await run('embedded', { kind: 'pglite', dataDir: '' }, options)];
if (options.postgres) {
  const server = await startRestartablePostgres();
  try {
    results.push(await run('postgres', { kind: 'postgres', url: server.url }, options));
  } finally {
    await server.stop();
  }
}
const failed = results.some(
  (result) => result.total.lost > 0 || result.total.halfWritten > 0 || result.total.duplicated > 0,
);
console.log(
  failed
    ? 'FAILED: writes lost, duplicated or half-written'
    : 'OK: every acknowledged write survived the SIGKILL exactly once, nothing half-written',
);
process.exit(failed ? 1 : 0);
