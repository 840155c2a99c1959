import assert from 'node:assert/strict';
import type { PassSyncJob } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { GameDataProvider } from '../providers/game-data/index.js';
import { seedPlayer } from '../seed/players.js';

/**
 * A game-data provider whose match reads can be held (`hold`/`release`) or slowed down, over another provider:
 * a sync then stays running as long as a test needs it to.
 */
export interface ControlledProvider {
  provider: GameDataProvider;
  hold(): void;
  release(): void;
  /** Each match read takes this long from now on (0: as fast as the provider below). */
  slowDown(delayMs: number): void;
  /** Matches read so far. */
  reads(): number;
}

export function controlledProvider(
  base: GameDataProvider,
  options: { delayMs?: number } = {},
): ControlledProvider {
  let held: { promise: Promise<void>; release: () => void } | null = null;
  let reads = 0;
  let delayMs = options.delayMs ?? 0;
  const provider: GameDataProvider = {
    ...base,
    name: base.name,
    async getMatch(puuid, matchId) {
      while (held) await held.promise;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      reads += 1;
      return base.getMatch(puuid, matchId);
    },
  };
  return {
    provider,
    hold() {
      if (held) return;
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { promise, release };
    },
    release() {
      const current = held;
      held = null;
      current?.release();
    },
    slowDown(delay) {
      delayMs = delay;
    },
    reads: () => reads,
  };
}

/** Calls an endpoint as a seeded player (by key) and answers the status and JSON body. */
export async function callAs(app: FastifyInstance, playerKey: string, method: 'GET' | 'POST', url: string) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await app.context.tokens.sign(seedPlayer(playerKey).id)}` },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Starts a sync as a player and answers its job id. */
export async function startSync(app: FastifyInstance, playerKey: string): Promise<string> {
  const { statusCode, body } = await callAs(app, playerKey, 'POST', '/v1/menapass/sync');
  assert.equal(statusCode, 200, JSON.stringify(body));
  return body.data.jobId;
}

/** The sync's status as its owner reads it. */
export async function syncStatus(
  app: FastifyInstance,
  playerKey: string,
  jobId: string,
): Promise<PassSyncJob> {
  const { statusCode, body } = await callAs(app, playerKey, 'GET', `/v1/menapass/sync-status/${jobId}`);
  assert.equal(statusCode, 200, JSON.stringify(body));
  return body;
}

/** Polls the sync's status (as the panel does, every 100 ms here) until `until` holds. */
export async function waitForSync(
  app: FastifyInstance,
  playerKey: string,
  jobId: string,
  until: (job: PassSyncJob) => boolean = (job) => job.status !== 'starting' && job.status !== 'processing',
  timeoutMs = 30_000,
): Promise<PassSyncJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await syncStatus(app, playerKey, jobId);
    if (until(job)) return job;
    if (Date.now() > deadline) assert.fail(`sync ${jobId} still ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The pg-boss row of a job once it has left `active` (pg-boss marks it completed just after the handler returns,
 * so reading it at once races that write).
 */
export async function settledBossJob(
  db: Db,
  jobId: string,
  timeoutMs = 10_000,
): Promise<{ state: string; retry_count: number } | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ state: string; retry_count: number }>`
      select state, retry_count from pgboss.job where id = ${jobId}`.execute(db);
    if (rows[0]?.state !== 'active' || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
