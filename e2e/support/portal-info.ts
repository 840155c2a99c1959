import type { RemoteName } from './ports';

/** What the global setup tells the test workers about the running portal (through ARENA_E2E_PORTAL). */
export interface PortalInfo {
  env: string;
  urls: { shell: string; api: string; remotes: Record<RemoteName, string> };
  /** Live version of each released remote when the run started. */
  versions: Partial<Record<RemoteName, string>>;
  releasesDir: string;
  dataDir: string;
  /** The harness's control endpoint (stop/start one remote's server). */
  controlUrl: string;
  apiLog: string;
  problems: string[];
}

export const PORTAL_INFO_VARIABLE = 'ARENA_E2E_PORTAL';

export function readPortalInfo(): PortalInfo {
  const raw = process.env[PORTAL_INFO_VARIABLE];
  if (!raw)
    throw new Error(
      `${PORTAL_INFO_VARIABLE} is not set: run the suites with playwright.config.ts (its global setup starts the portal)`,
    );
  return JSON.parse(raw) as PortalInfo;
}
