#!/usr/bin/env node
// What a change could gain, before building it (issue 14). Lighthouse's mobile score does not come from the page
// load it watches: its simulator ("Lantern") replays the load's requests and main-thread tasks on a slow phone
// network and a 4x slower CPU. On this machine the same build scores ±5 between runs, so a change worth 1–2 points
// needs a dozen runs to show. This script takes one run's recording and replays it deterministically with some
// requests smaller or some tasks shorter, so each scenario's score is exact for that recording:
//
//   node scripts/lighthouse-what-if.mjs --gather http://localhost:8080/news --dir /tmp/news
//       one Lighthouse run (mobile preset, Debian's Chromium); its recording (trace, network log) goes to --dir
//   node scripts/lighthouse-what-if.mjs --dir /tmp/news --scenario cpu=0.8 --scenario 'bytes:startup-vendor=0.5'
//       the recording as it is, then each scenario, as a table of score, FCP, LCP, speed index and TBT
//
// Scenarios (any number, each replayed on its own; several changes in one scenario joined by `&`):
//   cpu=F                every main-thread task F times as long (0.8 = 20 % less work)
//   cpu:REGEX=F          the tasks that evaluate or call into scripts whose URL matches REGEX
//   bytes=F              every response F times its size
//   bytes:REGEX=F        the responses whose URL matches REGEX
//   priority:REGEX=P     requests matching REGEX at priority P (Lantern counts High scripts as render-blocking)
// Example: what the leaderboard would score with 30 % less script work and its vendor file halved:
//   --scenario 'cpu=0.7&bytes:startup-vendor=0.5'
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './lib/measure-common.mjs';

const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));
const TRACE = 'defaultPass.trace.json';
const NETWORK_LOG = 'defaultPass.devtoolslog.json';
const USAGE = `usage: node scripts/lighthouse-what-if.mjs --gather <url> --dir <dir>
       node scripts/lighthouse-what-if.mjs --dir <dir> [--scenario SPEC ...]`;

function readArgs() {
  const { values } = parseArgs({
    options: {
      gather: { type: 'string' },
      dir: { type: 'string' },
      scenario: { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.dir) throw new Error(USAGE);
  return values;
}

function lighthouse(args) {
  execFileSync(LIGHTHOUSE, ['--only-categories=performance', '--quiet', ...args], {
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** One change of a scenario, parsed: `cpu=0.8`, `bytes:startup-vendor=0.5`, `priority:main\.=High`. */
function parseChange(spec) {
  const match = spec.match(/^(cpu|bytes|priority)(?::(.+))?=([^=]+)$/);
  if (!match) throw new Error(`cannot read scenario "${spec}"\n${USAGE}`);
  const [, kind, pattern, value] = match;
  const urls = pattern ? new RegExp(pattern) : /./;
  if (kind === 'priority') return { kind, urls, priority: value };
  const factor = Number(value);
  if (!(factor >= 0)) throw new Error(`"${value}" is not a factor (0 or more) in "${spec}"`);
  return { kind, urls, factor };
}

/** Scales the responses whose URL matches, in the network log Lantern reads sizes from. */
function scaleBytes(log, urlOf, { urls, factor }) {
  const scale = (n) => Math.round((n ?? 0) * factor);
  for (const event of log) {
    const url = urlOf.get(event.params?.requestId);
    if (!url || !urls.test(url)) continue;
    if (event.method === 'Network.loadingFinished')
      event.params.encodedDataLength = scale(event.params.encodedDataLength);
    if (event.method === 'Network.dataReceived') {
      event.params.encodedDataLength = scale(event.params.encodedDataLength);
      event.params.dataLength = scale(event.params.dataLength);
    }
    if (event.method === 'Network.responseReceived')
      event.params.response.encodedDataLength = scale(event.params.response.encodedDataLength);
  }
}

function setPriority(log, urlOf, { urls, priority }) {
  for (const event of log) {
    const url = urlOf.get(event.params?.requestId);
    if (!url || !urls.test(url)) continue;
    if (event.method === 'Network.requestWillBeSent') event.params.request.initialPriority = priority;
    if (event.method === 'Network.resourceChangedPriority') event.params.newPriority = priority;
  }
}

/** Shrinks (or stretches) the top-level tasks that touch a matching script, with everything inside them. */
function scaleTasks(trace, { urls, factor }) {
  const byThread = new Map();
  for (const event of trace.traceEvents) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  const all = urls.source === '.';
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    for (let i = 0; i < events.length; i++) {
      const task = events[i];
      if (task.name !== 'RunTask' && task.name !== 'ThreadControllerImpl::RunTask') continue;
      const end = task.ts + task.dur;
      const inside = [];
      for (let j = i + 1; j < events.length && events[j].ts < end; j++) inside.push(events[j]);
      if (!all && !inside.some((e) => urls.test(e.args?.data?.url ?? ''))) continue;
      const start = task.ts;
      for (const event of [task, ...inside]) {
        event.ts = start + (event.ts - start) * factor;
        event.dur *= factor;
      }
      i += inside.length;
    }
  }
}

/** Replays the recording in `dir` with a scenario's changes; the audited result's metrics. */
function replay(dir, changes) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-what-if-'));
  try {
    for (const file of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, file), path.join(work, file));
    const log = JSON.parse(fs.readFileSync(path.join(work, NETWORK_LOG), 'utf8'));
    const trace = JSON.parse(fs.readFileSync(path.join(work, TRACE), 'utf8'));
    const urlOf = new Map(
      log
        .filter((event) => event.method === 'Network.requestWillBeSent')
        .map((event) => [event.params.requestId, event.params.request.url]),
    );
    for (const change of changes) {
      if (change.kind === 'bytes') scaleBytes(log, urlOf, change);
      if (change.kind === 'priority') setPriority(log, urlOf, change);
      if (change.kind === 'cpu') scaleTasks(trace, change);
    }
    fs.writeFileSync(path.join(work, NETWORK_LOG), JSON.stringify(log));
    fs.writeFileSync(path.join(work, TRACE), JSON.stringify(trace));
    const report = path.join(work, 'report.json');
    lighthouse(['http://replay.invalid/', `-A=${work}`, '--output=json', `--output-path=${report}`]);
    const { audits, categories } = JSON.parse(fs.readFileSync(report, 'utf8'));
    const ms = (id) => Math.round(audits[id].numericValue);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      si: ms('speed-index'),
      tbt: ms('total-blocking-time'),
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const args = readArgs();
  if (args.gather) {
    fs.mkdirSync(args.dir, { recursive: true });
    const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
    lighthouse([args.gather, `--chrome-flags=${flags}`, `-G=${args.dir}`]);
    console.log(`recorded ${args.gather} in ${args.dir}`);
    if (!args.scenario.length) return;
  }
  const scenarios = ['as recorded', ...args.scenario];
  console.log('| Scenario | Performance | FCP | LCP | Speed index | TBT |\n|---|---|---|---|---|---|');
  for (const scenario of scenarios) {
    const changes = scenario === 'as recorded' ? [] : scenario.split('&').map(parseChange);
    const r = replay(args.dir, changes);
    console.log(`| ${scenario} | ${r.score} | ${r.fcp} ms | ${r.lcp} ms | ${r.si} ms | ${r.tbt} ms |`);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
