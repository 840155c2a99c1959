import { portsFromBase } from '../../deploy/lib/environments.mjs';

/**
 * Ports of the portal the e2e run starts: shell on the base, remotes on base+1..+4, API on base+10.
 * Default base 9080 (shell 9080, remotes 9081–9084, API 9090); ARENA_E2E_PORT_BASE moves all of them.
 */
export type AppName = 'shell' | RemoteName | 'api';
export type RemoteName = 'tournaments' | 'pass' | 'account' | 'community';

export const REMOTE_NAMES: RemoteName[] = ['tournaments', 'pass', 'account', 'community'];

export function e2ePorts(env: NodeJS.ProcessEnv = process.env): Record<AppName, number> {
  const base = Number(env.ARENA_E2E_PORT_BASE ?? 9080);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
    throw new Error(`ARENA_E2E_PORT_BASE=${env.ARENA_E2E_PORT_BASE} is not a usable port base`);
  }
  return portsFromBase(base) as Record<AppName, number>;
}
