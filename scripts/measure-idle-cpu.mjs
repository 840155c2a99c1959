#!/usr/bin/env node
// What a settled page costs a visitor's browser while nobody touches it: the CPU time of every Chromium process this
// script started (browser, renderer, GPU and utility processes), over a quiet window after the page has drawn. A
// page that animates for ever (a placeholder's shimmer below the fold) is painted again every frame; one that is
// still costs next to nothing. The e2e route walk holds the cause (no endless animation on a settled page); this
// gives the figure.
//
// Debian's Chromium (the full browser, as a visitor's), a fresh context per run, signed out. Each run opens the route,
// waits until it has settled and two more seconds, then reads the processes' CPU time (/proc, Linux) before and
// after `--seconds` (default 10). Reported: the median of N runs (default 3) per route, in CPU seconds a second.
//
// The portal: a running `npm start`, or with `--start` one of its own (scripts/lib/measure-common.mjs).
//
//   node scripts/measure-idle-cpu.mjs [shell URL] [--start [--port-base 9800]] [--runs 3] [--seconds 10]
//                                     [--route / --route /news …] [--scrolled] [--json file]
//   --scrolled   measures each page scrolled to its end (what is above the fold out of view), after it settles
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  median,
  openPortal,
  parseMeasureArgs,
  settle,
} from './lib/measure-common.mjs';
import { processStat } from './lib/proc.mjs';

const DEFAULT_ROUTES = ['/', '/tournaments', '/news', '/mena-pass', '/loyalty-leaderboard'];
const USAGE = `usage: node scripts/measure-idle-cpu.mjs [shell URL] [--start [--port-base 9800]] [--runs 3] [--seconds 10]
                                         [--route / --route /news …] [--scrolled] [--json file]`;

/** The CPU seconds (user + system) of every process below `root` in the process tree. */
function descendantsCpu(root) {
  const processes = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    const stat = /^\d+$/.test(entry) ? processStat(entry) : null;
    if (stat) processes.set(Number(entry), stat);
  }
  const below = (pid) => {
    for (let current = processes.get(pid)?.parent; current; current = processes.get(current)?.parent) {
      if (current === root) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, { cpuSeconds }] of processes) if (below(pid)) total += cpuSeconds;
  return total;
}

const parsed = parseMeasureArgs({
  usage: USAGE,
  portBase: 9800,
  runs: 3,
  options: {
    seconds: { type: 'string', default: '10' },
    route: { type: 'string', multiple: true },
    scrolled: { type: 'boolean', default: false },
  },
});
if (parsed) {
  const seconds = Number(parsed.values.seconds);
  if (!(seconds > 0)) throw new Error(`--seconds ${parsed.values.seconds} is not a positive number`);
  const routes = parsed.values.route ?? DEFAULT_ROUTES;
  const portal = await openPortal({ ...parsed.portal, label: 'idle-cpu' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const route of routes) {
      const perSecond = [];
      for (let run = 0; run < parsed.runs; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${portal.shellUrl}${route}`);
        await settle(page);
        if (parsed.values.scrolled) {
          // Down by screens, so what loads near the viewport loads, then settled again at the end.
          await page.evaluate(async () => {
            while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
              window.scrollBy(0, window.innerHeight);
              await new Promise((resolve) => setTimeout(resolve, 300));
            }
          });
          await settle(page);
        }
        await page.waitForTimeout(2000);
        const before = descendantsCpu(process.pid);
        await page.waitForTimeout(seconds * 1000);
        perSecond.push((descendantsCpu(process.pid) - before) / seconds);
        await context.close();
      }
      results[route] = { medianCpuPerSecond: median(perSecond), runs: perSecond };
      console.log(
        `${route.padEnd(24)} ${median(perSecond).toFixed(3)} CPU s a second (runs: ${perSecond.map((v) => v.toFixed(3)).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await portal.close();
  }
  if (parsed.values.json) fs.writeFileSync(parsed.values.json, `${JSON.stringify(results, null, 2)}\n`);
}
