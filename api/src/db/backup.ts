import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertStorageKey, type FileStorage } from '../storage/file-storage.js';
import { findPostgresBin } from './postgres-bin.js';
import { pgliteDirectory, type DatabaseTarget } from './database.js';

/**
 * Backups of the API's data (`npm run db:backup`, `npm run db:restore`). A backup is a folder:
 *
 * - `manifest.json`: what it holds (`kind`: `pglite` or `postgres`, when, which files);
 * - `database.tar.gz` (embedded database: PGlite's own `dumpDataDir`, taken by the only process that has the data
 *   folder open, so it is consistent) or `database.dump` (Postgres: `pg_dump --format=custom`, one consistent
 *   snapshot while the API keeps serving);
 * - `secrets/`: the generated secrets of the data folder (`jwt-secret`, `reward-code-secret`, `payment-secret`)
 *   when they live there: reward codes and banking details at rest are encrypted under them, so a backup without
 *   them would restore unreadable rows. The folder is written with mode 700, its files 600.
 * - `files/`: the uploaded files of the file storage (the data folder's `uploads/` or the bucket), one file per
 *   storage key (`files/public/{id}.png`), copied after the database: Postgres keeps the rows it answers, and the
 *   storage keeps a deleted upload's file for an hour (`UPLOAD_DELETION_GRACE_MS`), so every row of the dump finds
 *   its file. Restoring writes them back into the configured storage (the same keys; files it holds besides are left).
 *
 * Restoring the embedded database moves the current `pgdata/` aside (`pgdata.before-restore-<time>`), never
 * deletes it; restoring Postgres replaces the objects the dump holds (`pg_restore --clean --if-exists`) in one
 * transaction.
 */

/** The extensions the embedded database is opened with (as `createDatabase` does): the migrations create them. */
const PGLITE_EXTENSIONS = { pg_trgm };

export type BackupKind = 'pglite' | 'postgres';

export interface BackupManifest {
  format: 'mena-arena-backup';
  version: 1;
  kind: BackupKind;
  createdAt: string;
  database: string;
  secrets: string[];
  /** The uploaded files in `files/` (absent in a backup taken without the storage, or before issue 34). */
  files?: { count: number; bytes: number };
}

const FILES_FOLDER = 'files';

/** The content type a restored file is written with, from its key's extension (the types `uploads` allows). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** Copies every file of the storage into `folder` (one file per key); gives how many and their total size. */
async function backupFiles(storage: FileStorage, folder: string): Promise<{ count: number; bytes: number }> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  let count = 0;
  let bytes = 0;
  for await (const { key } of storage.list()) {
    assertStorageKey(key);
    const file = await storage.get(key);
    if (!file) continue; // deleted since it was listed
    const target = path.join(folder, ...key.split('/'));
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipeline(file.body, createWriteStream(target, { mode: 0o600 }));
    count += 1;
    bytes += file.size;
  }
  return { count, bytes };
}

/** The storage keys of a backup's `files/` folder (relative paths with `/`). */
function backedUpKeys(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return backedUpKeys(folder, key);
    return entry.isFile() ? [key] : [];
  });
}

/** Writes a backup's files back into the storage; gives how many. */
async function restoreFiles(folder: string, storage: FileStorage): Promise<number> {
  let count = 0;
  for (const key of backedUpKeys(folder)) {
    assertStorageKey(key);
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const bytes = await readFile(path.join(folder, ...key.split('/')));
    await storage.put(key, bytes, CONTENT_TYPES[extension] ?? 'application/octet-stream');
    count += 1;
  }
  return count;
}

const SECRET_FILES = ['jwt-secret', 'reward-code-secret', 'payment-secret'];

/** The target a backup is taken from or restored to: the embedded database's data folder, or a Postgres URL. */
export type BackupTarget = Exclude<DatabaseTarget, { kind: 'memory' }>;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = findPostgresBin();
  const tool = bin ? path.join(bin, name) : null;
  if (!tool || !existsSync(tool)) {
    throw new Error(`${name} not found: install Debian's postgresql package, or set ARENA_PG_BIN`);
  }
  return tool;
}

/** `pg_dump`/`pg_restore` take a libpq URL; they do not understand `?host=` with an encoded socket folder. */
function libpqArgs(url: string): string[] {
  return [`--dbname=${url}`];
}

function copySecrets(fromDir: string | null, toDir: string): string[] {
  if (!fromDir) return [];
  const copied: string[] = [];
  for (const name of SECRET_FILES) {
    const source = path.join(fromDir, name);
    if (!existsSync(source)) continue;
    mkdirSync(toDir, { recursive: true, mode: 0o700 });
    copyFileSync(source, path.join(toDir, name));
    chmodSync(path.join(toDir, name), 0o600);
    copied.push(name);
  }
  return copied;
}

