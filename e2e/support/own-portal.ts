/**
 * A portal of a spec's own, for a suite that changes what every later suite of its worker reads (a pass season
 * rollover ends the seeded season): the same as a worker's portal (support/worker-portal.ts: the API on a copy of
 * the run's seeded database, the shell and the remotes from the run's releases) on a port block past every worker's.
 * While it runs, the helpers of support/ (readPortalInfo) read this portal, not the worker's; the `page` fixture's
 * baseURL stays the worker's shell, so a spec opens its pages by the absolute `info.urls.shell` addresses.
 *
 * @example
 * let own: OwnPortal;
 * test.beforeAll(async ({}, testInfo) => { own = await startOwnPortal(testInfo); });
 * test.afterAll(() => own?.stop());
 */
import type { TestInfo } from '@playwright/test';
import { PORTAL_INFO_VARIABLE, readRunInfo, type PortalInfo } from './portal-info';
import { startWorkerPortal } from './worker-portal';

export interface OwnPortal {
  info: PortalInfo;
  /** Seconds the start took (what the spec adds to the run). */
  startSeconds: number;
  /** Stops it; the helpers read the worker's portal again. */
  stop(): Promise<void>;
}

export async function startOwnPortal(testInfo: TestInfo): Promise<OwnPortal> {
  const started = Date.now();
  // Worker n's block is n; the spec's portal of worker n takes block workers + n, which no worker uses.
  const portal = await startWorkerPortal(readRunInfo(), {
    parallelIndex: testInfo.config.workers + testInfo.parallelIndex,
    workerIndex: testInfo.workerIndex,
  });
  const workerPortal = process.env[PORTAL_INFO_VARIABLE];
  process.env[PORTAL_INFO_VARIABLE] = JSON.stringify(portal.info);
  return {
    info: portal.info,
    startSeconds: (Date.now() - started) / 1000,
    async stop() {
      if (workerPortal === undefined) delete process.env[PORTAL_INFO_VARIABLE];
      else process.env[PORTAL_INFO_VARIABLE] = workerPortal;
      await portal.stop();
    },
  };
}
