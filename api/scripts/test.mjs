// Runs the API tests with node's test runner. Node 20 does not expand globs in `node --test` arguments, so the
// test files are listed here. Extra arguments filter the files by substring: `npm test -w api -- tournaments`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
const result = spawnSync(
  process.execPath,
  ['--conditions=arena-source', '--import', 'tsx', '--test', '--test-concurrency=1', ...files],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
