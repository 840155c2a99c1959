#!/usr/bin/env node
// The API's production dependency set, as the image has it (deploy/docker/api.Dockerfile): lays out what the image
// copies (deploy/docker/api-image.mjs: the built contract and API, their package.json files, the lock, the seeded
// news) in a clean folder outside the repository, installs it with `npm install --omit=dev`, starts
// `node dist/main.js` there over an embedded database in a temporary data folder, and waits for /health and
// /ready to answer 200 and for a few real reads. A runtime import that is only a devDependency fails here (the
// repository's node_modules is out of reach), as it would in the image.
//
//   node scripts/check-production-install.mjs [--root <dir>]   (after `npm run build -w api`)
//   node scripts/check-production-install.mjs --dockerfile     (from the sources: no build needed)
//   --root <dir>             take the built files from another checkout or build output (default: this repository)
//   --dockerfile             run the build stage of deploy/docker/api.Dockerfile first, without Docker: its WORKDIR,
//                            COPY (minus .dockerignore) and RUN lines in the clean folder, /src and /out in it; the
//                            API then starts from its /out, as the runtime stage copies it
//   ARENA_CHECK_PORT=57150   a fixed port (default: a free one)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stageRuntime } from '../deploy/docker/api-image.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 180_000;
/** devDependencies of the API and the repository that must not be in the production set. */
const DEV_ONLY = ['tsx', 'esbuild', 'typescript', '@redocly/cli', 'socket.io-client', 'fast-check'];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const DOCKERFILE = 'deploy/docker/api.Dockerfile';

/** The instructions of one stage of a Dockerfile, continuation lines joined, comments dropped. */
function dockerfileStage(file, stage) {
  const lines = fs
    .readFileSync(path.join(REPO_ROOT, file), 'utf8')
    .replace(/\s*\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${stage}$`, 'i').test(line));
  if (start < 0) throw new Error(`${file} has no stage ${stage}`);
  const end = lines.findIndex((line, index) => index > start && /^FROM /i.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Whether .dockerignore leaves a path (relative to the repository) out of the build context. */
function dockerIgnored(relative) {
  const patterns = fs
    .readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const parts = relative.split(path.sep);
  return patterns.some((pattern) =>
    pattern.startsWith('**/')
      ? parts.includes(pattern.slice(3))
      : parts.slice(0, pattern.split('/').length).join('/') === pattern,
  );
}

/**
 * Runs the build stage of deploy/docker/api.Dockerfile in `folder` without Docker: WORKDIR, COPY from the build
 * context and RUN, with the stage's absolute paths (/src, /out) moved into `folder`. Answers where /out went.
 */
async function runBuildStage(folder) {
  const inFolder = (text) => text.replace(/(^|[\s=])\/(src|out)(?=\/|\s|$)/g, `$1${folder}/$2`);
  let cwd = folder;
  for (const line of dockerfileStage(DOCKERFILE, 'build')) {
    const [instruction, ...rest] = line.split(/\s+/);
    if (instruction === 'WORKDIR') {
      cwd = inFolder(rest[0]);
      fs.mkdirSync(cwd, { recursive: true });
    } else if (instruction === 'COPY') {
      const destination = path.resolve(cwd, rest.at(-1));
      for (const source of rest.slice(0, -1)) {
        const from = path.join(REPO_ROOT, source);
        const to = source.endsWith('/') ? destination : path.join(destination, path.basename(source));
        fs.cpSync(from, to, {
          recursive: true,
          filter: (file) => !dockerIgnored(path.relative(REPO_ROOT, file)),
        });
      }
    } else if (instruction === 'RUN') {
      await run('sh', ['-c', inFolder(line.slice(4))], { cwd });
    } else if (instruction !== 'ENV' && instruction !== 'ARG') {
      throw new Error(`${DOCKERFILE}: the build stage's ${instruction} is not emulated here`);
    }
  }
  const copy = dockerfileStage(DOCKERFILE, 'runtime').find((line) => line.startsWith('COPY --from=build '));
  return inFolder(copy.split(/\s+/)[2]);
}

