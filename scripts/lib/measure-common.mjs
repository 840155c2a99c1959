// What the measuring scripts (measure-lighthouse, measure-budget, measure-navigation) share: the portal they
// measure (a running one, or one started from the production builds on ports of their own), Debian's Chromium and
// the flags every run gives it, the public API look-ups for seeded ids, and the median.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvironmentTemplate, portsFromBase, resolvePorts } from '../../deploy/lib/environments.mjs';

/** Debian's Chromium (`apt-get install -y chromium`); ARENA_CHROMIUM or CHROME_PATH point elsewhere. */
export function chromiumPath(env = process.env) {
  const file = env.ARENA_CHROMIUM ?? env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: install Debian's Chromium (apt-get install -y chromium)`);
  return file;
}

/** The flags of every measured run, the ones e2e gives Chromium. */
export { CHROMIUM_ARGS } from '../../e2e/support/chromium.mjs';

/** The shell of a local `npm start` (http://localhost:8080, or what ARENA_PORT_BASE / ARENA_PORT_* say). */
export function defaultShellUrl(env = process.env) {
  const ports = resolvePorts(loadEnvironmentTemplate('local'), env);
  return `http://localhost:${ports.shell}`;
}

/** The median of the finite numbers in `values` (null when there are none). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The first item of a list answer, whatever the envelope (`{data: [...]}`, `{data: {items}}`, `[...]`). */
export function firstItem(body) {
  const lists = [body, body?.data, body?.data?.items, body?.items, body?.data?.data, body?.data?.posts];
  const list = lists.find((value) => Array.isArray(value) && value.length);
  return list?.[0];
}

/** The live platform manifest of a portal (what its shell answers at /platform.json). */
export async function readPlatform(shellUrl) {
  try {
    return await getJson(`${shellUrl}/platform.json`);
  } catch (error) {
    throw new Error(
      `${shellUrl}/platform.json did not answer (${error.message}); start the portal first (npm start)`,
      { cause: error },
    );
  }
}

/**
 * The command line of a measuring script that opens a portal: `[shell URL] [--start [--port-base N]] [--runs N]
 * [--json file] [-h]` and the script's own `options`. Prints `usage` and answers null for --help; otherwise the
 * parsed values, the number of runs and the `portal` options for `openPortal`.
 */
export function parseMeasureArgs({ usage, portBase, runs, options = {} }) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      start: { type: 'boolean', default: false },
      'port-base': { type: 'string', default: String(portBase) },
      runs: { type: 'string', default: String(runs) },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
      ...options,
    },
  });
  if (values.help) {
    console.log(usage);
    return null;
  }
  const count = Number(values.runs);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--runs ${values.runs} is not a positive integer`);
  return {
    values,
    runs: count,
    portal: { shellUrl: positionals[0], start: values.start, portBase: values['port-base'] },
  };
}

/**
 * The portal to measure: `shellUrl` as given (a running `npm start` by default), or with `start` the whole portal
 * from the production builds as e2e starts it (fresh database and releases folder in a temporary directory, shell on
 * `portBase`, remotes on +1..+4, API on +10), stopped and removed by `close()`.
 */
export async function openPortal({
  shellUrl,
  start = false,
  portBase = 9600,
  label = 'measure',
  log = console.log,
}) {
  if (!start) return { shellUrl: (shellUrl ?? defaultShellUrl()).replace(/\/+$/, ''), close: async () => {} };
  const { startPortal } = await import('../../deploy/lib/portal.mjs');
  const base = Number(portBase);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000)
    throw new Error(`port base ${portBase} is not usable`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `arena-${label}-`));
  log(`starting the portal from the production builds (port base ${base}, ${workDir})…`);
  let portal;
  try {
    portal = await startPortal({
      env: 'local',
      ports: portsFromBase(base),
      portEnv: {},
      dataDir: path.join(workDir, 'data'),
      releasesDir: path.join(workDir, 'releases'),
      build: false,
      log: (line) => log(`[portal] ${line}`),
      apiOutput: () => {},
    });
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    shellUrl: portal.urls.shell,
    close: async () => {
      await portal.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Waits until a page has drawn and the network has been quiet (twice, half a second apart). */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle').catch(() => {});
}

/**
 * Signs a Playwright page in through the API's stand-in sign-in page (`<api>/auth/signin`), as a visitor does:
 * presses the seeded player's button (or the first player listed when `player` is not there) and waits until the
 * shell has the page back. Answers the player chosen.
 */
export async function signIn(page, { shell, api, player, returnTo = '/' }) {
  // The portal takes a token only with the state of a sign-in this browser started: store one as it does.
  const state = randomBytes(16).toString('base64url');
  await page.context().clearCookies({ name: 'arena_signin_state' });
  await page
    .context()
    .addCookies([{ name: 'arena_signin_state', value: state, url: shell, secure: true, sameSite: 'Lax' }]);
  await page.goto(
    `${api}/auth/signin?redirect_url=${encodeURIComponent(new URL(returnTo, shell).href)}&state=${state}`,
  );
  const exact = page.getByRole('button', { name: player });
  const button = (await exact.count()) ? exact.first() : page.getByRole('button', { name: /#/ }).first();
  const text = (await button.textContent()) ?? '';
  const chosen = text.includes(player)
    ? player
    : (/[^\s#][^#\n]{0,30}#[0-9A-Za-z]{2,6}/.exec(text)?.[0] ?? text.trim());
  await button.click({ timeout: 10_000 });
  await page.waitForURL((url) => url.origin === new URL(shell).origin, { timeout: 15_000 });
  await settle(page);
  return chosen;
}
