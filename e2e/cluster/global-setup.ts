/**
 * The cluster smoke suite's setup (e2e/playwright.cluster.config.ts): starts the production shape of
 * `npm run start:cluster` (scripts/lib/cluster.mjs: Postgres, Redis, three API instances behind nginx, the portal's
 * static servers) and tells the workers where it is, in the shape the support helpers read (`readPortalInfo`), plus
 * each API instance's own address (ARENA_E2E_CLUSTER), so a test can put two players' sockets on different
 * instances. Returns the teardown, which stops everything.
 */
import type { FullConfig } from '@playwright/test';
import { startCluster } from '../../scripts/lib/cluster.mjs';
import { PORTAL_INFO_VARIABLE, type PortalInfo } from '../support/portal-info';

/** Each API instance's own address (behind nginx), for the tests that pick an instance. */
export const CLUSTER_VARIABLE = 'ARENA_E2E_CLUSTER';

export interface ClusterInfo {
  apis: string[];
}

export default async function globalSetup(_config: FullConfig) {
  const base = Number(process.env.ARENA_CLUSTER_PORT_BASE ?? 18350);
  const cluster = await startCluster({
    base,
    log: (line: string) => console.log(`[cluster] ${line}`),
    // The ladder journey registers with each instance's clock moved back into the registration period.
    apiEnv: { ARENA_TEST_CLOCK: '1' },
  });
  const info: PortalInfo = {
    env: 'local',
    urls: { shell: cluster.urls.shell, api: cluster.urls.api, remotes: cluster.urls.remotes },
    versions: cluster.portal.versions,
    releasesDir: cluster.portal.releasesDir,
    dataDir: cluster.folder,
    apiLog: cluster.apis[0].logFile,
    problems: cluster.portal.report.problems,
  };
  process.env[PORTAL_INFO_VARIABLE] = JSON.stringify(info);
  process.env[CLUSTER_VARIABLE] = JSON.stringify({
    apis: cluster.apis.map((api: { url: string }) => api.url),
  } satisfies ClusterInfo);
  return async () => {
    await cluster.stop();
  };
}