/** The installed version of a package as the API or the contract resolves it under `root`, or null. */
function installedVersion(root, name) {
  for (const base of ['api/node_modules', 'contract/node_modules', 'node_modules']) {
    const file = path.join(root, base, name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return null;
}

/** The API's and the contract's dependencies whose installed version differs from the repository's (tested) one. */
function versionDifferences(app) {
  const dependencies = ['api', 'contract'].flatMap((workspace) =>
    Object.keys(
      JSON.parse(fs.readFileSync(path.join(app, workspace, 'package.json'), 'utf8')).dependencies ?? {},
    ),
  );
  return [...new Set(dependencies)]
    .filter((name) => !name.startsWith('@arena/'))
    .map((name) => ({
      name,
      image: installedVersion(app, name),
      repository: installedVersion(REPO_ROOT, name),
    }))
    .filter(({ image, repository }) => image !== repository);
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The peak resident memory of a process, in MB (Linux). */
function peakRssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return null;
  }
}

async function waitFor(url, child, deadline) {
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${seconds(START_TIMEOUT_MS)} (last: ${last})`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: REPO_ROOT },
      dockerfile: { type: 'boolean', default: false },
    },
  });
  const started = Date.now();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-production-install-'));
  let app = path.join(folder, 'app');
  let child = null;
  let logs = '';
  let buildMs = null;
  try {
    const installStart = Date.now();
    if (values.dockerfile) {
      // The stage installs, builds and installs the production set itself.
      app = await runBuildStage(folder);
      buildMs = Date.now() - installStart;
    } else {
      stageRuntime(app, path.resolve(values.root));
      await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: app,
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
    const installMs = Date.now() - installStart;
    const present = DEV_ONLY.filter((name) => fs.existsSync(path.join(app, 'node_modules', name)));
    if (present.length > 0) throw new Error(`devDependencies in the production set: ${present.join(', ')}`);
    // The lock holds: the image runs the versions the tests ran.
    const differences = versionDifferences(app);
    if (differences.length > 0) {
      const lines = differences.map(
        ({ name, image, repository }) => `${name} ${image} (tested: ${repository})`,
      );
      throw new Error(
        `the production install resolved other versions than the repository's: ${lines.join(', ')}`,
      );
    }

    const port = Number(process.env.ARENA_CHECK_PORT) || (await freePort());
    const base = `http://127.0.0.1:${port}`;
    const startAt = Date.now();
    // A clean environment: nothing of this shell's (no NODE_OPTIONS, no DATABASE_URL), the embedded database.
    child = spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(app, 'api'),
      env: {
        PATH: process.env.PATH,
        HOME: folder,
        PORT: String(port),
        HOST: '127.0.0.1',
        ARENA_DATA_DIR: path.join(folder, 'data'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (logs += chunk));
    child.stderr.on('data', (chunk) => (logs += chunk));
    const deadline = Date.now() + START_TIMEOUT_MS;
    await waitFor(`${base}/health`, child, deadline);
    await waitFor(`${base}/ready`, child, deadline);
    const readyMs = Date.now() - startAt;
    // Reads through the seeded database, the contract's schemas and the OpenAPI document.
    for (const address of ['/v1/tournaments', '/v1/posts', '/openapi.json']) {
      const response = await fetch(`${base}${address}`);
      if (response.status !== 200)
        throw new Error(`GET ${address}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
    const rss = peakRssMb(child.pid);
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGTERM');
    const { code, signal } = await exited;
    child = null;
    if (code !== 0) throw new Error(`the API exited with ${code ?? signal} on SIGTERM`);
    const packages = fs.readdirSync(path.join(app, 'node_modules')).length;
    console.log(
      [
        buildMs === null
          ? `production install: npm install --omit=dev ${seconds(installMs)} (${packages} top-level entries),`
          : `${DOCKERFILE}'s build stage (install, build, production install) ${seconds(buildMs)},`,
        `start (migrations + seed, embedded) to /health and /ready 200 ${seconds(readyMs)},`,
        `peak RSS ${rss ?? '?'} MB, stopped cleanly; total ${seconds(Date.now() - started)}`,
      ].join(' '),
    );
  } catch (error) {
    if (logs) console.error(`API output:\n${logs.slice(-4000)}`);
    throw error;
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`check-production-install: ${error.message}`);
  process.exit(1);
});
