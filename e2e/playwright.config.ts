import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from './support/chromium.mjs';

const CI = Boolean(process.env.CI);

/**
 * Suites run against production builds of every remote on separate origins and the real API. The global setup
 * builds what is missing and publishes the remotes' builds once; each worker then starts a portal of its own
 * (support/worker-portal.ts: API on a fresh database, its own releases and ports), so a suite that stops a remote,
 * switches a release, moves the API's test clock or changes seeded data is seen by its worker's later suites only,
 * as in a one-worker run. The e2e stage mostly waits on pages (the load average stays under 2 on 2 cores), so more
 * workers than cores pay: 3 by default (ARENA_E2E_WORKERS).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.ARENA_E2E_WORKERS ?? 3),
  // Tests, not files, are shared out: the walks over every route (layout shift, axe) are a few long tests each.
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // baseURL: the worker's own shell (the `baseURL` fixture of fixtures.ts).
    trace: 'on-first-retry',
    // Each test is a first visit in a fresh context, where the portal's service worker installs and precaches the
    // shell's files: 0.28 CPU s of Chromium a context (6 × 3 cold loads: 27.0 against 22.0 CPU s), on a stage that
    // is CPU-bound. The suites about the worker (service-worker, push-settings) and the route walk (a returning
    // player's loads, many pages a context) allow it.
    serviceWorkers: 'block',
    // A player who asked for less motion (the portal honours it: spinners, shimmers and the carousel stand still):
    // a spinning or shimmering placeholder is composited again every frame while a test waits beside it, and the
    // behaviour suites look at what a page says and does, not at motion. Four suites, 30 tests, two runs each:
    // Chromium 174.6 and 159.2 → 157.6 and 143.1 CPU s (its compositor 39 and 33 → 29 and 25). The route walk
    // keeps a default visitor's motion: it holds that nothing animates for ever.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download its browsers here; Debian's Chromium (installed by scripts/test.mjs).
      executablePath: E2E_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
