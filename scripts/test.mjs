#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failing stage.
//   0. Chromium: installs Debian's chromium with apt-get when /usr/bin/chromium is missing; likewise Debian's
//      chromium-headless-shell (the e2e suites' browser), postgresql (server binaries only: the several-instances
//      API tests start their own throwaway cluster), redis-server (the shared rate-limit tests start their own
//      throwaway server) and nginx (the images' nginx configurations are checked with `nginx -t`)
//   1. lint              eslint (import boundaries included), beside prettier --check, the i18n check and Redocly's
//                        lint of api/openapi.json (recommended rules, offline)
//   2. typecheck         tsc -p tsconfig.web.json (the browser packages as one program) beside
//                        npx lerna run typecheck --no-bail for the others (contract, API, e2e)
//   3. unit + API tests  npx lerna run test --ignore @arena/e2e --no-bail   (jest, node:test)
//   4. build             npx lerna run build --no-bail
// (--no-bail: every package runs, so one report shows all failures of a stage; the stage still fails.)
//   5. production install  scripts/check-production-install.mjs (the API image's dependency set starts), beside e2e
//   5. e2e               npm run test -w e2e                      (Playwright against the production builds; each
//                        worker starts its own portal from the one build of stage 4, which the e2e setup reuses)
//   6. cluster smoke     npm run test:cluster -w e2e              (three API instances behind nginx, Postgres, Redis)
// Each stage starts once the stages it comes `after` have passed; stages whose dependencies allow it run side by
// side (their lines tagged with the stage), and once one fails no other starts. Today the type checks run beside
// the unit + API tests (whose Postgres waits leave room) and the other stages wait for the one before: measured on
// this 2-core machine, the CPU is busy through every stage, e2e included (`/usr/bin/time`
// undercounts it: Chromium's processes are not its children), and running lint, type checks and the unit + API
// tests beside e2e took 15 min 6 s against 14 min 1 s one after another (type checks 6 min 13 s instead of 48 s),
// and lint beside the two type checks 67 s against 51 s one after the other (each slows the others more than the
// idle core gives).
// Prints the time of each stage with how busy the machine's CPU was meanwhile (all of it: a stage beside another, or
// anything else running, shows) and, after a failed stage, its failing tests with their first lines; as the very
// last line, `N passed, N failed`: tests counted from the jest, node:test and Playwright summaries; a stage that
// fails without a failing test to show for it (a type error, a broken build, a crashed runner) counts as one failure.
//
//   node scripts/test.mjs [--from lint|typecheck|unit|build|e2e]    (--from skips the stages before it, for local reruns)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const REDIS_SERVER = '/usr/bin/redis-server';
const NGINX = '/usr/sbin/nginx';
const OVERALL_LIMIT_MS = 55 * 60_000;
const MINUTE = 60_000;

/** Debian's Postgres server binaries (`/usr/lib/postgresql/<version>/bin`), as api/src/testing/postgres-server.ts finds them. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const bins = fs.readdirSync(root).map((version) => path.join(root, version, 'bin'));
  return bins.find((bin) => fs.existsSync(path.join(bin, 'postgres'))) ?? null;
}

/** The packages tsconfig.web.json checks as one program (keep the two lists in step). */
const WEB_PACKAGES = [
  '@arena/shared-kit',
  '@arena/shell',
  '@arena/mfe-account',
  '@arena/mfe-community',
  '@arena/mfe-pass',
  '@arena/mfe-tournaments',
];

/**
 * A larger young generation for the compilers' processes (eslint's and tsc's parsers allocate many short-lived
 * objects; with 64 MB semi-spaces V8 collects them less often). Measured twice each, one after the other:
 * `tsc -p tsconfig.web.json` 62.5 and 57.6 → 54.2 and 51.6 s, `eslint .` 54.0 and 54.7 → 49.9 and 45.9 s; jest,
 * prettier and webpack were within noise, so their stages keep V8's default.
 */
const COMPILER_ENV = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim(),
};

