// Runs the API tests with node's test runner. Node 20 does not expand globs in `node --test` arguments, so the
// test files are listed here. Extra arguments filter the files by substring: `npm test -w api -- tournaments`.
//
// Files run in parallel, ARENA_API_TEST_CONCURRENCY at a time (default: one more than the cores, 3 on a 2-core
// machine, as a file often waits on a timer, a socket or a child server). They share one folder of database
// snapshots (src/testing/seeded-database.ts), made fresh for each run and removed afterwards, so a snapshot never
// outlives a change to a migration or the seed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });
}

const filters = process.argv.slice(2);
const files = testFiles(path.join(root, 'src'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
if (files.length === 0) {
  console.error(`No test files match ${filters.join(', ')}`);
  process.exit(1);
}

const concurrency = Number(process.env.ARENA_API_TEST_CONCURRENCY) || Math.max(2, availableParallelism() + 1);
const snapshots = mkdtempSync(path.join(tmpdir(), 'arena-api-test-snapshots-'));
const child = spawn(
  process.execPath,
  ['--conditions=arena-source', '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ARENA_TEST_SNAPSHOTS: snapshots },
  },
);
const cleanUp = () => rmSync(snapshots, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
