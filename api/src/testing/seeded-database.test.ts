import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedPassHistory } from '../seed/pass.js';
import { seedDatabase } from '../seed/seed.js';
import {
  createSeededDatabase,
  RECENT_MS,
  recentSeedTime,
  SNAPSHOT_FOLDER_ENV,
  TEST_POSTGRES_ENV,
} from './seeded-database.js';

/** The wall-clock moments a database was seeded between (column defaults such as `created_at default now()`). */
interface Seeding {
  db: Db;
  from: number;
  to: number;
}

async function seeding(seed: () => Promise<Db>): Promise<Seeding> {
  const from = Date.now();
  const db = await seed();
  return { db, from: from - 1, to: Date.now() + 1 };
}

/**
 * Every row of every table (JSON text, sorted), every column, and each sequence's next value. Two seeds at one
 * `now` differ in what the database made up while seeding, so it is masked: a time it took from the wall clock reads
 * `<seeding>`, an id from `gen_random_uuid()` (version 4; seeded ids are version 5) `<random>`.
 */
async function contents({ db, from, to }: Seeding): Promise<Record<string, string[]>> {
  const masked = (text: string) =>
    text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g, '<random>')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)/g, (time) => {
        const at = Date.parse(time);
        return at >= from && at <= to ? '<seeding>' : time;
      });
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`.execute(db);
  const result: Record<string, string[]> = {};
  for (const { schema, name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select row_to_json(t)::text as row from ${sql.table(`${schema}.${name}`)} t`.execute(db);
    result[`${schema}.${name}`] = rows.rows.map((row) => masked(row.row)).sort();
  }
  const columns = await sql<{ column: string }>`
    select concat_ws(' ', table_schema, table_name, column_name, data_type, column_default, is_nullable) as column
    from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')`.execute(
    db,
  );
  result['(columns)'] = columns.rows.map((row) => row.column).sort();
  const sequences = await sql<{ next: string }>`
    select concat(schemaname, '.', sequencename, ' ', nextval(format('%I.%I', schemaname, sequencename))) as next
    from pg_sequences`.execute(db);
  result['(next sequence values)'] = sequences.rows.map((row) => row.next).sort();
  return result;
}

async function seededDirectly(now: Date): Promise<Db> {
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seedDatabase(db, { now });
  return db;
}

function assertSameContents(actual: Record<string, string[]>, expected: Record<string, string[]>) {
  assert.deepEqual(Object.keys(actual), Object.keys(expected));
  for (const [table, rows] of Object.entries(expected)) assert.deepEqual(actual[table], rows, table);
}