const STAGES = [
  {
    name: 'chromium',
    skip: () => fs.existsSync(CHROMIUM) && `${CHROMIUM} is installed`,
    command: 'sh',
    args: ['-c', 'apt-get update && apt-get install -y --no-install-recommends chromium'],
    env: { DEBIAN_FRONTEND: 'noninteractive' },
    limitMs: 10 * MINUTE,
  },
  {
    // The e2e suites' browser (e2e/support/chromium.mjs): the same Blink and V8 without the browser around them,
    // about a third of the full browser's CPU per page on this CPU-bound stage.
    name: 'headless shell',
    skip: () => fs.existsSync(CHROMIUM_HEADLESS_SHELL) && `${CHROMIUM_HEADLESS_SHELL} is installed`,
    command: 'sh',
    args: ['-c', 'apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell'],
    env: { DEBIAN_FRONTEND: 'noninteractive' },
    limitMs: 10 * MINUTE,
  },
  {
    name: 'postgres',
    skip: () => postgresBin() && `Postgres server binaries in ${postgresBin()}`,
    command: 'sh',
    args: ['-c', 'apt-get update && apt-get install -y --no-install-recommends postgresql'],
    env: { DEBIAN_FRONTEND: 'noninteractive' },
    limitMs: 10 * MINUTE,
  },
  {
    name: 'redis',
    skip: () => fs.existsSync(REDIS_SERVER) && `${REDIS_SERVER} is installed`,
    command: 'sh',
    args: ['-c', 'apt-get update && apt-get install -y --no-install-recommends redis-server'],
    env: { DEBIAN_FRONTEND: 'noninteractive' },
    limitMs: 10 * MINUTE,
  },
  {
    name: 'nginx',
    skip: () => fs.existsSync(NGINX) && `${NGINX} is installed`,
    command: 'sh',
    args: ['-c', 'apt-get update && apt-get install -y --no-install-recommends nginx'],
    env: { DEBIAN_FRONTEND: 'noninteractive' },
    limitMs: 10 * MINUTE,
  },
  {
    name: 'lint',
    key: 'lint',
    command: 'npx',
    args: ['eslint', '.'],
    env: COMPILER_ENV,
    limitMs: 10 * MINUTE,
  },
  {
    // Beside eslint: each of the two keeps one core busy (one after the other, 42 s at 73 % busy).
    name: 'format, translations, API document',
    key: 'format',
    command: 'sh',
    args: [
      '-c',
      'npx prettier --check --log-level warn . && node scripts/i18n-check.mjs && npm run lint:openapi -w api --silent',
    ],
    limitMs: 10 * MINUTE,
  },
  {
    name: 'typecheck (contract, API, e2e)',
    key: 'typecheck',
    after: ['lint', 'format'],
    command: 'npx',
    args: ['lerna', 'run', 'typecheck', '--no-bail', ...WEB_PACKAGES.flatMap((name) => ['--ignore', name])],
    env: COMPILER_ENV,
    limitMs: 15 * MINUTE,
  },
  {
    // The browser packages (shell, shared-kit, the remotes) share their compiler options: one program checks them
    // all (tsconfig.web.json), so shared-kit's and the contract's sources and the libraries' types are checked once,
    // not once per package. Each package's own `npm run typecheck` still checks it alone.
    name: 'typecheck (browser packages)',
    key: 'typecheck-web',
    after: ['lint', 'format'],
    command: 'npx',
    args: ['tsc', '--noEmit', '-p', 'tsconfig.web.json'],
    env: COMPILER_ENV,
    limitMs: 15 * MINUTE,
  },
  {
    // The repository's own scripts (scripts/lib: the capacity bench's screens, the cluster's pieces).
    name: 'scripts tests',
    key: 'scripts',
    after: ['lint', 'format'],
    command: 'sh',
    args: ['-c', 'node --test scripts/lib/*.test.mjs'],
    limitMs: 5 * MINUTE,
    counts: nodeTestCounts,
  },
  {
    name: 'unit + API tests',
    key: 'unit',
    // Beside the type checks: the API tests wait on their Postgres server and child servers for part of the time
    // (the stage alone kept the CPU 90 % busy), which the type checks fill.
    after: ['lint', 'format'],
    command: 'npx',
    args: ['lerna', 'run', 'test', '--ignore', '@arena/e2e', '--no-bail'],
    // Lerna runs two packages at a time. The API takes most of the stage: api/scripts/test.mjs runs its files in
    // eight processes, each test database loaded from a snapshot of the migrated, seeded data
    // (api/src/testing/seeded-database.ts).
    limitMs: 30 * MINUTE,
    counts: (output) => sum(jestCounts(output), nodeTestCounts(output)),
  },
  {
    name: 'build',
    key: 'build',
    // After the unit + API tests, not beside them: measured beside them (with the production install), the two
    // took 6 min 47 s at 95 % CPU against 6 min 13 s one after the other — the API tests' waits stretch.
    after: ['unit', 'typecheck', 'typecheck-web', 'scripts'],
    command: 'npx',
    args: ['lerna', 'run', 'build', '--no-bail'],
    // The one production build: the e2e stage builds only a package whose dist is missing (none after this).
    limitMs: 20 * MINUTE,
  },
  {
    // The API's production dependency set as its image installs it (deploy/docker/api-image.mjs): a clean folder
    // outside the repository, `npm install --omit=dev`, `node dist/main.js` until /health and /ready answer 200.
    // Mostly waits on npm and the disk, beside e2e.
    name: 'production install',
    key: 'production-install',
    after: ['build'],
    command: 'node',
    args: ['scripts/check-production-install.mjs'],
    limitMs: 5 * MINUTE,
  },
  {
    name: 'e2e',
    key: 'e2e',
    after: ['build'],
    command: 'npm',
    args: ['run', 'test', '-w', 'e2e'],
    // Several workers (e2e/playwright.config.ts), each with its own API, releases and ports; Chromium keeps both
    // cores busy (e2e/support/chromium.mjs). The limit stops a hung run, not a slow machine: on a day this machine
    // ran three times slower (eslint 58 s against 22 s) the stage took 18 min 50 s – 21 min 50 s against 7 min.
    limitMs: 35 * MINUTE,
    counts: playwrightCounts,
  },
  {
    // The production shape (issue 34): three API instances behind nginx over Debian's Postgres and Redis, the portal
    // (scripts/lib/cluster.mjs, as `npm run start:cluster`); sign-in, a ticket answered across instances, a ladder
    // match found by players on different instances.
    name: 'cluster smoke',
    key: 'cluster',
    after: ['e2e'],
    command: 'npm',
    args: ['run', 'test:cluster', '-w', 'e2e'],
    limitMs: 10 * MINUTE,
    counts: playwrightCounts,
  },
];

