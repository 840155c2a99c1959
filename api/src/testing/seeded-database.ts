import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Db, notificationSource } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../seed/seed.js';
import { createServerDatabase } from './postgres-server.js';

/**
 * Migrated, seeded test databases without migrating and seeding each one (~2.5 CPU s, most of a small test file).
 *
 * The seed depends on its `now` beyond plain offsets (the XP of a seeded match depends on the region's weekend and
 * on the seasons, which are fixed dates), so a snapshot seeded at one moment cannot be shifted to another: each
 * snapshot belongs to one exact `now`, and a database loaded from it is the database `seedDatabase(db, { now })`
 * makes (db-snapshot.test.ts compares every table and sequence). A test without a `now` of its own takes the `now`
 * of a snapshot seeded at most `RECENT_MS` ago: its data and clock are then up to a minute older than the wall clock,
 * as they already are for the later tests of a file (the test app's clock stands still at `now`).
 *
 * Snapshots are kept in this process and, when `ARENA_TEST_SNAPSHOTS` names a folder (api/scripts/test.mjs makes a
 * fresh one for each run and removes it afterwards), shared with the other test files of the run: one file seeds,
 * the others load (~0.8 CPU s). A fresh folder per run means a snapshot never outlives a migration or seed change.
 *
 * Two kinds of snapshot, by what the run's databases are:
 * - an embedded PGlite in memory (the default): the snapshot is PGlite's data-folder tarball (`<at>.tar`);
 * - a real Postgres server, when `ARENA_TEST_POSTGRES_URL` names one (api/scripts/test.mjs starts a throwaway one per
 *   run): the snapshot is a template database `seed_<at>` (its marker `<at>.pg` in the folder), and each test
 *   database a copy of it (`create database … template`, a file copy inside the server). Postgres runs the queries
 *   natively instead of through PGlite's WebAssembly build and its file system in JavaScript, which took most of a
 *   test process's CPU; and the server is the one production runs.
 */

/** The folder the test files of one run share their snapshots in (unset: each process keeps its own). */
export const SNAPSHOT_FOLDER_ENV = 'ARENA_TEST_SNAPSHOTS';
/** How old the seed time of a test database without a `now` of its own may be. */
export const RECENT_MS = 60_000;
/** A creation lock older than this belongs to a process that died: the next one takes over. */
const STALE_LOCK_MS = 60_000;
/** The Postgres server whose template databases are the snapshots (unset: PGlite tarballs). */
export const TEST_POSTGRES_ENV = 'ARENA_TEST_POSTGRES_URL';

/** A stored snapshot: PGlite's tarball, or the name of a template database on the run's Postgres server. */
type Snapshot = { kind: 'pglite'; tarball: Blob } | { kind: 'postgres'; template: string };

const inProcess = new Map<number, Snapshot>();

/** The run's Postgres server (its `postgres` database), when the tests run on one. */
function testPostgresUrl(): string | null {
  return process.env[TEST_POSTGRES_ENV] || null;
}

/** The marker of a snapshot in the shared folder: the tarball itself, or an empty file naming the template. */
const snapshotExtension = () => (testPostgresUrl() ? '.pg' : '.tar');

let copies = 0;

/** A test database from a snapshot: PGlite loading the tarball, or a new copy of the template database. */
async function openSnapshot(snapshot: Snapshot): Promise<Db> {
  if (snapshot.kind === 'pglite') return createDatabase({ kind: 'memory', loadDataDir: snapshot.tarball });
  const serverUrl = testPostgresUrl();
  if (!serverUrl) throw new Error(`A Postgres snapshot without ${TEST_POSTGRES_ENV}`);
  copies += 1;
  const name = `test_${process.pid}_${copies}`;
  return createDatabase({
    kind: 'postgres',
    url: await createServerDatabase(serverUrl, name, snapshot.template),
  });
}

function snapshotFolder(): string | null {
  const folder = process.env[SNAPSHOT_FOLDER_ENV];
  if (!folder) return null;
  mkdirSync(folder, { recursive: true });
  return folder;
}

const snapshotFile = (folder: string, at: number) => path.join(folder, `${at}${snapshotExtension()}`);
const templateName = (at: number) => `seed_${at}`;

/** The snapshot seeded at `at` (epoch ms), from this process or the shared folder; null when there is none. */
function storedSnapshot(at: number): Snapshot | null {
  const kept = inProcess.get(at);
  if (kept) return kept;
  const folder = snapshotFolder();
  if (!folder) return null;
  try {
    const marker = readFileSync(snapshotFile(folder, at));
    const snapshot: Snapshot = testPostgresUrl()
      ? { kind: 'postgres', template: templateName(at) }
      : { kind: 'pglite', tarball: new Blob([marker]) };
    inProcess.set(at, snapshot);
    return snapshot;
  } catch {
    return null;
  }
}

