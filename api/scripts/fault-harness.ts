/**
 * What the fault scripts share: the real API server (`src/main.ts`) as a child process on loopback, tokens of
 * seeded players, a restartable throwaway Postgres, and small statistics helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../src/auth/tokens.js';
import { seedPlayer } from '../src/seed/players.js';
import { findPostgresBin, startPostgres, type PostgresServer } from '../src/testing/postgres-server.js';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SECRET = 'fault-secret-fault-secret-fault-secret-0123456789';
export const PORTAL_ORIGIN = 'http://localhost:8080';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines the server wrote (for a failure report). */
  output: () => string;
}

/** Starts `src/main.ts` (as `npm run dev` does, without watching) and waits until /health answers 200. */
export async function startApi(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ApiProcess & { startedInMs: number }> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    ARENA_DATA_DIR: options.dataDir,
    ARENA_JWT_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    INVITE_RATE_LIMIT_PER_MINUTE: '1000000',
    PORTAL_ORIGINS: PORTAL_ORIGIN,
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--conditions=arena-source', '--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = started + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200)
        return { url, child, exited, output: () => output, startedInMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer /health in time:\n${output}`);
}

/** SIGTERM and wait (the server shuts down gracefully: sockets, pool, data folder lock). */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  await api.exited;
}

const tokens = createTokenService(SECRET);
/** A valid token of a seeded player (`falcon`, `layla`...), signed with the secret the API was started with. */
export function tokenFor(playerKey: string): Promise<string> {
  return tokens.sign(seedPlayer(playerKey).id);
}

/** A valid token of any user by id (players the fault scripts add or pick from the database). */
export function tokenForUser(userId: string): Promise<string> {
  return tokens.sign(userId);
}

export const PLAYERS = ['falcon', 'layla', 'omar', 'sara', 'youssef', 'nour', 'lukas', 'emma'];

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Whether `body` is the API's error shape `{code, message, details}`. */
export function isErrorShape(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { code, message, details } = body as Record<string, unknown>;
  return (
    typeof code === 'number' &&
    typeof message === 'string' &&
    (details === null || typeof details === 'object')
  );
}

/** A throwaway Postgres that can be stopped and started again on the same data (a restart). */
export interface RestartablePostgres extends PostgresServer {
  /** Fast shutdown (SIGINT: sessions are cut) and wait until the server is gone. */
  halt: () => Promise<void>;
  /** Starts the server again on the same data folder; resolves once it accepts connections. */
  resume: () => Promise<void>;
}

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const server = await startPostgres();
  const folder = decodeURIComponent(new URL(server.url).searchParams.get('host') ?? '');
  const dataDir = path.join(folder, 'data');
  const bin = findPostgresBin()!;
  let resumed: ChildProcess | null = null;
  const halt = async () => {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
    while (!processGone(pid)) await sleep(20);
  };
  const resume = async () => {
    const args = ['-D', dataDir, '-k', folder, '-c', 'listen_addresses=', '-p', '5432', '-c', 'fsync=off'];
    const [command, commandArgs] =
      process.getuid?.() === 0
        ? [
            'setpriv',
            [
              '--reuid=postgres',
              '--regid=postgres',
              '--init-groups',
              '--',
              path.join(bin, 'postgres'),
              ...args,
            ],
          ]
        : [path.join(bin, 'postgres'), args];
    resumed = spawn(command, commandArgs as string[], { stdio: 'ignore' });
    for (;;) {
      const client = new pg.Client({ connectionString: server.url });
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        return;
      } catch {
        await client.end().catch(() => {});
        await sleep(50);
      }
    }
  };
  return {
    url: server.url,
    halt,
    resume,
    stop: async () => {
      if (resumed && resumed.exitCode === null) {
        resumed.kill('SIGINT');
        await new Promise((resolve) => resumed!.once('exit', resolve));
      }
      await server.stop();
    },
  };
}

/** The API process's resident memory in MB (Linux `/proc`), or null. */
export function residentMegabytes(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}