// eslint-disable-next-line no-control-regex -- ANSI escape sequences start with ESC
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '');
const sum = (...counts) =>
  counts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), {
    passed: 0,
    failed: 0,
  });

/** jest: `Tests:       1 failed, 12 passed, 13 total` (one line per jest run). */
export function jestCounts(output) {
  const counts = { passed: 0, failed: 0 };
  for (const [, line] of output.matchAll(/^\S*?\s*Tests:\s+(.*\d+ total)\s*$/gm)) {
    counts.passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    counts.failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  }
  return counts;
}

/** node:test: `# pass 28` / `# fail 0` (TAP) or `ℹ pass 28` / `ℹ fail 0` (spec reporter), once per run. */
export function nodeTestCounts(output) {
  const counts = { passed: 0, failed: 0 };
  for (const [, kind, n] of output.matchAll(/^\S*?\s*(?:#|ℹ) (pass|fail) (\d+)\s*$/gm)) {
    if (kind === 'pass') counts.passed += Number(n);
    else counts.failed += Number(n);
  }
  return counts;
}

/** Playwright's list reporter: `  6 passed (19.3s)`, `  2 failed`, `  1 flaky` (flaky = failed once, then passed). */
export function playwrightCounts(output) {
  const counts = { passed: 0, failed: 0 };
  for (const [, n, kind] of output.matchAll(/^\s+(\d+) (passed|failed|flaky)(?:\s|$)/gm)) {
    if (kind === 'failed') counts.failed += Number(n);
    else counts.passed += Number(n);
  }
  return counts;
}

/**
 * The failing tests of a stage's output, each with the lines that follow it (the assertion, the first frames), so
 * the end of the log names what failed even when only its tail is kept: jest's `● suite › test` headings (not
 * `● Console`), node:test's `not ok` lines, Playwright's numbered failures.
 */
export function failureExcerpts(output, { linesEach = 14, maxLines = 160 } = {}) {
  const lines = output.split('\n');
  const starts = /^\s*(?:● (?!Console\b)\S|not ok \d+ - |\d+\) \[\w+\] › )/;
  const excerpt = [];
  const seen = new Set();
  for (let index = 0; index < lines.length && excerpt.length < maxLines; index += 1) {
    if (!starts.test(lines[index]) || seen.has(lines[index].trim())) continue;
    seen.add(lines[index].trim());
    const block = lines.slice(index, index + linesEach).filter((line) => line.trim() !== '');
    excerpt.push(...block.slice(0, maxLines - excerpt.length), '');
  }
  return excerpt.join('\n').trimEnd();
}

/** Writes a stage's output line by line, each line behind the stage's tag while other stages run beside it. */
function lineWriter(stream, tag, tagged) {
  let partial = '';
  return {
    write(chunk) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) stream.write(`${tagged() ? tag : ''}${line}\n`);
    },
    end() {
      if (partial) stream.write(`${tagged() ? tag : ''}${partial}\n`);
      partial = '';
    },
  };
}