/** The newest seed time of a stored snapshot no older than `RECENT_MS` (and not in the future). */
export function recentSeedTime(nowMs = Date.now()): number | null {
  const folder = snapshotFolder();
  const times = [
    ...inProcess.keys(),
    ...(folder
      ? readdirSync(folder).flatMap((name) =>
          name === `${Number.parseInt(name)}${snapshotExtension()}` ? [Number.parseInt(name)] : [],
        )
      : []),
  ];
  const recent = times.filter((at) => at <= nowMs && nowMs - at <= RECENT_MS);
  return recent.length > 0 ? Math.max(...recent) : null;
}

/** Migrates and seeds a fresh database at `now`, and keeps its snapshot for the next ones. */
async function seedAndKeep(now: Date): Promise<Db> {
  const serverUrl = testPostgresUrl();
  if (serverUrl) return seedTemplate(serverUrl, now);
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seedDatabase(db, { now });
  const source = notificationSource(db);
  if (source?.kind !== 'pglite') throw new Error('A test database is an in-memory PGlite');
  // A checkpoint first: the tarball is then a cleanly stopped cluster. Without it, the copy would start by
  // replaying the log, which moves each sequence on by the values Postgres logs ahead (up to 32).
  await sql`checkpoint`.execute(db);
  const blob = await source.pglite.dumpDataDir('none');
  inProcess.set(now.getTime(), { kind: 'pglite', tarball: blob });
  const folder = snapshotFolder();
  if (folder) {
    const file = snapshotFile(folder, now.getTime());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    // Snapshots no test takes any more (32 MB each); one of a fixed moment long past is made again if needed.
    for (const name of readdirSync(folder)) {
      const at = /^\d+\.tar$/.test(name) ? Number.parseInt(name) : null;
      if (at !== null && at < Date.now() - 2 * RECENT_MS) rmSync(path.join(folder, name), { force: true });
    }
  }
  return db;
}

/**
 * Migrates and seeds the template database of `now` on the run's Postgres server, marks it in the shared folder,
 * and answers a copy of it (a template takes no connections while it is copied).
 */
async function seedTemplate(serverUrl: string, now: Date): Promise<Db> {
  const at = now.getTime();
  const template = templateName(at);
  const db = createDatabase({ kind: 'postgres', url: await createServerDatabase(serverUrl, template) });
  try {
    await migrateToLatest(db);
    await seedDatabase(db, { now });
  } finally {
    await db.destroy();
  }
  const snapshot: Snapshot = { kind: 'postgres', template };
  inProcess.set(at, snapshot);
  const folder = snapshotFolder();
  if (folder) writeFileSync(snapshotFile(folder, at), '');
  return openSnapshot(snapshot);
}

/** Runs `work` while holding the shared folder's creation lock (at once when there is no shared folder). */
async function withCreationLock<T>(work: () => Promise<T>): Promise<T> {
  const folder = snapshotFolder();
  if (!folder) return work();
  const lock = path.join(folder, 'creating.lock');
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The seed time of the newest snapshot of the last `RECENT_MS`; without one, seeds at the current time and returns
 * that database too (one file of the run seeds, the others wait for its snapshot instead of seeding beside it).
 */
async function recentOrSeeded(wallClock: () => number): Promise<{ at: number; seeded: Db | null }> {
  const recent = recentSeedTime(wallClock());
  if (recent !== null && storedSnapshot(recent)) return { at: recent, seeded: null };
  return withCreationLock(async () => {
    const justMade = recentSeedTime(wallClock());
    if (justMade !== null && storedSnapshot(justMade)) return { at: justMade, seeded: null };
    const at = wallClock();
    return { at, seeded: await seedAndKeep(new Date(at)) };
  });
}

/**
 * A moment a test may seed at without seeding: the seed time of a snapshot of the last `RECENT_MS` (made first when
 * there is none). For tests that need the moment before the database, to build a clock on it.
 */
export async function recentSeedMoment(wallClock: () => number = Date.now): Promise<Date> {
  const { at, seeded } = await recentOrSeeded(wallClock);
  await seeded?.destroy();
  return new Date(at);
}

/**
 * An in-memory database, migrated and seeded at `now`: loaded from the snapshot seeded at that very moment when
 * there is one, else migrated and seeded (and kept as a snapshot). Without `now`, the seed time of a snapshot of
 * the last `RECENT_MS`, else the current time (`wallClock`, for tests of this module).
 */
export async function createSeededDatabase(
  options: { now?: Date; wallClock?: () => number } = {},
): Promise<{ db: Db; now: Date }> {
  const at = options.now?.getTime();
  if (at === undefined) {
    const recent = await recentOrSeeded(options.wallClock ?? Date.now);
    if (recent.seeded) return { db: recent.seeded, now: new Date(recent.at) };
    return { db: await openSnapshot(storedSnapshot(recent.at)!), now: new Date(recent.at) };
  }
  const snapshot = storedSnapshot(at);
  if (snapshot) return { db: await openSnapshot(snapshot), now: new Date(at) };
  // Under the lock: two files of a run that want the same moment seed it once (on a Postgres server, a second
  // `create database seed_<at>` would fail).
  const db = await withCreationLock(async () => {
    const madeMeanwhile = storedSnapshot(at);
    return madeMeanwhile ? openSnapshot(madeMeanwhile) : seedAndKeep(new Date(at));
  });
  return { db, now: new Date(at) };
}
