// The production shape on one machine (issue 34, DESIGN §9): a throwaway Postgres cluster, Redis, three API
// instances behind nginx (WebSocket upgrades included) and the portal's static servers whose manifest names nginx
// as the API. `npm run start:cluster`, `npm run fault:rolling-restart` and the cluster smoke suite
// (e2e/playwright.cluster.config.ts) start it with `startCluster`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWorkspace } from '../../deploy/lib/build.mjs';
import { loadEnvironmentTemplate, portalOrigins, resolveTemplate } from '../../deploy/lib/environments.mjs';
import { startPortal } from '../../deploy/lib/portal.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_MAIN = path.join(REPO_ROOT, 'api/dist/main.js');
const NGINX = '/usr/sbin/nginx';
const REDIS = '/usr/bin/redis-server';
/**
 * Where the servers only nginx and the scripts reach (the API instances, Redis) listen: a loopback address of their
 * own, so the outgoing connections of this machine (from 127.0.0.1, on ephemeral ports, which a base chosen inside
 * that range would overlap) never hold their ports — an instance restarted under load always gets its port back.
 */
export const INTERNAL_HOST = '127.0.0.2';

/**
 * The cluster's default ports, nginx on the base: below Linux's ephemeral range (32768–60999), where a busy
 * machine's outgoing connections could hold one (`--port-base` chooses others).
 */
export const DEFAULT_CLUSTER_BASE = 18300;

/**
 * The ports of a cluster from its base: nginx (the API address the portal uses) +0, the shell +10, the remotes
 * +11..+14 (on 127.0.0.1), the three API instances +21..+23 and Redis +30 (on `INTERNAL_HOST`). Postgres listens
 * on a Unix socket only.
 */
export function clusterPorts(base = DEFAULT_CLUSTER_BASE) {
  return {
    nginx: base,
    shell: base + 10,
    tournaments: base + 11,
    pass: base + 12,
    account: base + 13,
    community: base + 14,
    apis: [base + 21, base + 22, base + 23],
    redis: base + 30,
  };
}

/** The newest Debian Postgres server binaries (`/usr/lib/postgresql/<version>/bin`), or null. */
function postgresBin() {
  const candidates = [];
  if (process.env.ARENA_PG_BIN) candidates.push(process.env.ARENA_PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return (
    candidates.find(
      (bin) => fs.existsSync(path.join(bin, 'postgres')) && fs.existsSync(path.join(bin, 'initdb')),
    ) ?? null
  );
}

/**
 * Installs Debian's postgresql, redis-server and nginx with apt-get when missing (as `npm test` installs Chromium);
 * throws naming the command when it cannot.
 */
export function ensureServerPackages(log = console.log) {
  const missing = [];
  if (!postgresBin()) missing.push('postgresql');
  if (!fs.existsSync(REDIS)) missing.push('redis-server');
  if (!fs.existsSync(NGINX)) missing.push('nginx');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  log(`installing ${missing.join(', ')} (${command})…`);
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`could not install ${missing.join(', ')}: run ${command} as root`);
}

/**
 * Resolves once the port can be taken; rejects when it stays taken for 70 s. The range is inside Linux's ephemeral
 * ports, so an outgoing connection (a load test's, nginx's to an instance) may hold one for a while.
 */
async function assertPortFree(port, name, host = '127.0.0.1') {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tryPort(port, name, host);
    } catch (error) {
      // A connection's port stays in TIME-WAIT for 60 s after it closed.
      if (attempt >= 140) throw error;
      await sleep(500);
    }
  }
}