describe('seeded test databases from snapshots', () => {
  let folder: string;
  // These tests are about PGlite's snapshots; a run on a Postgres server copies template databases instead.
  const server = process.env[TEST_POSTGRES_ENV];
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'arena-snapshots-test-'));
    process.env[SNAPSHOT_FOLDER_ENV] = folder;
    delete process.env[TEST_POSTGRES_ENV];
  });
  after(() => {
    if (server) process.env[TEST_POSTGRES_ENV] = server;
    delete process.env[SNAPSHOT_FOLDER_ENV];
    rmSync(folder, { recursive: true, force: true });
  });

  test('a database loaded from the snapshot of a moment holds what seeding at that moment makes', async () => {
    // A Saturday inside the seeded 5x season: the seeded XP depends on both.
    const now = new Date('2027-02-20T09:30:00.000Z');
    const expected = await seeding(() => seededDirectly(now));
    const first = await seeding(async () => (await createSeededDatabase({ now })).db);
    const second = await createSeededDatabase({ now });
    // The snapshot the other test files of a run load: the tarball in the shared folder.
    const file = path.join(folder, `${now.getTime()}.tar`);
    const shared = createDatabase({ kind: 'memory', loadDataDir: new Blob([readFileSync(file)]) });
    try {
      assert.equal(second.now.getTime(), now.getTime());
      const wanted = await contents(expected);
      assert.ok(wanted['public.xp_ledger']!.length > 100, 'the ledger is seeded');
      assert.ok(wanted['(next sequence values)']!.length > 5, 'sequences are compared');
      // Wall-clock times in the copies are those of the snapshot's seeding.
      assertSameContents(await contents({ ...first, db: second.db }), wanted);
      assertSameContents(await contents({ ...first, db: shared }), wanted);
      assertSameContents(await contents(first), wanted);
    } finally {
      await Promise.all([expected.db.destroy(), first.db.destroy(), second.db.destroy(), shared.destroy()]);
    }
  });

  test('the seed depends on its moment beyond offsets: a week later, other XP', () => {
    // Why snapshots are kept per moment instead of shifting the times of one (see seeded-database.ts).
    const now = new Date('2027-02-02T12:00:00.000Z');
    const xp = (at: Date) => seedPassHistory(at).gains.reduce((sum, gain) => sum + gain.xp, 0);
    assert.notEqual(xp(new Date(now.getTime() + 7 * 24 * 3_600_000)), xp(now));
  });

  test('without a moment of its own, a database takes the newest snapshot of the last RECENT_MS', async () => {
    const wallClock = Date.now();
    const first = await createSeededDatabase({ wallClock: () => wallClock });
    const second = await createSeededDatabase({ wallClock: () => wallClock + RECENT_MS });
    try {
      assert.equal(first.now.getTime(), wallClock, 'seeded at the current time: no recent snapshot yet');
      assert.equal(second.now.getTime(), wallClock, 'the snapshot seeded RECENT_MS ago');
      assert.ok(readdirSync(folder).includes(`${wallClock}.tar`));
      assert.equal(recentSeedTime(wallClock + RECENT_MS + 1), null, 'too old');
      assert.equal(recentSeedTime(wallClock - 1), null, 'seeded after that moment');
      const times = { from: wallClock - 60_000, to: Date.now() };
      assertSameContents(
        await contents({ ...times, db: second.db }),
        await contents({ ...times, db: first.db }),
      );
    } finally {
      await Promise.all([first.db.destroy(), second.db.destroy()]);
    }
  });
});

describe('seeded test databases on a Postgres server (template copies)', () => {
  const server = process.env[TEST_POSTGRES_ENV];
  let folder: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'arena-templates-test-'));
    process.env[SNAPSHOT_FOLDER_ENV] = folder;
  });
  after(() => {
    delete process.env[SNAPSHOT_FOLDER_ENV];
    rmSync(folder, { recursive: true, force: true });
  });

  test(
    'a copy of the template of a moment holds what seeding that moment on the server makes',
    {
      skip: server
        ? false
        : `no ${TEST_POSTGRES_ENV} (api/scripts/test.mjs sets it where Postgres is installed)`,
    },
    async () => {
      const now = new Date('2027-02-21T18:00:00.000Z');
      const direct = await seeding(async () => {
        const url = new URL(server!);
        const admin = createDatabase({ kind: 'postgres', url: url.href });
        await sql`create database direct_seed`.execute(admin);
        await admin.destroy();
        url.pathname = '/direct_seed';
        const db = createDatabase({ kind: 'postgres', url: url.href });
        await migrateToLatest(db);
        await seedDatabase(db, { now });
        return db;
      });
      const first = await seeding(async () => (await createSeededDatabase({ now })).db);
      const second = await createSeededDatabase({ now });
      try {
        assert.ok(readdirSync(folder).includes(`${now.getTime()}.pg`), 'the template is marked for the run');
        const wanted = await contents(direct);
        assert.ok(wanted['public.xp_ledger']!.length > 100, 'the ledger is seeded');
        assertSameContents(await contents(first), wanted);
        assertSameContents(await contents({ ...first, db: second.db }), wanted);
        // Copies, not one database: a change to one is not in the other.
        await sql`delete from xp_ledger`.execute(first.db);
        assert.ok((await contents({ ...first, db: second.db }))['public.xp_ledger']!.length > 100);
      } finally {
        await Promise.all([direct.db.destroy(), first.db.destroy(), second.db.destroy()]);
      }
    },
  );
});
