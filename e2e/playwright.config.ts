import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium.mjs';
import { e2ePorts } from './support/ports';

const ports = e2ePorts();
const CI = Boolean(process.env.CI);

/**
 * Suites run against production builds of every remote on separate origins and the real API, started once by the
 * global setup. One worker by default: platform suites stop servers and switch releases, which other suites
 * running at the same time would see (ARENA_E2E_WORKERS=2 for a run without them).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.ARENA_E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${ports.shell}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download its browsers here; Debian's Chromium (installed by scripts/test.mjs).
      executablePath: process.env.ARENA_CHROMIUM ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