/**
 * Runs a stage with its output going to a file that is read as it grows, not to a pipe: Nx (under `lerna run`)
 * exits without draining a pipe, so a task that prints more than the pipe holds (a jest suite's warnings) lost its
 * end — the summary line counted here included (nrwl/nx#36606). A file is written synchronously.
 */
/** The machine's CPU time counters (Linux /proc/stat, all cores): busy and total ticks; null elsewhere. */
function cpuTicks() {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

/** How busy the whole machine's CPU was between two readings, in percent (whatever ran, not only the stage). */
const busyPercent = (from, to) =>
  from && to && to.total > from.total
    ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))
    : null;

function runStage(stage, deadline, tagged) {
  const started = Date.now();
  const cpuAtStart = cpuTicks();
  const limitMs = Math.max(MINUTE, Math.min(stage.limitMs, deadline - Date.now()));
  const logFile = path.join(os.tmpdir(), `arena-test-${process.pid}-${stage.key ?? stage.name}.log`);
  const fd = fs.openSync(logFile, 'w+');
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      cwd: REPO_ROOT,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NX_DAEMON: 'false', ...stage.env },
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    running.add(child);
    let output = '';
    const tag = `${(stage.key ?? stage.name).padEnd(9)}│ `;
    const writer = lineWriter(process.stdout, tag, tagged);
    const buffer = Buffer.alloc(1 << 20);
    let offset = 0;
    const pump = () => {
      for (;;) {
        const read = fs.readSync(fd, buffer, 0, buffer.length, offset);
        if (read === 0) return;
        offset += read;
        const chunk = buffer.toString('utf8', 0, read);
        writer.write(chunk);
        output += chunk;
      }
    };
    const reader = setInterval(pump, 200);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${stage.name} exceeded ${Math.round(limitMs / MINUTE)} min; stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 15_000).unref();
    }, limitMs);
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearInterval(reader);
      running.delete(child);
      pump();
      writer.end();
      fs.closeSync(fd);
      fs.rmSync(logFile, { force: true });
      resolve({
        ok: code === 0 && !timedOut,
        code,
        timedOut,
        durationMs: Date.now() - started,
        cpuBusy: busyPercent(cpuAtStart, cpuTicks()),
        output: stripAnsi(output),
      });
    };
    child.on('error', (error) => {
      output += `\n${error.message}`;
      finish(127);
    });
    child.on('exit', finish);
  });
}

