import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

/** A throwaway Redis server: its URL and how to stop it (nothing is kept). */
export interface RedisServer {
  url: string;
  /** The server's process id (tests pause it with SIGSTOP and resume it with SIGCONT). */
  pid: number;
  stop: () => Promise<void>;
}

/** `ARENA_REDIS_SERVER`, else Debian's `/usr/bin/redis-server`, else one on the PATH; null when there is none. */
export function findRedisServer(): string | null {
  if (process.env.ARENA_REDIS_SERVER && existsSync(process.env.ARENA_REDIS_SERVER)) {
    return process.env.ARENA_REDIS_SERVER;
  }
  if (existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  const which = spawnSync('which', ['redis-server'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** A TCP port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a fresh `redis-server` on a free port of 127.0.0.1, with no persistence, in a temporary folder (as the
 * several-instances tests start their own Postgres). Used by the shared rate-limit tests. Test files run in
 * parallel: when another process takes the free port before the server binds it, it tries another one.
 */
export async function startRedis(options: { bin?: string } = {}): Promise<RedisServer> {
  const bin = options.bin ?? findRedisServer();
  if (!bin)
    throw new Error("No redis-server found (install Debian's redis-server, or set ARENA_REDIS_SERVER)");
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startRedisOnce(bin);
    } catch (error) {
      if (attempt >= 3 || !/already in use/i.test(String(error))) throw error;
    }
  }
}

async function startRedisOnce(bin: string): Promise<RedisServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'arena-redis-'));
  const port = await freePort();
  const server = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const url = `redis://127.0.0.1:${port}`;

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };

  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`redis-server exited with ${server.exitCode}: ${output}`);
    }
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      break;
    } catch (error) {
      client.disconnect();
      if (attempt >= 100) {
        await stop();
        throw new Error(`redis-server did not accept connections:\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { url, pid: server.pid!, stop };
}
