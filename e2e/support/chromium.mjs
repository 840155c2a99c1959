import fs from 'node:fs';

// The flags Debian's Chromium gets in every e2e run and every measuring script (scripts/lib/measure-common.mjs):
// no sandbox (root in a container), no GPU, no QUIC, no background traffic that would land in a measurement.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser the e2e suites drive: ARENA_CHROMIUM when set, else Debian's old headless shell
 * (`apt-get install chromium-headless-shell`, which scripts/test.mjs installs), the same Blink and V8 as Debian's
 * chromium without the browser around them — the same suite took 828 CPU-seconds of Chromium in the full browser
 * and about a third of that in the shell (a page load: 1.3 against 0.45 CPU-seconds), on a machine where the e2e
 * stage is CPU-bound. Falls back to the full browser (/usr/bin/chromium) where the shell is not installed.
 * Measuring scripts (Lighthouse, layout shift budgets) keep the full browser: they measure what a player's
 * browser does.
 */
export const E2E_CHROMIUM =
  process.env.ARENA_CHROMIUM ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

/**
 * The full browser, for the few suites that need what only it has: a notification platform and a push manager
 * (push-settings.spec.ts, the push message test of service-worker.spec.ts), each through `test.use({ launchOptions })`.
 */
export const FULL_CHROMIUM = process.env.ARENA_CHROMIUM ?? '/usr/bin/chromium';
