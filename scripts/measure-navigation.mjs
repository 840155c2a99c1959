#!/usr/bin/env node
// Cross-remote against same-remote navigation (issue 14, DESIGN §8): "a cross-remote navigation (e.g. /tournaments
// → /news, warm) paints the new page's content within 1.2× the time of a same-remote navigation".
//
// Debian's Chromium (playwright-core, desktop viewport so the header's links show), signed in as a player (default
// Falcon#MENA, through the API's stand-in sign-in page), or signed out with --visitor (the pass page then holds a
// visitor behind its sign-in popup, so /mena-pass → /loyalty-leaderboard is left out). The site is warmed
// first (every page below opened once, and one unrecorded round of every navigation), so the browser's cache holds
// each remote's files. Then each run opens the page a navigation starts from (a new document, as a visitor landing
// there), waits until it has drawn its content and the network has been idle for a second, and clicks the link a
// visitor would click: a header link, or a card of the list. The time is taken in the page, from the click event to
// the animation frame in which the new page's content element (not its loading placeholder) is first visible, so
// it includes the route change, loading the remote (manifest, entry, chunks: revalidated or from the cache), its
// mount and its first API call. Rounds alternate the navigations, so the machine's load weighs on all of them alike.
// Reported: the median of N runs (default 7) per navigation, the median over all cross-remote and all same-remote
// runs, and their ratio against the 1.2 goal; `--verbose` lists what each navigation requested after the click
// (start–end after the click, bytes transferred: 0 when read from the cache, or cross-origin without
// Timing-Allow-Origin).
//
// It measures a running portal (`npm start`, default http://localhost:8080 or ARENA_PORT_BASE) unless `--start`
// starts the whole portal from the production builds on ports of its own (--port-base, default 9700).
//
//   node scripts/measure-navigation.mjs [shell URL] [--start [--port-base 9700]] [--runs 7] [--locale ar|en]
//                                       [--player "Falcon#MENA" | --visitor] [--verbose] [--json file]
// Exits non-zero when a navigation could not be measured (the goal is reported, not enforced: times depend on the
// machine's load).
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  median,
  openPortal,
  parseMeasureArgs,
  readPlatform,
  signIn,
} from './lib/measure-common.mjs';

const GOAL_RATIO = 1.2;
const VIEWPORT = { width: 1280, height: 800 };
/** How long the page a navigation starts from stays idle before the click (a visitor reads before clicking). */
const IDLE_BEFORE_CLICK_MS = 1000;
const NAVIGATION_TIMEOUT_MS = 20_000;

const USAGE = `usage: node scripts/measure-navigation.mjs [shell URL] [--start [--port-base 9700]] [--runs 7]
                                           [--locale ar|en] [--player "Falcon#MENA" | --visitor] [--verbose]
                                           [--json file]`;

/**
 * The content element of each page: what a visitor came for, drawn from the API's answer (never the loading
 * placeholder). `text` (optional) must equal the element's text.
 */
const PAGES = {
  '/tournaments': { selector: '#remote-tournaments [data-testid="tournament-card"]' },
  // `text`: the name on the card that was clicked.
  '/tournaments/{id}': { selector: '#remote-tournaments h1:not([aria-hidden="true"])' },
  '/news': { selector: '#remote-community section[aria-label] a[href^="/news/"]' },
  '/news/{id}': { selector: '#remote-community #article-title' },
  '/loyalty-leaderboard': {
    selector: '#remote-community table:not([aria-busy="true"]) tbody tr',
  },
  '/mena-pass': {
    selector: '#remote-pass section[aria-labelledby="pass-levels-title"][aria-busy="false"] *',
  },
};

/** What a visitor clicks: a header link (`header`), or the first card of the list (`card`). */
const NAVIGATIONS = [
  { from: '/tournaments', to: '/news', kind: 'cross', link: { header: '/news' } },
  { from: '/news', to: '/tournaments', kind: 'cross', link: { header: '/tournaments' } },
  {
    from: '/mena-pass',
    to: '/loyalty-leaderboard',
    kind: 'cross',
    link: { header: '/loyalty-leaderboard' },
    signedInOnly: true,
  },
  { from: '/news', to: '/news/{id}', kind: 'same', link: { card: 'post' } },
  { from: '/news', to: '/loyalty-leaderboard', kind: 'same', link: { header: '/loyalty-leaderboard' } },
  { from: '/tournaments', to: '/tournaments/{id}', kind: 'same', link: { card: 'tournament' } },
];