/**
 * Takes a backup of `target` into the folder `out` (created; must not exist yet). `dataDir` is the API data folder
 * whose generated secrets go with it (null when the secrets come from the environment); `storage`, the file storage
 * whose uploaded files go with it. The embedded database must not be open in another process (the caller holds the
 * data folder's lock).
 */
export async function backupDatabase(
  target: BackupTarget,
  out: string,
  options: { dataDir: string | null; now?: Date; storage?: FileStorage } = { dataDir: null },
): Promise<BackupManifest> {
  if (existsSync(out)) throw new Error(`${out} already exists: choose a new backup folder`);
  mkdirSync(out, { recursive: true, mode: 0o700 });
  let database: string;
  if (target.kind === 'pglite') {
    const directory = pgliteDirectory(target.dataDir);
    if (!existsSync(path.join(directory, 'PG_VERSION')))
      throw new Error(`No embedded database in ${directory}`);
    const pglite = new PGlite(directory, { extensions: PGLITE_EXTENSIONS });
    try {
      await pglite.waitReady;
      // A checkpoint first, so the copy holds every committed row in the data files themselves.
      await pglite.exec('CHECKPOINT');
      const dump = await pglite.dumpDataDir('gzip');
      database = 'database.tar.gz';
      writeFileSync(path.join(out, database), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await pglite.close();
    }
  } else {
    database = 'database.dump';
    await run(postgresTool('pg_dump'), [
      ...libpqArgs(target.url),
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(out, database)}`,
    ]);
  }
  const secrets = copySecrets(options.dataDir, path.join(out, 'secrets'));
  const files = options.storage
    ? await backupFiles(options.storage, path.join(out, FILES_FOLDER))
    : undefined;
  const manifest: BackupManifest = {
    format: 'mena-arena-backup',
    version: 1,
    kind: target.kind,
    createdAt: (options.now ?? new Date()).toISOString(),
    database,
    secrets,
    ...(files ? { files } : {}),
  };
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** Reads and checks a backup folder's manifest. */
export function readBackup(folder: string): BackupManifest {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${folder} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'mena-arena-backup' || manifest.version !== 1) {
    throw new Error(`${folder}: unknown backup format`);
  }
  if (!existsSync(path.join(folder, manifest.database)))
    throw new Error(`${folder}: ${manifest.database} is missing`);
  return manifest;
}

/**
 * Restores the backup in `folder` into `target` (an embedded backup into an embedded database, a Postgres one into
 * Postgres), and its uploaded files into `storage`. The secrets go back into `dataDir` unless one there already
 * differs (then restoring refuses: the restored rows need the backup's secrets; move the folder's secret aside
 * first). Gives where the previous embedded database was moved, if there was one, and how many files came back.
 */
export async function restoreDatabase(
  folder: string,
  target: BackupTarget,
  options: { dataDir: string | null; now?: Date; storage?: FileStorage } = { dataDir: null },
): Promise<{ manifest: BackupManifest; movedAside: string | null; files: number }> {
  const manifest = readBackup(folder);
  if (manifest.kind !== target.kind) {
    throw new Error(`${folder} is a ${manifest.kind} backup; the configured database is ${target.kind}`);
  }
  if (manifest.files && manifest.files.count > 0 && !options.storage) {
    throw new Error(
      `${folder} holds ${manifest.files.count} uploaded files: restore them into a file storage`,
    );
  }
  if (options.dataDir) {
    for (const name of manifest.secrets) {
      const current = path.join(options.dataDir, name);
      const saved = readFileSync(path.join(folder, 'secrets', name), 'utf8');
      if (existsSync(current) && readFileSync(current, 'utf8') !== saved) {
        throw new Error(
          `${current} differs from the backup's: the restored data needs the backup's secret. Move ${name} aside first.`,
        );
      }
    }
  }
  let movedAside: string | null = null;
  const source = path.join(folder, manifest.database);
  if (target.kind === 'pglite') {
    const directory = pgliteDirectory(target.dataDir);
    if (existsSync(directory)) {
      movedAside = `${directory}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(directory, movedAside);
    }
    mkdirSync(directory, { recursive: true });
    const pglite = new PGlite(directory, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(source)]),
    });
    try {
      await pglite.waitReady;
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
  } else {
    await run(postgresTool('pg_restore'), [
      ...libpqArgs(target.url),
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      source,
    ]);
  }
  if (options.dataDir) {
    for (const name of manifest.secrets) {
      const current = path.join(options.dataDir, name);
      if (existsSync(current)) continue;
      mkdirSync(options.dataDir, { recursive: true });
      copyFileSync(path.join(folder, 'secrets', name), current);
      chmodSync(current, 0o600);
    }
  }
  const filesFolder = path.join(folder, FILES_FOLDER);
  const files =
    manifest.files && options.storage && existsSync(filesFolder)
      ? await restoreFiles(filesFolder, options.storage)
      : 0;
  return { manifest, movedAside, files };
}
