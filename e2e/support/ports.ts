import { portsFromBase } from '../../deploy/lib/environments.mjs';

/**
 * Ports of the portals an e2e run starts, one portal per worker: worker n (Playwright's parallel index) on the base
 * plus 20·n, its shell on that, remotes +1..+4, API +10. Default base 9080 (worker 0: shell 9080, remotes
 * 9081–9084, API 9090; worker 1: 9100…); ARENA_E2E_PORT_BASE moves all of them.
 */
export type AppName = 'shell' | RemoteName | 'api';
export type RemoteName = 'tournaments' | 'pass' | 'account' | 'community';

export const REMOTE_NAMES: RemoteName[] = ['tournaments', 'pass', 'account', 'community'];

/** How far apart the port blocks of two workers are. */
export const WORKER_PORT_STRIDE = 20;

export function e2ePorts(parallelIndex = 0, env: NodeJS.ProcessEnv = process.env): Record<AppName, number> {
  const base = Number(env.ARENA_E2E_PORT_BASE ?? 9080);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
    throw new Error(`ARENA_E2E_PORT_BASE=${env.ARENA_E2E_PORT_BASE} is not a usable port base`);
  }
  return portsFromBase(base + WORKER_PORT_STRIDE * parallelIndex) as Record<AppName, number>;
}