function tryPort(port, name, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} (${name}) is in use; choose another base with --port-base`)
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** A child process whose output goes to a log file; `exited` settles with its exit code or signal. */
function spawnLogged(command, args, { logFile, env, cwd, uid } = {}) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd,
    env: env ?? process.env,
    stdio: ['ignore', out, out],
    ...(uid !== undefined ? { uid: uid.uid, gid: uid.gid } : {}),
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.once('error', (error) => resolve(String(error)));
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  exited.then(() => process.off('exit', killOnExit));
  return { child, exited, logFile };
}

/** Sends `signal` and waits for the exit; SIGKILL after `killAfterMs`. */
async function stopProcess(proc, signal = 'SIGTERM', killAfterMs = 20_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), killAfterMs);
  const result = await proc.exited;
  clearTimeout(timer);
  return result;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers `status` (default 200); throws after the timeout or when `gaveUp()` says so. */
export async function waitForStatus(url, { status = 200, timeoutMs = 60_000, gaveUp = () => null } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp();
    if (reason) throw new Error(`${url}: ${reason}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The server account Postgres runs as when this script runs as root (Debian's `postgres`). */
function postgresAccount() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** A fresh Postgres cluster in `folder`, on a Unix socket there; its URL and process. */
async function startPostgres(folder, { maxConnections }) {
  const bin = postgresBin();
  if (!bin) throw new Error('no Postgres server binaries (apt-get install postgresql)');
  fs.mkdirSync(folder, { recursive: true });
  const account = postgresAccount();
  if (account) fs.chownSync(folder, account.uid, account.gid);
  const dataDir = path.join(folder, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'arena', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', ...(account ?? {}) },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const logFile = path.join(folder, 'postgres.log');
  fs.writeFileSync(logFile, '');
  if (account) fs.chownSync(logFile, account.uid, account.gid);
  const proc = spawnLogged(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-k',
      folder,
      '-c',
      'listen_addresses=',
      '-c',
      `max_connections=${maxConnections}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { logFile, uid: account },
  );
  const url = `postgresql://arena@localhost/postgres?host=${encodeURIComponent(folder)}`;
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(path.join(folder, '.s.PGSQL.5432'))) {
    if (proc.child.exitCode !== null) throw new Error(`postgres exited: see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`postgres did not start: see ${logFile}`);
    await sleep(100);
  }
  // The socket file appears a moment before the server accepts sessions.
  await sleep(500);
  return { url, proc };
}

/** Workers of the cluster's nginx: each has its own open files, and `reuseport` spreads new connections over them. */
const NGINX_WORKERS = 4;
/** Files a worker keeps for other than connections (logs, temporary files, the listening socket). */
const NGINX_SPARE_FILES = 256;

/**
 * This process's hard limit of open files (`ulimit -Hn`), which nginx started by it cannot raise unless it runs as
 * root; 1,024 if the shell cannot tell.
 */
export function openFileHardLimit() {
  const answer = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout?.trim();
  if (answer === 'unlimited') return 1_048_576;
  const limit = Number(answer);
  return Number.isInteger(limit) && limit > 0 ? limit : 1_024;
}

/**
 * The nginx configuration of the cluster: one server on `port`, the three API instances as its upstream, with the
 * WebSocket upgrade headers (socket.io), X-Forwarded-For (the APIs run with TRUST_PROXY=1), and the next instance
 * tried when one refuses or resets a connection (it is stopping or restarting) or answers 502/503. Requests reach
 * an instance on a connection of their own (no upstream keep-alive), so a request is never sent on a connection the
 * instance is closing.
 */
export function nginxConfig({ folder, port, apiPorts, openFiles = openFileHardLimit() }) {
  const asRoot = process.getuid?.() === 0;
  // A proxied WebSocket holds two connections (the player's and the instance's): one worker of 8,192 connections
  // held 4,095 players' sockets. Four workers of up to `openFiles` − 256 each: about 39,000 sockets at 20,000 files.
  const connections = Math.max(512, openFiles - NGINX_SPARE_FILES);
  return `# Generated by scripts/lib/cluster.mjs for one run; removed with its folder.
${asRoot ? 'user root;\n' : ''}worker_processes ${NGINX_WORKERS};
worker_rlimit_nofile ${openFiles};
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
events {
    worker_connections ${connections};
}
http {
    access_log off;
    client_body_temp_path ${folder}/client-body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;

    map $http_upgrade $connection_upgrade {
        default upgrade;
        '' close;
    }

    upstream arena_api {
${apiPorts.map((apiPort) => `        server ${INTERNAL_HOST}:${apiPort} max_fails=1 fail_timeout=2s;`).join('\n')}
    }

    server {
        listen 127.0.0.1:${port} reuseport;
        client_max_body_size 12m;

        location / {
            proxy_pass http://arena_api;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            # A stopping instance resets the connections still waiting to be accepted when it closes its listener,
            # without having read their requests (it finishes every request it has read): those are passed to the
            # next instance, POSTs too (non_idempotent). A crashed instance could have acted on one; a graceful stop
            # cannot.
            proxy_next_upstream error timeout http_502 http_503 non_idempotent;
            proxy_next_upstream_tries 3;
            proxy_connect_timeout 2s;
            # Long enough for a socket.io WebSocket between its pings (25 s) and a slow page.
            proxy_read_timeout 120s;
            proxy_send_timeout 120s;
        }
    }
}
`;
}

/**
 * One API instance (`node api/dist/main.js`) on `port`; `start` again after `stop` runs a new process on the same
 * port and log file.
 */
function apiInstance({ index, port, env, folder }) {
  const logFile = path.join(folder, `api-${index + 1}.log`);
  const instance = {
    index,
    port,
    url: `http://${INTERNAL_HOST}:${port}`,
    logFile,
    proc: null,
    start() {
      instance.proc = spawnLogged(process.execPath, [API_MAIN], {
        cwd: path.join(REPO_ROOT, 'api'),
        env: { ...process.env, ...env, PORT: String(port) },
        logFile,
      });
      return instance.proc;
    },
    /** Starts it again once its port is free (see `assertPortFree`). */
    async restart() {
      await assertPortFree(port, `API ${index + 1}`, INTERNAL_HOST);
      return instance.start();
    },
    running: () =>
      Boolean(instance.proc && instance.proc.child.exitCode === null && !instance.proc.child.signalCode),
    async waitReady(timeoutMs = 120_000) {
      const proc = instance.proc;
      await waitForStatus(`${instance.url}/ready`, {
        timeoutMs,
        gaveUp: () =>
          proc.child.exitCode !== null
            ? `API ${index + 1} exited with ${proc.child.exitCode} (see ${logFile})`
            : null,
      });
    },
    /** SIGTERM (a graceful shutdown) and the exit; answers the exit code. */
    async stop(signal = 'SIGTERM') {
      if (!instance.proc) return null;
      return stopProcess(instance.proc, signal, 30_000);
    },
  };
  return instance;
}

/**
 * Starts the cluster. Options: `base` (ports, default 18300), `apiEnv` (extra environment for every API instance:
 * rate limits for a load test), `production` (NODE_ENV=production with the stand-ins on by name; default
 * development, as `npm start`, so the stand-in also offers the seeded staff accounts), `drainMs`
 * (ARENA_SHUTDOWN_DRAIN_MS, default 1000), `log`.
 */
export async function startCluster(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const ports = clusterPorts(options.base ?? DEFAULT_CLUSTER_BASE);
  ensureServerPackages(log);
  for (const [name, port] of Object.entries(ports)) {
    const host = name === 'apis' || name === 'redis' ? INTERNAL_HOST : '127.0.0.1';
    for (const each of [port].flat()) await assertPortFree(each, name, host);
  }
  if (!fs.existsSync(API_MAIN)) {
    log('building api (no api/dist/main.js yet)…');
    const result = await buildWorkspace('api', { repoRoot: REPO_ROOT });
    if (!result.ok || !fs.existsSync(API_MAIN)) {
      throw new Error(`the API did not build:\n${result.tail.slice(-15).join('\n')}`);
    }
  }

  const folder = fs.mkdtempSync(path.join(tmpdir(), 'arena-cluster-'));
  fs.chmodSync(folder, 0o755);
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => log(`stop: ${error.message}`));
    stops.length = 0;
    if (!options.keepFolder) fs.rmSync(folder, { recursive: true, force: true });
  };

  try {
    log(`cluster folder ${folder}`);
    const postgres = await startPostgres(path.join(folder, 'pg'), { maxConnections: 300 });
    stops.push(() => stopProcess(postgres.proc, 'SIGINT'));

    const redis = spawnLogged(
      REDIS,
      ['--port', String(ports.redis), '--bind', INTERNAL_HOST, '--save', '', '--appendonly', 'no'],
      { logFile: path.join(folder, 'redis.log') },
    );
    stops.push(() => stopProcess(redis));
    await waitForPort(ports.redis, INTERNAL_HOST, () => redis.child.exitCode);

    const apiUrl = `http://localhost:${ports.nginx}`;
    const template = loadEnvironmentTemplate('local');
    const portalPorts = {
      shell: ports.shell,
      tournaments: ports.tournaments,
      pass: ports.pass,
      account: ports.account,
      community: ports.community,
      api: ports.nginx,
    };
    const origins = portalOrigins(resolveTemplate(template, portalPorts));
    const secret = () => randomBytes(48).toString('base64url');
    const apiEnv = {
      NODE_ENV: options.production ? 'production' : 'development',
      ...(options.production ? { ARENA_ALLOW_STAND_IN: '1' } : {}),
      HOST: INTERNAL_HOST,
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://${INTERNAL_HOST}:${ports.redis}`,
      TRUST_PROXY: '1',
      ARENA_INSTANCES: '3',
      // The same secrets on every instance: a token signed by one is read by the others. ARENA_JWT_SECRET when
      // set: the capacity bench signs its players' tokens with it (`npm run bench:capacity -- --url …`).
      ARENA_JWT_SECRET: process.env.ARENA_JWT_SECRET || secret(),
      ARENA_REWARD_CODE_SECRET: secret(),
      ARENA_PAYMENT_SECRET: secret(),
      ARENA_DATA_DIR: path.join(folder, 'api-data'),
      ARENA_PUBLIC_URL: apiUrl,
      PORTAL_ORIGINS: origins.join(','),
      ARENA_SHUTDOWN_DRAIN_MS: String(options.drainMs ?? 1_000),
      LOG_LEVEL: 'warn',
      ...options.apiEnv,
    };
    const apis = ports.apis.map((port, index) => apiInstance({ index, port, env: apiEnv, folder }));
    stops.push(() => Promise.all(apis.map((api) => api.stop())));
    // The first instance migrates and seeds the empty database; the others start on it.
    log('starting API 1 (migrations and seed)…');
    apis[0].start();
    await apis[0].waitReady(180_000);
    log('starting APIs 2 and 3…');
    for (const api of apis.slice(1)) api.start();
    await Promise.all(apis.slice(1).map((api) => api.waitReady()));

    log('starting the portal…');
    const portal = await startPortal({
      env: 'local',
      ports: portalPorts,
      api: false,
      releasesDir: path.join(folder, 'releases'),
      dataDir: path.join(folder, 'portal-data'),
      log,
    });
    stops.push(() => portal.stop());

    const nginxFolder = path.join(folder, 'nginx');
    fs.mkdirSync(nginxFolder);
    const nginxConf = path.join(nginxFolder, 'nginx.conf');
    fs.writeFileSync(
      nginxConf,
      nginxConfig({ folder: nginxFolder, port: ports.nginx, apiPorts: ports.apis }),
    );
    const nginx = spawnLogged(NGINX, ['-p', nginxFolder, '-c', nginxConf, '-g', 'daemon off;'], {
      logFile: path.join(nginxFolder, 'nginx.log'),
    });
    stops.push(() => stopProcess(nginx, 'SIGQUIT'));
    await waitForStatus(`${apiUrl}/ready`, {
      timeoutMs: 15_000,
      gaveUp: () => (nginx.child.exitCode !== null ? `nginx exited (see ${nginxFolder})` : null),
    });

    return {
      folder,
      ports,
      databaseUrl: postgres.url,
      urls: { api: apiUrl, shell: portal.urls.shell, remotes: portal.urls.remotes },
      apis,
      portal,
      nginxConf,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Resolves once something accepts connections on the local port. */
async function waitForPort(port, host, exitCode, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (exitCode() !== null) throw new Error(`the server for port ${port} exited`);
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}
