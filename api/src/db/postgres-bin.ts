import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder with `initdb` and `postgres`: `ARENA_PG_BIN`, else `pg_config --bindir`, else the newest
 * `/usr/lib/postgresql/<version>/bin` (Debian's `postgresql` package). Null when there is none.
 */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.ARENA_PG_BIN) candidates.push(process.env.ARENA_PG_BIN);
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return (
    candidates.find(
      (bin) => existsSync(path.join(bin, 'postgres')) && existsSync(path.join(bin, 'initdb')),
    ) ?? null
  );
}