const KIND_LABEL = { cross: 'cross-remote', same: 'same-remote' };

/** In the page: true when the content element of `spec` is visible (and its text is `spec.text` if given). */
function contentVisible(spec) {
  return [...document.querySelectorAll(spec.selector)].some(
    (element) =>
      (spec.text === undefined || element.textContent?.trim() === spec.text) &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
  );
}

/** Opens `path` as a new document and waits until its content is drawn and the network has been idle. */
async function openPage(page, shellUrl, path, spec) {
  await page.goto(`${shellUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction((target) => window.__arenaContentVisible(target), spec, {
    timeout: NAVIGATION_TIMEOUT_MS,
    polling: 'raf',
  });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(
    (ms) => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, ms), { timeout: ms })),
    IDLE_BEFORE_CLICK_MS,
  );
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** The link to click on the current page, and what the page it leads to shows when it has drawn. */
async function linkFor(page, navigation) {
  if (navigation.link.header) {
    const link = page.locator(`#arena-primary-nav a[href="${navigation.link.header}"]`).first();
    return { link, path: navigation.link.header, spec: PAGES[navigation.to] };
  }
  if (navigation.link.card === 'post') {
    const link = page.locator(PAGES['/news'].selector).first();
    const href = await link.getAttribute('href');
    return { link, path: href, spec: PAGES['/news/{id}'] };
  }
  const card = page.locator(PAGES['/tournaments'].selector).first();
  const name = await card.getAttribute('aria-label');
  const link = card.locator('a[href^="/tournaments/"]').first();
  const href = await link.getAttribute('href');
  return { link, path: href, spec: { ...PAGES['/tournaments/{id}'], text: name } };
}

/**
 * One navigation: opens its starting page, arms a watcher (click event → first animation frame with the target's
 * content visible), clicks, and returns the time with the resources requested meanwhile.
 */
