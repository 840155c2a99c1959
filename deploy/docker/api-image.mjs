#!/usr/bin/env node
// What the API image holds, in one place: deploy/docker/api.Dockerfile runs this to lay out its files, and
// scripts/check-production-install.mjs runs the same layout through the same install, outside the repository, and
// starts the API from it.
//
//   node deploy/docker/api-image.mjs build <dir>     package.json and lock to build the API and the contract
//   node deploy/docker/api-image.mjs runtime <dir>   the built API as the image ships it (then: npm install --omit=dev)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspaces the API runs from: itself and the contract (`@arena/contract`, a workspace dependency). */
export const API_WORKSPACES = ['contract', 'api'];

/**
 * The files of the image, from the repository root, after `npm run build -w api`: the built contract and API,
 * their package.json files, the lock (the versions CI tested), and the seeded news articles the API reads from
 * its sources folder (api/src/seed/posts.ts) when it seeds an empty database.
 */
export const API_RUNTIME_FILES = [
  'package-lock.json',
  'contract/package.json',
  'contract/dist',
  'api/package.json',
  'api/dist',
  'api/src/seed/news',
];

/**
 * The image's root package.json: the repository's, with only the API's workspaces (npm refuses workspaces whose
 * folders are missing). The build needs no root tool: it transpiles with the workspaces' own esbuild
 * (contract/scripts/transpile.mjs); types are checked by `npm test` (tsc) before an image is built from a commit.
 */
export function imagePackageJson(_kind, rootPackage) {
  const manifest = {
    name: rootPackage.name,
    private: true,
    workspaces: API_WORKSPACES,
  };
  return manifest;
}

function writePackageJson(kind, target, root) {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(
    path.join(target, 'package.json'),
    `${JSON.stringify(imagePackageJson(kind, rootPackage), null, 2)}\n`,
  );
}

/** Lays out the runtime files under `target` (which must not hold an older layout). */
export function stageRuntime(target, root = REPO_ROOT) {
  for (const file of API_RUNTIME_FILES) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) {
      throw new Error(`${file} is missing: build the API first (npm run build -w api)`);
    }
    fs.cpSync(from, path.join(target, file), { recursive: true });
  }
  writePackageJson('runtime', target, root);
}

/** The root package.json and lock of the build stage (the workspaces' package.json files are copied beside them). */
export function stageBuild(target, root = REPO_ROOT) {
  fs.mkdirSync(target, { recursive: true });
  const lock = path.join(target, 'package-lock.json');
  if (path.resolve(lock) !== path.join(root, 'package-lock.json')) {
    fs.copyFileSync(path.join(root, 'package-lock.json'), lock);
  }
  writePackageJson('build', target, root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [kind, target] = process.argv.slice(2);
  if (!['build', 'runtime'].includes(kind) || !target) {
    console.error('usage: node deploy/docker/api-image.mjs build|runtime <dir>');
    process.exit(2);
  }
  if (kind === 'build') stageBuild(path.resolve(target));
  else stageRuntime(path.resolve(target));
}
