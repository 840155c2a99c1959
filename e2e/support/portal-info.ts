import type { RemoteName } from './ports';

/** What a worker's portal tells the tests (through ARENA_E2E_PORTAL, set in the worker by the `portal` fixture). */
export interface PortalInfo {
  env: string;
  urls: { shell: string; api: string; remotes: Record<RemoteName, string> };
  /** Live version of each released remote when the portal started. */
  versions: Partial<Record<RemoteName, string>>;
  releasesDir: string;
  dataDir: string;
  apiLog: string;
  problems: string[];
}

/** What the global setup tells the workers about the run (through ARENA_E2E_RUN). */
export interface RunInfo {
  /** The run's temporary folder: every worker's portal lives in a folder of its own inside it. */
  workDir: string;
  /** Each remote's build published as its first release; every worker's portal starts from a copy. */
  releasesTemplate: string;
  /** The API's data folder right after its first start (migrated and seeded); every worker's API starts on a copy. */
  seededData: string;
  /**
   * The run's Postgres server, when the APIs run on one (support/run-database.ts): its address and the database
   * seeded by the first start, which every worker's API copies (`create database … template`). Unset: each API
   * runs the embedded PGlite on the copy of `seededData`.
   */
  postgres?: { url: string; seeded: string };
  problems: string[];
}

export const PORTAL_INFO_VARIABLE = 'ARENA_E2E_PORTAL';
export const RUN_INFO_VARIABLE = 'ARENA_E2E_RUN';

/** The portal of this worker (started by the `portal` fixture before the worker's first test). */
export function readPortalInfo(): PortalInfo {
  const raw = process.env[PORTAL_INFO_VARIABLE];
  if (!raw)
    throw new Error(
      `${PORTAL_INFO_VARIABLE} is not set: import test from fixtures.ts (its worker fixture starts the portal)`,
    );
  return JSON.parse(raw) as PortalInfo;
}

export function readRunInfo(): RunInfo {
  const raw = process.env[RUN_INFO_VARIABLE];
  if (!raw)
    throw new Error(
      `${RUN_INFO_VARIABLE} is not set: run the suites with playwright.config.ts (its global setup prepares the run)`,
    );
  return JSON.parse(raw) as RunInfo;
}
