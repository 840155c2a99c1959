/**
 * The `test` every suite imports: Playwright's test with the running portal and helpers.
 *
 * @example
 *   import { test, expect } from '../fixtures';
 *   test('profile', async ({ page, signInAs, setLocale }) => {
 *     await setLocale(page, 'en');
 *     await signInAs(page, 'Falcon#MENA', { returnTo: '/account' });
 *     await expect(page.getByRole('heading', { name: 'Match History' })).toBeVisible();
 *   });
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test as base, expect, type Page } from '@playwright/test';
import { openSignInPage, submitSignIn } from './support/arena-ui';
import { PORTAL_INFO_VARIABLE, readRunInfo, type PortalInfo } from './support/portal-info';
import type { RemoteName } from './support/ports';
import { startWorkerPortal, type WorkerPortal } from './support/worker-portal';

export { expect };
export type { PortalInfo, RemoteName };
export type Locale = 'en' | 'ar';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** The localStorage key of the chosen language (shared-kit i18n). */
const LANGUAGE_KEY = 'arena.lang';

/**
 * Chooses the portal's language before the next navigation (Arabic is the default). The choice is written once
 * per tab, so a language switch made by the test through the UI survives reloads.
 */
export async function setLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      const marker = `arena.e2e.locale.${value}`;
      if (window.sessionStorage.getItem(marker)) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(marker, '1');
    },
    { key: LANGUAGE_KEY, value: locale },
  );
}

/**
 * Signs in through the API's stand-in sign-in page, as a real visitor would: stores a sign-in state as the portal
 * does, opens `/auth/signin?redirect_url=<shell page>&state=<state>`, presses the seeded player's button (it shows
 * gameName#tagLine; the community players are inside the closed "Other players" section) and waits until the shell
 * has stored the token (it takes a token only with the state of a sign-in this browser started).
 */
export async function signInAs(
  page: Page,
  player: string,
  { returnTo = '/' }: { returnTo?: string } = {},
): Promise<void> {
  await openSignInPage(page, returnTo);
  const button = page.getByRole('button', { name: player }).first();
  if (!(await button.isVisible())) await page.locator('summary').filter({ hasText: 'Other players' }).click();
  await submitSignIn(page, () => button.click());
}

/** Controls the running portal: stop or start one remote's server, or release/rollback through the real commands. */
export interface PortalControl {
  stopRemote(remote: RemoteName): Promise<void>;
  startRemote(remote: RemoteName): Promise<void>;
  /** `node deploy/bin/release.mjs <remote> --version <version>` against this run's releases; returns its output. */
  release(remote: RemoteName, options: { version: string; build?: boolean }): Promise<string>;
  /** `node deploy/bin/rollback.mjs <remote>` against this run's releases; returns its output. */
  rollback(remote: RemoteName): Promise<string>;
  /** The remotes' live versions, as the shell's /platform.json says now. */
  liveVersions(): Promise<Partial<Record<RemoteName, string>>>;
}

async function command(portal: PortalInfo, script: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(REPO_ROOT, 'deploy/bin', script), ...args, '--env', portal.env],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ARENA_RELEASES_DIR: portal.releasesDir },
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    return `${stdout}${stderr}`;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${script} ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? failure.message}`,
      { cause: error },
    );
  }
}

interface Fixtures {
  portalControl: PortalControl;
  signInAs: typeof signInAs;
  setLocale: typeof setLocale;
}

interface WorkerFixtures {
  /** This worker's own portal (support/worker-portal.ts), started before its first test. */
  workerPortal: WorkerPortal;
  portal: PortalInfo;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerPortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const portal = await startWorkerPortal(readRunInfo(), workerInfo);
      // The helpers of support/ read the portal from the environment (readPortalInfo); one portal per process.
      process.env[PORTAL_INFO_VARIABLE] = JSON.stringify(portal.info);
      try {
        await use(portal);
      } finally {
        await portal.stop();
      }
    },
    // Every test needs its worker's portal, the ones that only open pages on the baseURL too.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  portal: [async ({ workerPortal }, use) => use(workerPortal.info), { scope: 'worker' }],
  baseURL: async ({ portal }, use) => use(portal.urls.shell),
  portalControl: async ({ portal, workerPortal }, use) => {
    const stopped = new Set<RemoteName>();
    await use({
      async stopRemote(remote) {
        await workerPortal.stopRemote(remote);
        stopped.add(remote);
      },
      async startRemote(remote) {
        await workerPortal.startRemote(remote);
        stopped.delete(remote);
      },
      release: (remote, { version, build = true }) =>
        command(portal, 'release.mjs', [remote, '--version', version, ...(build ? [] : ['--no-build'])]),
      rollback: (remote) => command(portal, 'rollback.mjs', [remote]),
      async liveVersions() {
        const platform = (await (await fetch(`${portal.urls.shell}/platform.json`)).json()) as {
          remotes: { name: RemoteName; version: string }[];
        };
        return Object.fromEntries(platform.remotes.map((line) => [line.name, line.version]));
      },
    });
    // A test that stopped a remote never leaves it down for the next one, even when it failed.
    for (const remote of stopped) await workerPortal.startRemote(remote);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  signInAs: async ({}, use) => {
    await use(signInAs);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  setLocale: async ({}, use) => {
    await use(setLocale);
  },
});
