import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, REPO_ROOT } from '../config.js';
import { createFileStorage } from '../storage/create-storage.js';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.js';
import { databaseTarget } from './database.js';
import { lockDataDir } from './data-dir-lock.js';

/**
 * `npm run db:backup [-- --out <folder>]` and `npm run db:restore -- <folder>`: the configured database
 * (`DATABASE_URL`, else the embedded one in `ARENA_DATA_DIR`) and the uploaded files of the configured storage
 * (`S3_BUCKET`, else `<ARENA_DATA_DIR>/uploads`), as the API itself reads the environment. The embedded database
 * must be stopped (its data folder's lock is taken); Postgres and the bucket are backed up live.
 */
async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const target = databaseTarget(config) as BackupTarget;
  // Secrets from the environment are not in the folder; those generated into it go with the backup.
  const dataDir = config.dataDir;
  const release = target.kind === 'pglite' ? lockDataDir(config.dataDir, `db:${command}`) : () => {};
  const storage = await createFileStorage(config.uploadStorage);
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const out = path.resolve(
        values.out ?? path.join(REPO_ROOT, '.data', 'backups', `arena-${target.kind}-${stamp}`),
      );
      const started = Date.now();
      const manifest = await backupDatabase(target, out, { dataDir, storage });
      console.log(
        `Backup of the ${manifest.kind === 'pglite' ? 'embedded database' : 'Postgres database'} written to ${out} ` +
          `(${manifest.database}; secrets: ${manifest.secrets.join(', ') || 'none'}; ` +
          `${manifest.files?.count ?? 0} uploaded files from the ${storage.kind} storage) in ${Date.now() - started} ms`,
      );
    } else if (command === 'restore') {
      const folder = positionals[0];
      if (!folder) throw new ConfigError('Usage: npm run db:restore -- <backup folder>');
      const started = Date.now();
      const { manifest, movedAside, files } = await restoreDatabase(path.resolve(folder), target, {
        dataDir,
        storage,
      });
      console.log(
        `Restored ${manifest.kind} backup of ${manifest.createdAt} (${files} uploaded files into the ` +
          `${storage.kind} storage) in ${Date.now() - started} ms` +
          (movedAside ? `; the previous database was moved to ${movedAside}` : ''),
      );
    } else {
      throw new ConfigError('Usage: backup-cli.ts backup [--out <folder>] | restore <folder>');
    }
  } finally {
    await storage.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
