import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { storeUpload } from '../modules/uploads/uploads-service.js';
import { seedDatabase } from '../seed/seed.js';
import { seedPlayer } from '../seed/players.js';
import { DiskStorage } from '../storage/disk-storage.js';
import { type FileStorage, readStoredFile } from '../storage/file-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import { startS3TestServer } from '../testing/s3-test-server.js';
import { PNG_1X1 } from '../testing/test-images.js';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { createDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrations/index.js';

/**
 * `npm run db:backup` / `npm run db:restore` round-trip the seed: backup → a fresh database → restore → the same
 * rows in every table (count and a digest of every row), for the embedded database and for Postgres, and the
 * uploaded files of the file storage (the data folder's `uploads/`, an S3 bucket) with them.
 */

/** Stores one uploaded image (its file in `storage`, its row in `db`); gives its storage key. */
async function storeAvatar(db: Db, storage: FileStorage): Promise<string> {
  const path = await storeUpload(
    { db, storage },
    {
      bytes: PNG_1X1,
      contentType: 'image/png',
      extension: 'png',
      ownerUserId: seedPlayer('falcon').id,
      purpose: 'profile-image',
    },
  );
  const id = path.slice('/uploads/'.length, -'.png'.length);
  const row = await db
    .selectFrom('uploads')
    .select(['storage_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.storage_key!;
}

/** Every row of `uploads` finds its file in `storage`, with the size the row says. */
async function everyUploadHasItsFile(db: Db, storage: FileStorage): Promise<number> {
  const rows = await db.selectFrom('uploads').select(['storage_key', 'byte_size']).execute();
  for (const row of rows) {
    assert.ok(row.storage_key, 'no row keeps its bytes in the database');
    const file = await readStoredFile(storage, row.storage_key);
    assert.equal(file?.length, row.byte_size, row.storage_key);
  }
  return rows.length;
}

/** Every table outside the system schemas, with its row count and an md5 of its rows in a stable order. */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`.execute(db);
  const result: Record<string, string> = {};
  for (const { schema, name } of tables.rows) {
    const table = sql.table(`${schema}.${name}`);
    const { rows } = await sql<{ count: number; digest: string | null }>`
      select count(*)::int as count, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${table} t`.execute(db);
    result[`${schema}.${name}`] = `${rows[0].count} rows ${rows[0].digest ?? '-'}`;
  }
  return result;
}

const now = new Date('2026-11-20T12:00:00Z');

describe('database backup and restore', () => {
  const folders: string[] = [];
  const folder = (prefix: string) => {
    const created = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(created);
    return created;
  };
  after(() => {
    for (const created of folders) rmSync(created, { recursive: true, force: true });
  });

  /**
   * A copy of one embedded database migrated and seeded at `now` for the whole file, made on first use: seeding
   * PGlite on disk is most of a test here (about 10 CPU-seconds each).
   */
  let seeded: Promise<string> | null = null;
  const seededDataFolder = async (prefix: string): Promise<string> => {
    seeded ??= (async () => {
      const original = folder('arena-backup-seeded-');
      const db = createDatabase({ kind: 'pglite', dataDir: original });
      await migrateToLatest(db);
      await seedDatabase(db, { now });
      await db.destroy();
      return original;
    })();
    const copy = folder(prefix);
    cpSync(await seeded, copy, { recursive: true });
    return copy;
  };

  test('embedded database: backup, restore into a fresh data folder, the same rows and the secrets', async () => {
    const source = await seededDataFolder('arena-backup-src-');
    writeFileSync(path.join(source, 'jwt-secret'), 'a'.repeat(64));
    writeFileSync(path.join(source, 'payment-secret'), 'b'.repeat(64));
    const db = createDatabase({ kind: 'pglite', dataDir: source });
    const sourceFiles = new DiskStorage(path.join(source, 'uploads'));
    const key = await storeAvatar(db, sourceFiles);
    const before = await contents(db);
    await db.destroy();
    assert.ok(Number(before['public.users'].split(' ')[0]) > 10, 'the seed has players');

    const backup = path.join(folder('arena-backup-out-'), 'backup');
    const manifest = await backupDatabase({ kind: 'pglite', dataDir: source }, backup, {
      dataDir: source,
      storage: sourceFiles,
    });
    assert.equal(manifest.kind, 'pglite');
    assert.deepEqual(manifest.secrets, ['jwt-secret', 'payment-secret']);
    assert.equal(statSync(path.join(backup, 'secrets', 'jwt-secret')).mode & 0o077, 0, 'secrets are private');
    assert.equal(manifest.files?.count, 1);
    assert.ok(
      existsSync(path.join(backup, 'files', ...key.split('/'))),
      'the uploaded file is in the backup',
    );

    // Into an empty folder...
    const fresh = folder('arena-backup-dst-');
    const freshFiles = new DiskStorage(path.join(fresh, 'uploads'));
    await assert.rejects(
      restoreDatabase(backup, { kind: 'pglite', dataDir: fresh }, { dataDir: fresh }),
      /holds 1 uploaded files: restore them into a file storage/,
    );
    const restored = await restoreDatabase(
      backup,
      { kind: 'pglite', dataDir: fresh },
      { dataDir: fresh, storage: freshFiles },
    );
    assert.equal(restored.movedAside, null);
    assert.equal(restored.files, 1);
    const reopened = createDatabase({ kind: 'pglite', dataDir: fresh });
    assert.deepEqual(await contents(reopened), before);
    assert.equal(await everyUploadHasItsFile(reopened, freshFiles), 1);
    assert.ok((await readStoredFile(freshFiles, key))?.equals((await readStoredFile(sourceFiles, key))!));
    // ... and still writable after the restore.
    await sql`update users set display_name = 'Changed after restore' where display_name = 'Falcon'`.execute(
      reopened,
    );
    await reopened.destroy();
    assert.equal(readFileSync(path.join(fresh, 'jwt-secret'), 'utf8'), 'a'.repeat(64));

    // Over a database that changed since: the changed one is moved aside, the backup's rows come back.
    const again = await restoreDatabase(
      backup,
      { kind: 'pglite', dataDir: fresh },
      { dataDir: fresh, storage: freshFiles },
    );
    assert.ok(again.movedAside && existsSync(again.movedAside), 'the previous database is kept aside');
    const back = createDatabase({ kind: 'pglite', dataDir: fresh });
    const name = await sql<{
      n: number;
    }>`select count(*)::int as n from users where display_name = 'Falcon'`.execute(back);
    assert.equal(name.rows[0].n, 1, "the backup's rows are back");
    await back.destroy();

    // A data folder whose secret differs is refused: the restored rows need the backup's.
    writeFileSync(path.join(fresh, 'payment-secret'), 'c'.repeat(64));
    await assert.rejects(
      restoreDatabase(backup, { kind: 'pglite', dataDir: fresh }, { dataDir: fresh, storage: freshFiles }),
      /payment-secret differs/,
    );
    await assert.rejects(
      restoreDatabase(backup, { kind: 'postgres', url: 'postgresql://nowhere/x' }, { dataDir: null }),
      /pglite backup; the configured database is postgres/,
    );
  });

  test('files in an S3 bucket: backed up with the database, restored into an empty bucket', async () => {
    const s3 = await startS3TestServer(['arena-live', 'arena-restored']);
    const live = new S3Storage(s3.bucket('arena-live'));
    const restoredBucket = new S3Storage(s3.bucket('arena-restored'));
    try {
      const source = await seededDataFolder('arena-backup-s3-src-');
      const db = createDatabase({ kind: 'pglite', dataDir: source });
      const keys = [await storeAvatar(db, live), await storeAvatar(db, live)];
      await db.destroy();

      const backup = path.join(folder('arena-backup-s3-out-'), 'backup');
      const manifest = await backupDatabase({ kind: 'pglite', dataDir: source }, backup, {
        dataDir: null,
        storage: live,
      });
      assert.equal(manifest.files?.count, 2);

      const fresh = folder('arena-backup-s3-dst-');
      const restored = await restoreDatabase(
        backup,
        { kind: 'pglite', dataDir: fresh },
        { dataDir: null, storage: restoredBucket },
      );
      assert.equal(restored.files, 2);
      const reopened = createDatabase({ kind: 'pglite', dataDir: fresh });
      assert.equal(await everyUploadHasItsFile(reopened, restoredBucket), 2);
      await reopened.destroy();
      for (const key of keys) {
        assert.ok((await readStoredFile(restoredBucket, key))?.equals((await readStoredFile(live, key))!));
      }
    } finally {
      await live.close();
      await restoredBucket.close();
      await s3.stop();
    }
  });

  describe('Postgres', () => {
    let server: PostgresServer;
    before(async () => {
      server = await startPostgres();
    });
    after(() => server?.stop());

    test('pg_dump backup, pg_restore into a fresh database, the same rows', async () => {
      const db = createDatabase({ kind: 'postgres', url: server.url });
      await migrateToLatest(db);
      await seedDatabase(db, { now });
      const before = await contents(db);
      await db.destroy();

      const backup = path.join(folder('arena-backup-pg-'), 'backup');
      const manifest = await backupDatabase({ kind: 'postgres', url: server.url }, backup, { dataDir: null });
      assert.equal(manifest.kind, 'postgres');
      assert.deepEqual(manifest.secrets, []);

      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query('create database restored');
      await admin.end();
      const freshUrl = server.url.replace('/postgres?', '/restored?');
      await restoreDatabase(backup, { kind: 'postgres', url: freshUrl }, { dataDir: null });
      const restored = createDatabase({ kind: 'postgres', url: freshUrl });
      assert.deepEqual(await contents(restored), before);
      // Restoring again over the same database replaces it (clean), rows unchanged.
      await sql`delete from notifications`.execute(restored);
      await restoreDatabase(backup, { kind: 'postgres', url: freshUrl }, { dataDir: null });
      assert.deepEqual(await contents(restored), before);
      await restored.destroy();
    });
  });
});