async function measureOnce(page, shellUrl, navigation) {
  await openPage(page, shellUrl, navigation.from, PAGES[navigation.from]);
  const { link, path, spec } = await linkFor(page, navigation);
  await page.evaluate(
    ({ spec: target, path: targetPath }) => {
      const state = { start: null, done: null };
      window.__arenaNavigation = state;
      const frame = () => {
        if (window.location.pathname === targetPath && window.__arenaContentVisible(target)) {
          state.done = performance.now();
          return;
        }
        requestAnimationFrame(frame);
      };
      window.addEventListener(
        'click',
        () => {
          state.start = performance.now();
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
    { spec, path },
  );
  await link.click();
  await page.waitForFunction(() => window.__arenaNavigation?.done != null, undefined, {
    timeout: NAVIGATION_TIMEOUT_MS,
    polling: 100,
  });
  // The watcher lives in the document: finding its result proves the click did not load a new one.
  return page.evaluate(() => {
    const { start, done } = window.__arenaNavigation;
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= start && entry.startTime <= done)
      .map((entry) => ({
        url: entry.name,
        startMs: Math.round(entry.startTime - start),
        endMs: Math.round(entry.responseEnd - start),
        transferSize: entry.transferSize,
      }));
    return { ms: done - start, requested };
  });
}

function label(navigation) {
  return `${navigation.from} → ${navigation.to}`;
}

const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);

async function main() {
  const args = parseMeasureArgs({
    usage: USAGE,
    portBase: 9700,
    runs: 7,
    options: {
      locale: { type: 'string' },
      player: { type: 'string', default: 'Falcon#MENA' },
      visitor: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (!args) return 0;
  const { values, runs } = args;
  if (values.locale && !['ar', 'en'].includes(values.locale))
    throw new Error(`--locale ${values.locale}: ar or en`);

  const executablePath = chromiumPath();
  const portal = await openPortal({ ...args.portal, label: 'navigation' });
  const { shellUrl } = portal;
  const navigations = NAVIGATIONS.filter((navigation) => !(values.visitor && navigation.signedInOnly));
  const samples = new Map(navigations.map((navigation) => [navigation, []]));
  let who = 'signed out';
  const failures = [];
  let browser;
  try {
    const platform = await readPlatform(shellUrl);
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(`window.__arenaContentVisible = ${contentVisible.toString()};`);
    if (values.locale)
      await context.addInitScript(
        (locale) => window.localStorage.setItem('arena.lang', locale),
        values.locale,
      );
    const page = await context.newPage();
    if (!values.visitor)
      who = `signed in as ${await signIn(page, { shell: shellUrl, api: platform.apiUrl, player: values.player })}`;

    console.log(
      `Navigation, ${shellUrl}, Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}, ${who}` +
        `${values.locale ? `, ${values.locale}` : ''}; median of ${runs} run(s)`,
    );
    // Warm the cache: every page once, then one unrecorded round of every navigation.
    for (const path of new Set(
      navigations.flatMap((n) => [n.from, n.to]).filter((path) => !path.includes('{')),
    ))
      await openPage(page, shellUrl, path, PAGES[path]);
    for (const navigation of navigations) {
      try {
        await measureOnce(page, shellUrl, navigation);
      } catch (error) {
        console.log(`  warm-up ${label(navigation)} failed: ${error.message.split('\n')[0]}`);
      }
    }

    for (let run = 1; run <= runs; run += 1) {
      const line = [];
      for (const navigation of navigations) {
        try {
          const sample = await measureOnce(page, shellUrl, navigation);
          samples.get(navigation).push(sample);
          line.push(`${label(navigation)} ${Math.round(sample.ms)}`);
          if (values.verbose) {
            console.log(`  run ${run} ${label(navigation)}: ${Math.round(sample.ms)} ms`);
            for (const request of sample.requested)
              console.log(
                `      ${String(request.startMs).padStart(5)}–${String(request.endMs).padEnd(5)} ms ` +
                  `${`${request.transferSize} B`.padStart(8)}  ${request.url}`,
              );
          }
        } catch (error) {
          line.push(`${label(navigation)} failed`);
          failures.push(`${label(navigation)} run ${run}: ${error.message.split('\n')[0]}`);
        }
      }
      if (!values.verbose) console.log(`  run ${run}: ${line.join(', ')} (ms)`);
    }
    await context.close();
  } finally {
    await browser?.close();
    await portal.close();
  }

  const rows = navigations.map((navigation) => {
    const times = samples.get(navigation).map((sample) => sample.ms);
    const requests = samples.get(navigation).map((sample) => sample.requested.length);
    return {
      navigation: label(navigation),
      kind: navigation.kind,
      runs: times.length,
      median: median(times),
      min: times.length ? Math.min(...times) : null,
      max: times.length ? Math.max(...times) : null,
      requests: median(requests),
      times,
    };
  });
  const pooled = (kind) =>
    median(navigations.filter((n) => n.kind === kind).flatMap((n) => samples.get(n).map((s) => s.ms)));
  const cross = pooled('cross');
  const same = pooled('same');
  const ratio = cross !== null && same ? cross / same : null;

  console.log('');
  console.log('| Navigation | Kind | Median | Min | Max | Requests after the click (median) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| \`${row.navigation}\` | ${KIND_LABEL[row.kind]} | ${ms(row.median)} | ${ms(row.min)} | ${ms(row.max)} | ${
        row.requests ?? '–'
      } |`,
    );
  console.log(`\nSame-remote median ${ms(same)}, cross-remote median ${ms(cross)} (all runs of each kind)`);
  console.log(
    ratio === null
      ? 'Ratio: not measured'
      : `Ratio cross/same ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}): ${ratio <= GOAL_RATIO ? 'within' : 'OVER'}`,
  );
  console.log(
    `(CPU load while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores)`,
  );
  for (const failure of failures) console.log(`  ✖ ${failure}`);
  if (values.json) {
    fs.writeFileSync(
      values.json,
      `${JSON.stringify({ shellUrl, who, runs, same, cross, ratio, rows, failures }, null, 2)}\n`,
    );
    console.log(`wrote ${values.json}`);
  }
  return failures.length || rows.some((row) => !row.runs) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
