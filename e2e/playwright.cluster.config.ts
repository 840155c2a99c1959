import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from './support/chromium.mjs';

/**
 * The cluster smoke suite (issue 34): a few journeys against the production shape — three API instances behind
 * nginx, Postgres, Redis, the portal's static servers — started once by cluster/global-setup.ts (the same code as
 * `npm run start:cluster`). One worker: the suite is short and the cluster is shared.
 *
 *   npx playwright test -c e2e/playwright.cluster.config.ts
 */
export default defineConfig({
  testDir: './cluster',
  outputDir: './test-results/cluster',
  globalSetup: './cluster/global-setup.ts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'cluster' }],
});
