// Runs the API tests with node's test runner. Node 20 does not expand globs in `node --test` arguments, so the
// test files are listed here. Extra arguments filter the files by substring: `npm test -w api -- tournaments`.
//
// Files run in a few processes, several files each (groupFiles below), ARENA_API_TEST_CONCURRENCY processes at a
// time (default: three more than the cores, 5 on a 2-core machine, as a file often waits on a timer, a socket or a
// child server). They share one folder of database snapshots (src/testing/seeded-database.ts), made fresh for each
// run and removed afterwards, so a snapshot never outlives a change to a migration or the seed.
//
// The files run as JavaScript: esbuild transpiles `src` (tests included) and the contract's sources into
// `.test-build/` first (about a second), so each of the ~90 test processes loads plain modules instead of
// transforming TypeScript through tsx's loader (half the start-up cost of a process: 0.7 against 1.5 CPU s for the
// app's modules). `.test-build/` mirrors `src` at the depth of `dist`, so paths a module takes from its own
// location (`../../src/seed/news/`, `../../openapi.json`) read the same files; the resources beside the sources
// (JSON) are copied. Files that read the TypeScript sources themselves (SOURCE_TESTS) run from `src` through tsx.
// ARENA_API_TEST_TSX=1 runs every file from `src` through tsx, as before.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesUnder, transpileTree } from '../../contract/scripts/transpile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractRoot = path.resolve(root, '../contract');
const BUILD = path.join(root, '.test-build');

/**
 * Tests of what a process keeps for itself (the snapshots a process has seeded or loaded): they run in a process of
 * their own, as the other files of a group would have filled it before them.
 */
const OWN_PROCESS = ['src/testing/seeded-database.test.ts'];

/** Tests that read the TypeScript sources beside them (the layer lint, the words check): they run from `src`. */
const SOURCE_TESTS = ['src/module-layers.test.ts', 'src/i18n/words-in-resources.test.ts'];

