#!/usr/bin/env node
// Lighthouse 12.2.3 (mobile preset: simulated mid phone, 4× CPU, slow 4G) on the public routes of DESIGN §8,
// median of N runs (default 3) per route, with Debian's Chromium. Prints the table of issue 14:
// Performance, LCP, TBT, CLS, Accessibility.
//
// It measures a running portal (`npm start`, default http://localhost:8080 or ARENA_PORT_BASE) and starts nothing
// unless asked: `--start` starts the whole portal from the production builds as e2e does (startPortal, fresh
// database and releases folder in a temporary directory, ports from --port-base, default 9600), and stops it after.
//
//   node scripts/measure-lighthouse.mjs [shell URL] [--start [--port-base 9600]] [--runs 3] [--route /news ...]
//                                       [--json file] [--report-dir dir] [--locale en]
// `--locale en` measures the English pages: before each run the portal's language is stored as a player's choice
// would store it (localStorage `arena.lang`), the browser's cache is emptied, and Lighthouse keeps the storage.
// `--report-dir` keeps each run's full Lighthouse report (JSON) for a closer look at long tasks and request chains.
// `/tournaments/{id}` and `/news/{id}` take the first tournament and the first post the portal's public API lists.
// Exits non-zero when a route could not be measured (the budgets are reported, not enforced: scores depend on the
// machine's load).
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  firstItem,
  getJson,
  median,
  openPortal,
  parseMeasureArgs,
  readPlatform,
} from './lib/measure-common.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const ROUTES = [
  '/',
  '/tournaments',
  '/tournaments/{id}',
  '/news',
  '/news/{id}',
  '/mena-pass',
  '/loyalty-leaderboard',
];
const BUDGET = { performance: 95, accessibility: 100, cls: 0.02 };

const USAGE = `usage: node scripts/measure-lighthouse.mjs [shell URL] [--start [--port-base 9600]] [--runs 3]
                                           [--route /path ...] [--json file] [--report-dir dir] [--locale ar|en]`;

/** The shell's key for the chosen language (shared-kit/src/i18n/i18n.ts); Arabic is a first visit's language. */
const LANGUAGE_KEY = 'arena.lang';

/**
 * Stores `locale` as the portal's chosen language in the browser at `port` and empties its cache, so that the next
 * Lighthouse run (which then must keep the storage) loads the pages in that language from a cold cache.
 */
async function chooseLocale(port, shellUrl, locale) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${shellUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_KEY, locale]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Replaces `{id}` in the route table with a seeded tournament and post from the portal's public API. */
async function resolveRoutes(shellUrl, routes) {
  const platform = await readPlatform(shellUrl);
  const ids = {};
  if (routes.includes('/tournaments/{id}')) {
    ids.tournament = firstItem(await getJson(`${platform.apiUrl}/v1/tournaments?limit=1`))?.id;
  }
  if (routes.includes('/news/{id}')) {
    ids.post = firstItem(await getJson(`${platform.apiUrl}/v1/posts?limit=1`))?.id;
  }
  return routes.map((route) => {
    if (route === '/tournaments/{id}')
      return { label: route, path: ids.tournament ? `/tournaments/${ids.tournament}` : null };
    if (route === '/news/{id}') return { label: route, path: ids.post ? `/news/${ids.post}` : null };
    return { label: route, path: route };
  });
}

async function runOnce(url, port, keepStorage = false) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    },
    // Default config = the mobile preset (moto g power, simulated throttling).
    undefined,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    warnings: lhr.runWarnings ?? [],
    lhr,
  };
}

function format(row) {
  const cell = (value, fn) => (value === null || value === undefined ? '–' : fn(value));
  return `| \`${row.label}\` | ${cell(row.performance, String)} | ${cell(row.lcp, (v) => `${(v / 1000).toFixed(1)} s`)} | ${cell(
    row.tbt,
    (v) => `${Math.round(v)} ms`,
  )} | ${cell(row.cls, (v) => v.toFixed(3))} | ${cell(row.accessibility, String)} |`;
}

async function main() {
  const args = parseMeasureArgs({
    usage: USAGE,
    portBase: 9600,
    runs: 3,
    options: {
      route: { type: 'string', multiple: true },
      'report-dir': { type: 'string' },
      locale: { type: 'string', default: 'ar' },
    },
  });
  if (!args) return 0;
  const { values, runs } = args;
  if (!['ar', 'en'].includes(values.locale))
    throw new Error(`--locale ar or en, not ${values.locale}\n${USAGE}`);
  const chosenLocale = values.locale === 'ar' ? null : values.locale;
  const chromePath = chromiumPath();
  const portal = await openPortal({ ...args.portal, label: 'lighthouse' });
  const { shellUrl } = portal;

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const rows = [];
  let failed = false;
  try {
    const routes = await resolveRoutes(shellUrl, values.route?.length ? values.route : ROUTES);
    console.log(
      `Lighthouse 12.2.3, mobile preset, median of ${runs} run(s), ${shellUrl}, ${values.locale === 'ar' ? 'Arabic (a first visit)' : 'English (chosen)'}`,
    );
    for (const route of routes) {
      if (!route.path) {
        console.log(`  ${route.label}: no seeded item found through the public API, skipped`);
        rows.push({ label: route.label });
        failed = true;
        continue;
      }
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          if (chosenLocale) await chooseLocale(chrome.port, shellUrl, chosenLocale);
          const sample = await runOnce(`${shellUrl}${route.path}`, chrome.port, Boolean(chosenLocale));
          if (values['report-dir']) {
            fs.mkdirSync(values['report-dir'], { recursive: true });
            const name = `${route.label.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'root'}-${i + 1}.json`;
            fs.writeFileSync(`${values['report-dir']}/${name}`, JSON.stringify(sample.lhr));
          }
          delete sample.lhr;
          samples.push(sample);
          console.log(
            `  ${route.path} run ${i + 1}: perf ${sample.performance}, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(
              sample.tbt,
            )} ms, CLS ${sample.cls.toFixed(3)}, a11y ${sample.accessibility}`,
          );
          for (const warning of sample.warnings) console.log(`    warning: ${warning}`);
        } catch (error) {
          console.log(`  ${route.path} run ${i + 1} failed: ${error.message}`);
        }
      }
      if (!samples.length) failed = true;
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push({
        label: route.label,
        path: route.path,
        runs: samples.length,
        performance: pick('performance'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
        accessibility: pick('accessibility'),
        samples,
      });
    }
  } finally {
    await chrome.kill();
    await portal.close();
  }

  console.log('');
  console.log('| Route | Performance | LCP | TBT | CLS | Accessibility |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(format(row));
  const misses = rows.filter(
    (row) =>
      row.performance !== undefined &&
      (row.performance < BUDGET.performance ||
        row.accessibility < BUDGET.accessibility ||
        row.cls > BUDGET.cls),
  );
  console.log(
    `\nBudgets (DESIGN §8): performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, CLS ≤ ${BUDGET.cls}` +
      (misses.length
        ? `; over budget: ${misses.map((r) => r.label).join(', ')}`
        : '; all routes within budget'),
  );
  console.log(
    `(CPU load while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores)`,
  );
  if (values.json) {
    fs.writeFileSync(values.json, `${JSON.stringify({ shellUrl, runs, rows }, null, 2)}\n`);
    console.log(`wrote ${values.json}`);
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
