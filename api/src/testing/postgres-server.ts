import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin } from '../db/postgres-bin.js';

export { findPostgresBin };

/** A throwaway Postgres server: its connection URL and how to stop it (the data goes with it). */
export interface PostgresServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Postgres refuses to run as root: as root, the server runs as the `postgres` account (Debian's package), through
 * `setpriv`, which executes the command in place (so signals reach the server itself).
 */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

/**
 * Starts a fresh Postgres cluster in a temporary folder, listening only on a Unix socket in that folder (no TCP
 * port to collide with), tuned for tests (no fsync). Used by the several-instances tests and the load test.
 */
export async function startPostgres(
  options: { bin?: string; maxConnections?: number } = {},
): Promise<PostgresServer> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin)
    throw new Error("No Postgres server binaries found (install Debian's postgresql, or set ARENA_PG_BIN)");
  const folder = mkdtempSync(path.join(tmpdir(), 'arena-pg-'));
  const dataDir = path.join(folder, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const [initCommand, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'arena',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  const [command, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-k',
    folder,
    '-c',
    'listen_addresses=',
    '-p',
    '5432',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    `max_connections=${options.maxConnections ?? 100}`,
  ]);
  const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const url = `postgresql://arena@localhost/postgres?host=${encodeURIComponent(folder)}`;

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // Smart shutdown waits for the last sessions (closing pools end theirs a moment after `end()` resolves);
      // after 5 s, fast shutdown ends any left.
      server.kill('SIGTERM');
      const fast = setTimeout(() => server.kill('SIGINT'), 5_000);
      await exited;
      clearTimeout(fast);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`postgres exited with ${server.exitCode}: ${output}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt >= 150) {
        await stop();
        throw new Error(`postgres did not accept connections:\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop };
}

/** The address of database `name` on the server of `serverUrl` (its `postgres` database's address). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Creates database `name` on the server of `serverUrl`, empty or as a copy of `template` (a file copy inside the
 * server); answers its address.
 */
export async function createServerDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}
