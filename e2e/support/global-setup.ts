/**
 * Starts the whole portal from the production builds for one e2e run: API on a fresh embedded database (so every
 * run starts from the seed), a fresh releases folder (each remote's current build becomes its first release), the
 * shell and the four remotes on their own origins. Also opens a small control endpoint so a test can stop and
 * restart one remote's server (the remote-down suite). Returns the teardown.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startPortal } from '../../deploy/lib/portal.mjs';
import { PORTAL_INFO_VARIABLE, type PortalInfo } from './portal-info';
import { e2ePorts, REMOTE_NAMES } from './ports';

export default async function globalSetup(_config: FullConfig) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));
  const apiLog = path.join(workDir, 'api.log');
  const apiLogStream = fs.createWriteStream(apiLog);
  const log = (line: string) => console.log(`[portal] ${line}`);

  const portal = await startPortal({
    env: 'local',
    ports: e2ePorts(),
    portEnv: {},
    dataDir: path.join(workDir, 'data'),
    releasesDir: path.join(workDir, 'releases'),
    host: '127.0.0.1',
    // Packages whose dist is missing are built first (ARENA_E2E_BUILD=0 serves only what is built).
    build: process.env.ARENA_E2E_BUILD !== '0',
    log,
    // Suites sign in far more often than a person does; keep the API's rate limits out of their way.
    // ARENA_TEST_CLOCK=1: tests may move the API's "now" with POST /v1/dev/clock {offsetMs} (matchmaking no-show
    // after 15 minutes, registration before a ladder's start). Never set outside tests.
    apiEnv: {
      RATE_LIMIT_PER_MINUTE: '100000',
      SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      INVITE_RATE_LIMIT_PER_MINUTE: '100000',
      ARENA_TEST_CLOCK: '1',
    },
    apiOutput: (line: string) => apiLogStream.write(`${line}\n`),
  });
  for (const note of portal.report.notes) log(`note: ${note}`);
  log(`shell ${portal.urls.shell}, API ${portal.urls.api} (log ${apiLog}), releases ${portal.releasesDir}`);

  const control = http.createServer((req, res) => {
    const match = /^\/remotes\/([a-z]+)\/(stop|start)$/.exec(req.url ?? '');
    const remote = match?.[1] as (typeof REMOTE_NAMES)[number] | undefined;
    if (req.method !== 'POST' || !match || !remote || !REMOTE_NAMES.includes(remote)) {
      res.writeHead(404).end();
      return;
    }
    const action = match[2] === 'stop' ? portal.stopRemote(remote) : portal.startRemote(remote);
    action.then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const address = control.address() as { port: number };

  const info: PortalInfo = {
    env: portal.env,
    urls: portal.urls as PortalInfo['urls'],
    versions: portal.versions,
    releasesDir: portal.releasesDir,
    dataDir: portal.dataDir,
    controlUrl: `http://127.0.0.1:${address.port}`,
    apiLog,
    problems: portal.report.problems,
  };
  // Workers are started after the global setup and inherit its environment.
  process.env[PORTAL_INFO_VARIABLE] = JSON.stringify(info);

  return async () => {
    await new Promise<void>((resolve) => {
      control.close(() => resolve());
      control.closeAllConnections();
    });
    await portal.stop();
    apiLogStream.end();
    if (process.env.ARENA_E2E_KEEP) console.log(`[portal] kept ${workDir} (ARENA_E2E_KEEP)`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  };
}