const filters = process.argv.slice(2);
const files = filesUnder(path.join(root, 'src'), (name) => name.endsWith('.test.ts'))
  .map((file) => path.relative(root, file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
if (files.length === 0) {
  console.error(`No test files match ${filters.join(', ')}`);
  process.exit(1);
}

/**
 * Transpiles `src` (tests included) into `.test-build/` and the contract's sources into
 * `.test-build/node_modules/@arena/contract` (a package whose exports point at them, found before the workspace's own
 * link), with the packages' own build (contract/scripts/transpile.mjs), JSON resources included.
 */
async function transpile() {
  const contractOut = path.join(BUILD, 'node_modules/@arena/contract');
  // One after the other: each empties its folder first, and the contract's is inside the API's.
  await transpileTree({ from: path.join(root, 'src'), to: BUILD, sourcemap: 'inline' });
  await transpileTree({
    from: path.join(contractRoot, 'src'),
    to: path.join(contractOut, 'src'),
    sourcemap: 'inline',
  });
  const entry = (name) => `./src/${name}.js`;
  writeFileSync(
    path.join(contractOut, 'package.json'),
    JSON.stringify({
      name: '@arena/contract',
      type: 'module',
      exports: {
        '.': entry('index'),
        './error-codes': entry('error-codes'),
        './rules': entry('rules/index'),
        './refusals': entry('refusals'),
      },
    }),
  );
}

const fromSource = process.env.ARENA_API_TEST_TSX === '1';
// The test databases: copies of a seeded template on a throwaway Postgres server of this run (Debian's server
// binaries, which `npm test` installs), or PGlite in memory where there are none or ARENA_API_TEST_DB=pglite
// (src/testing/seeded-database.ts).
const postgresWanted = process.env.ARENA_API_TEST_DB !== 'pglite';
if (!fromSource || postgresWanted) await transpile();
const postgresServer = postgresWanted
  ? await import(pathToFileURL(path.join(BUILD, 'testing/postgres-server.js')).href)
  : null;
const onPostgres = postgresServer?.findPostgresBin() != null;
const compiled = (file) => path.join('.test-build', file.slice('src/'.length).replace(/\.ts$/, '.js'));
const viaTsx = fromSource ? files : files.filter((file) => SOURCE_TESTS.includes(file));

// Three more processes than cores: the files wait on timers, sockets and child servers (Postgres, Redis, s3rver, a
// push service) for much of their time — measured on 2 cores, the whole suite 5 min 19 s at 3 processes (CPU 48 %
// busy) against 4 min 38 s at 5 (57 %). Alone on the machine 8 processes paid (4 min 32 s against 5 min 14 s), but not
// in `npm test`'s stage, where jest runs beside: 5 min 12 s at 8 against 5 min 2 s at 5.
const concurrency = Number(process.env.ARENA_API_TEST_CONCURRENCY) || Math.max(2, availableParallelism() + 3);

/**
 * The JavaScript files in a few processes instead of one each: a process that loads the app's modules and compiles
 * PGlite's WebAssembly once runs several files (3 small files: 8.6 CPU s in one process against 16.7 in three).
 * The files are shared out by size (largest first, each to the lightest group), `GROUPS` of them, so the
 * processes end near each other; each group is a file of imports in `.test-build/groups/`, and a failure names its
 * test file in the stack. ARENA_API_TEST_GROUPS=0 runs a process per file.
 */
function groupFiles(jsFiles) {
  const wanted = Number(process.env.ARENA_API_TEST_GROUPS ?? concurrency * 3);
  if (!wanted || jsFiles.length <= 1) return jsFiles.map(compiled);
  const alone = jsFiles.filter((file) => OWN_PROCESS.includes(file));
  const shared = jsFiles.filter((file) => !OWN_PROCESS.includes(file));
  const groups = Array.from({ length: Math.min(wanted, shared.length) }, () => ({ weight: 0, files: [] }));
  const sized = shared.map((file) => ({ file, weight: statSync(path.join(root, file)).size }));
  for (const { file, weight } of sized.sort((a, b) => b.weight - a.weight)) {
    const lightest = groups.reduce((least, group) => (group.weight < least.weight ? group : least));
    lightest.weight += weight;
    lightest.files.push(file);
  }
  const folder = path.join(BUILD, 'groups');
  mkdirSync(folder, { recursive: true });
  return groups
    .map((group, index) => {
      const name = path.join(folder, `group-${String(index + 1).padStart(2, '0')}.test.js`);
      const imports = group.files.map(
        (file) => `import ${JSON.stringify(`./${path.relative(folder, path.join(root, compiled(file)))}`)};`,
      );
      writeFileSync(name, `${imports.join('\n')}\n`);
      return path.relative(root, name);
    })
    .concat(alone.map(compiled));
}
const viaJs = fromSource ? [] : groupFiles(files.filter((file) => !SOURCE_TESTS.includes(file)));
const snapshots = mkdtempSync(path.join(tmpdir(), 'arena-api-test-snapshots-'));
const postgres = onPostgres
  ? await postgresServer.startPostgres({
      // Five test processes, each with a pool of up to ten per app, a listening connection and the job queue's.
      maxConnections: 400,
    })
  : null;
const databaseEnv = postgres ? { ARENA_TEST_POSTGRES_URL: postgres.url } : {};
const runs = [
  viaJs.length > 0 && [
    '--enable-source-maps',
    '--test',
    '--test-force-exit',
    `--test-concurrency=${concurrency}`,
    ...viaJs,
  ],
  viaTsx.length > 0 && [
    '--conditions=arena-source',
    '--import',
    'tsx',
    '--test',
    '--test-force-exit',
    `--test-concurrency=${concurrency}`,
    ...viaTsx,
  ],
].filter(Boolean);

// `--test-force-exit`: a test process ends once its tests have, instead of waiting for every timer of the libraries
// to run out. Measured on group-01 (config, general, publisher-outage, storage-config, health): 72.8 s without it
// against 11.4 s, its suites 13.7 s; general.test.ts alone 64.7 s, of which a minute after its last test ended. Timers
// of closed test apps, with nothing left to do; no test of the API relies on work after its end.
let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => current?.kill(signal));
}
let exitCode = 0;
for (const args of runs) {
  exitCode ||= await new Promise((resolve) => {
    current = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ARENA_TEST_SNAPSHOTS: snapshots, ...databaseEnv },
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
await postgres?.stop();
rmSync(snapshots, { recursive: true, force: true });
process.exit(exitCode);
