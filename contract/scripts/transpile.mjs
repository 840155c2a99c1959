#!/usr/bin/env node
// The build of the Node packages (the contract, the API): every TypeScript file of `<package>/src` to JavaScript in
// `<package>/dist`, file by file with esbuild, with its source map, and the JSON resources beside the sources copied.
// Types are not checked here: `npm run typecheck` (tsc) does that, and `npm test` runs it before any build. tsc's
// emit took 18 CPU-seconds for the API and 6 for the contract (which the API's build emitted a second time); this
// takes about one (issue 29). Every setting the emit depends on is in the sources: `isolatedModules` is on in
// tsconfig.base.json, so a file never needs another to be compiled.
//
//   node contract/scripts/transpile.mjs <package folder> [--skip <folder under src>]...   (test files never)
//
// `transpileTree` is the same emit for api/scripts/test.mjs, which compiles the tests too, with inline maps.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

/** Files under `directory` whose name `keep` accepts, as absolute paths. */
export function filesUnder(directory, keep) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name, full) ? [full] : [];
  });
}

const isTypeScript = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');

/**
 * Compiles the TypeScript files of `from` into `to` at the same relative paths (`.ts` → `.js`) and copies the JSON
 * files; `keep(file)` (an absolute path) picks which files take part. `to` is emptied first.
 */
export async function transpileTree({ from, to, keep = () => true, sourcemap = true }) {
  rmSync(to, { recursive: true, force: true });
  await build({
    entryPoints: filesUnder(from, (name, full) => isTypeScript(name) && keep(full)),
    outbase: from,
    outdir: to,
    format: 'esm',
    platform: 'node',
    target: 'node20.20',
    sourcemap,
    logLevel: 'warning',
  });
  for (const file of filesUnder(from, (name, full) => name.endsWith('.json') && keep(full))) {
    const target = path.join(to, path.relative(from, file));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(file, target);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { skip: { type: 'string', multiple: true, default: [] } },
  });
  const root = path.resolve(positionals[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const src = path.join(root, 'src');
  const skipped = values.skip.map((folder) => path.join(src, folder) + path.sep);
  await transpileTree({
    from: src,
    to: path.join(root, 'dist'),
    keep: (file) => !/\.test\.ts$/.test(file) && !skipped.some((folder) => file.startsWith(folder)),
  });
}