const running = new Set();
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

const formatDuration = (ms) =>
  ms >= MINUTE
    ? `${Math.floor(ms / MINUTE)} min ${Math.round((ms % MINUTE) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the stages: the machine set-up ones first, one at a time, then each test stage as soon as the stages it
 * comes `after` have passed, beside any other that may run (their lines tagged with the stage). Once a stage fails,
 * no other starts; those running finish, so the report shows their failures too.
 */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const fromIndex = values.from ? STAGES.findIndex((stage) => stage.key === values.from) : 0;
  if (fromIndex < 0)
    throw new Error(
      `--from ${values.from}: use one of ${STAGES.filter((s) => s.key)
        .map((s) => s.key)
        .join(', ')}`,
    );
  const started = Date.now();
  const deadline = started + OVERALL_LIMIT_MS;
  const rows = new Map();
  const totals = { passed: 0, failed: 0 };
  const failedStages = [];
  const passed = new Set();

  const record = (stage, result) => {
    const counts = stage.counts ? stage.counts(result.output) : { passed: 0, failed: 0 };
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    const tests = stage.counts ? `, ${counts.passed} passed, ${counts.failed} failed` : '';
    rows.set(stage.name, {
      status: result.ok
        ? `ok${tests}`
        : `FAILED (${result.timedOut ? 'timed out' : `exit ${result.code}`}${tests})`,
      durationMs: result.durationMs,
      cpuBusy: result.cpuBusy,
    });
    if (result.ok) {
      passed.add(stage.key ?? stage.name);
      return;
    }
    const excerpts = failureExcerpts(result.output);
    if (excerpts) console.log(`\n━━ what failed in ${stage.name}\n${excerpts}`);
    if (counts.failed === 0) totals.failed += 1;
    failedStages.push(stage.name);
  };

  const pending = [];
  for (const [index, stage] of STAGES.entries()) {
    const skipped = index < fromIndex && stage.key ? `--from ${values.from}` : stage.skip?.();
    if (skipped) {
      rows.set(stage.name, { status: `skipped (${skipped})`, durationMs: 0 });
      passed.add(stage.key ?? stage.name);
    } else if (stage.key) pending.push(stage);
    else {
      console.log(`\n━━ ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
      record(stage, await runStage(stage, deadline, () => false));
      if (failedStages.length > 0) break;
    }
  }

  const active = new Map();
  const startReady = () => {
    for (const stage of [...pending]) {
      if (failedStages.length > 0) return;
      if (!(stage.after ?? []).every((key) => passed.has(key))) continue;
      if (Date.now() > deadline) {
        rows.set(stage.name, { status: 'not run: out of time', durationMs: 0 });
        totals.failed += 1;
        failedStages.push(stage.name);
        return;
      }
      pending.splice(pending.indexOf(stage), 1);
      const beside = [...active.keys()];
      console.log(
        `\n━━ ${stage.name}${beside.length > 0 ? ` (beside ${beside.join(', ')})` : ''}: ${stage.command} ${stage.args.join(' ')}`,
      );
      active.set(
        stage.name,
        runStage(stage, deadline, () => active.size > 1).then((result) => {
          active.delete(stage.name);
          record(stage, result);
        }),
      );
    }
  };
  if (failedStages.length === 0) startReady();
  while (active.size > 0) {
    await Promise.race(active.values());
    startReady();
  }

  console.log('\n━━ summary');
  for (const stage of STAGES) {
    const row = rows.get(stage.name);
    console.log(
      row
        ? `  ${stage.name.padEnd(18)}${formatDuration(row.durationMs).padStart(12)}  ${row.status}${row.cpuBusy == null ? '' : ` (CPU ${row.cpuBusy}% busy)`}`
        : `  ${stage.name.padEnd(18)}${'-'.padStart(12)}  not run`,
    );
  }
  console.log(
    `  ${'total'.padEnd(18)}${formatDuration(Date.now() - started).padStart(12)}${failedStages.length > 0 ? `  failed: ${failedStages.join(', ')}` : ''}`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedStages.length > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
