/**
 * One whole portal per Playwright worker, from the run's shared production build (deploy/lib/portal.mjs): the API
 * on its own copy of the run's freshly seeded database (every worker starts from the seed; the test clock, POST /v1/dev/clock, is this
 * API's alone), a copy of the run's template releases (a release or rollback switches this worker's portal only),
 * the shell and the four remotes on this worker's ports (a remote stopped here is down for this worker only).
 * Suites in one worker run one after another against it, as all of them did in the one-worker run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startPortal } from '../../deploy/lib/portal.mjs';
import type { PortalInfo, RunInfo } from './portal-info';
import { createServerDatabase } from '../../api/src/testing/postgres-server';
import { e2ePorts, type RemoteName } from './ports';

/** The API's environment in an e2e run. */
const API_ENV = {
  // Suites sign in far more often than a person does; keep the API's rate limits out of their way.
  RATE_LIMIT_PER_MINUTE: '100000',
  SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
  WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  INVITE_RATE_LIMIT_PER_MINUTE: '100000',
  // Tests may move the API's "now" with POST /v1/dev/clock {offsetMs} (matchmaking no-show after 15 minutes,
  // registration before a ladder's start). Never set outside tests.
  ARENA_TEST_CLOCK: '1',
};

/**
 * Migrates and seeds the run's database once (the API's first start on an empty folder), in `dataDir`: every
 * worker's API starts on a copy of it, seconds instead of the half minute a migration and seed take on a busy
 * machine. The seed's times are relative to the clock, like a one-portal run's seed made at the start of the run.
 */
export async function seedDatabase(
  dataDir: string,
  scratchDir: string,
  databaseUrl?: string,
): Promise<string[]> {
  const portal = await startPortal({
    env: 'local',
    ports: e2ePorts(0),
    portEnv: {},
    dataDir,
    releasesDir: path.join(scratchDir, 'releases'),
    host: '127.0.0.1',
    build: false,
    log: () => {},
    apiEnv: { ...API_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    apiOutput: () => {},
  });
  await portal.stop();
  fs.rmSync(scratchDir, { recursive: true, force: true });
  return portal.report.problems;
}

/** The running portal of a worker: what the tests see, and the servers behind it. */
export interface WorkerPortal {
  info: PortalInfo;
  stopRemote(remote: RemoteName): Promise<void>;
  startRemote(remote: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

export async function startWorkerPortal(
  run: RunInfo,
  { parallelIndex, workerIndex }: { parallelIndex: number; workerIndex: number },
): Promise<WorkerPortal> {
  // A worker that replaces a failed one gets the same parallel index (and ports) and a folder of its own.
  const started = Date.now();
  const dir = path.join(run.workDir, `worker-${parallelIndex}-${workerIndex}`);
  const releasesDir = path.join(dir, 'releases');
  // The static server sends a file's compressed copy only when it is not older than the file: times come along.
  fs.cpSync(run.releasesTemplate, releasesDir, { recursive: true, preserveTimestamps: true });
  const dataDir = path.join(dir, 'data');
  // On the run's Postgres server, a copy of the seeded database (the data folder keeps the API's uploads);
  // else the embedded database's folder, copied.
  const databaseEnv: Record<string, string> = run.postgres
    ? {
        DATABASE_URL: await createServerDatabase(
          run.postgres.url,
          `worker_${parallelIndex}_${workerIndex}_${process.pid}`,
          run.postgres.seeded,
        ),
      }
    : {};
  fs.cpSync(run.seededData, dataDir, { recursive: true });
  const apiLog = path.join(dir, 'api.log');
  const apiLogStream = fs.createWriteStream(apiLog);
  const log = (line: string) => console.log(`[portal ${parallelIndex}] ${line}`);

  const portal = await startPortal({
    env: 'local',
    ports: e2ePorts(parallelIndex),
    portEnv: {},
    dataDir,
    releasesDir,
    host: '127.0.0.1',
    // The global setup built what was missing, once for every worker.
    build: false,
    log: (line: string) => {
      // Only trouble: the first releases were published by the global setup.
      if (line.startsWith('✖')) log(line);
    },
    apiEnv: { ...API_ENV, ...databaseEnv },
    apiOutput: (line: string) => apiLogStream.write(`${line}\n`),
  });

  log(
    `${portal.urls.shell}, API ${portal.urls.api}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const info: PortalInfo = {
    env: portal.env,
    urls: portal.urls as PortalInfo['urls'],
    versions: portal.versions,
    releasesDir: portal.releasesDir,
    dataDir: portal.dataDir,
    apiLog,
    problems: [...run.problems, ...portal.report.problems],
  };
  return {
    info,
    stopRemote: (remote) => portal.stopRemote(remote),
    startRemote: (remote) => portal.startRemote(remote),
    async stop() {
      await portal.stop();
      await new Promise<void>((resolve) => apiLogStream.end(resolve));
    },
  };
}
