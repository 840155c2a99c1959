// The whole portal from production builds: API (embedded Postgres), the shell and the four remotes on their own
// origins. `npm start` (deploy/bin/start.mjs) and the e2e global setup both call startPortal().
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWorkspace } from './build.mjs';
import {
  defaultDataDir,
  defaultReleasesDir,
  isBuilt,
  REMOTES,
  remotePackageDir,
  REPO_ROOT,
  servedPackages,
} from './catalog.mjs';
import {
  loadEnvironmentTemplate,
  portalOrigins,
  renderPlatform,
  resolvePorts,
  resolveTemplate,
} from './environments.mjs';
import {
  createRemoteResolver,
  isPublished,
  listPublished,
  liveVersions,
  publishRelease,
  readHistory,
  readPlatformState,
  recordHistory,
  releasePaths,
  versionOfBuild,
  withReleaseLock,
  writeJsonAtomic,
} from './releases.mjs';
import { createApiReader } from './api-reader.mjs';
import { APP_ICONS } from './icons.mjs';
import { applyPreview, createPreviewer, pageLanguage, PREVIEW_HEADER, SITE_FILES } from './link-previews.mjs';
import { createPageTexts } from './page-texts.mjs';
import { portalHtmlHeaders } from './security-headers.mjs';
import { pathHasPage, renderShellHtml, ROUTE_CHUNKS_FILE, ROUTES_FILE } from './shell-html.mjs';
import { buildSitemap, robotsTxt } from './sitemap.mjs';
import { closeServer, createStaticServer, listen, NO_CACHE } from './static-server.mjs';
import { MANIFEST_PATH, webManifest } from './web-manifest.mjs';

/**
 * @typedef {object} PortalOptions
 * @property {string} [env='local']            environment template in deploy/environments
 * @property {Record<string, number>} [ports]  overrides: shell, tournaments, pass, account, community, api
 * @property {Record<string, string | undefined>} [portEnv=process.env]  where ARENA_*_PORT / ARENA_PORT_BASE are read
 * @property {string} [dataDir]                embedded Postgres folder (ARENA_DATA_DIR, default <repo>/.data/pglite)
 * @property {string} [releasesDir]            releases folder (ARENA_RELEASES_DIR, default <repo>/.releases)
 * @property {boolean} [build=true]            build packages whose dist is missing
 * @property {boolean} [api=true]              start the API
 * @property {string} [host]                   interface every server listens on (ARENA_HOST, default 127.0.0.1)
 * @property {Record<string, string>} [apiEnv] extra environment for the API (e.g. rate limits for tests)
 * @property {string} [apiMain]               the API's entry file (default <repo>/api/dist/main.js)
 * @property {(line: string) => void} [log]    progress and problems (default console.log)
 * @property {(line: string) => void} [apiOutput]   each line the API prints (default: log with an [api] prefix)
 * @property {(line: string) => void} [buildOutput] each line of a build (default: dropped; a failure prints its tail)
 * @property {number} [apiTimeoutMs=120000]    how long the API may take to answer (first start seeds the database)
 * @property {number} [previewTimeoutMs=400]   the longest a page's HTML waits for the API (link previews)
 */

/**
 * @typedef {object} PortalHandle
 * @property {string} env
 * @property {Record<string, number>} ports
 * @property {{ shell: string, api: string, remotes: Record<string, string> }} urls
 * @property {string[]} origins              browser origins of the portal (PORTAL_ORIGINS)
 * @property {string} releasesDir
 * @property {string} dataDir
 * @property {string} stateFile              the live platform.json of this environment
 * @property {Record<string, string>} versions  live version of each released remote at start
 * @property {{ builds: object[], published: object[], problems: string[], notes: string[], demoAccounts: string[] }} report
 * @property {(name: string) => Promise<void>} stopRemote   closes one remote's server (connections refused)
 * @property {(name: string) => Promise<void>} startRemote  opens it again on the same port
 * @property {() => boolean} apiRunning
 * @property {() => Promise<void>} stop       stops every server and the API
 */

/**
 * Starts the portal. Packages that fail to build are reported and skipped; everything else is served, so the
 * portal shows the "temporarily unavailable" fallback where a remote is missing.
 *
 * @param {PortalOptions} [options]
 * @returns {Promise<PortalHandle>}
 */
export async function startPortal(options = {}) {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const envName = options.env ?? 'local';
  const log = options.log ?? ((line) => console.log(line));
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir(process.env, repoRoot));
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir(process.env, repoRoot));
  const template = loadEnvironmentTemplate(envName);
  const ports = resolvePorts(template, options.portEnv ?? process.env, options.ports);
  const resolved = resolveTemplate(template, ports);
  const origins = portalOrigins(resolved);
  const host = options.host ?? process.env.ARENA_HOST ?? '127.0.0.1';
  const report = { builds: [], published: [], problems: [], notes: [], demoAccounts: [] };
  const problem = (line) => {
    report.problems.push(line);
    log(`✖ ${line}`);
  };

  // Before anything starts: another process on the API port would answer in place of ours.
  for (const [name, port] of Object.entries(ports)) await assertPortFree(port, host, name);
  if (options.build !== false) await buildMissing({ repoRoot, options, log, report, problem });

  const versions = await withReleaseLock(releasesDir, () =>
    publishAndRender({ repoRoot, releasesDir, envName, resolved, report, problem, log }),
  );
  const paths = releasePaths(releasesDir, envName);

  const servers = {};
  const handle = {
    env: envName,
    ports,
    urls: {
      shell: new URL(resolved.shellOrigin).origin,
      api: resolved.apiUrl,
      remotes: Object.fromEntries(resolved.remotes.map((r) => [r.name, r.baseUrl.replace(/\/+$/, '')])),
    },
    origins,
    releasesDir,
    dataDir,
    stateFile: paths.stateFile,
    versions,
    report,
  };

  let api = null;
  const stopAll = async () => {
    await Promise.all(Object.values(servers).map((server) => closeServer(server)));
    if (api) await api.stop();
  };

  try {
    // The portal's HTML (the shell's pages, each remote's standalone frame): a CSP naming the origins of the live
    // manifest, read on each request like /platform.json, no framing, HSTS over HTTPS (security-headers.mjs).
    const htmlHeaders = portalHtmlHeaders(liveManifestReader(paths.stateFile));
    const shellOptions = {
      shellDist: path.join(repoRoot, 'shell/dist'),
      stateFile: paths.stateFile,
      releasesDir,
      origins,
      shellOrigin: handle.urls.shell,
      previewTimeoutMs: options.previewTimeoutMs,
    };
    const makeServer = {
      shell: () => createShellServer(shellOptions),
      ...Object.fromEntries(
        REMOTES.map((remote) => [
          remote,
          () =>
            createStaticServer({
              resolve: createRemoteResolver({ releasesDir, env: envName, remote }),
              htmlHeaders,
              allowedOrigins: origins,
              unavailableText: `${remote} has no published release: npm run release -- ${remote}`,
            }),
        ]),
      ),
    };

    if (options.api !== false) {
      const main = options.apiMain ?? path.join(repoRoot, 'api/dist/main.js');
      if (fs.existsSync(main)) {
        api = startApi({ repoRoot, main, host, ports, resolved, origins, dataDir, options, log, envName });
      } else {
        problem('the API is not built (api/dist/main.js missing): sign-in and data calls will fail');
      }
    }

    for (const name of ['shell', ...REMOTES]) {
      servers[name] = await listen(makeServer[name](), ports[name], host);
    }

    await Promise.all(
      ['shell', ...REMOTES].map((name) =>
        waitForHttp(`http://localhost:${ports[name]}/`, { timeoutMs: 10_000 }),
      ),
    );
    if (api) {
      const answered = await waitForHttp(`http://localhost:${ports.api}/`, {
        timeoutMs: options.apiTimeoutMs ?? 120_000,
        giveUpIf: () => api.exited,
      });
      if (!answered) {
        problem(
          `the API did not answer on port ${ports.api}${api.exited ? ` (it exited with ${api.exitCode})` : ''}`,
        );
        for (const line of api.tail.slice(-15)) log(`    ${line}`);
      } else {
        report.demoAccounts = await demoAccounts(resolved.apiUrl, handle.urls.shell);
      }
    }

    Object.assign(handle, {
      async stopRemote(name) {
        if (!servers[name]) throw new Error(`no server named ${name}`);
        await closeServer(servers[name]);
      },
      async startRemote(name) {
        if (!makeServer[name]) throw new Error(`no server named ${name}`);
        if (servers[name]?.listening) return;
        servers[name] = await listen(makeServer[name](), ports[name], host);
      },
      apiRunning: () => Boolean(api && !api.exited),
      stop: stopAll,
    });
    return handle;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** deploy/public: the icons and the generic link-preview card (bin/icons.mjs), served at the site's root. */
export const SITE_FILES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public');
/** How long the site files may be kept by a browser or CDN (their names carry no hash). */
const SITE_FILE_CACHE = 'public, max-age=86400';
/** How long a crawler may keep robots.txt and the sitemap (the server's own copy is refreshed every 30 s). */
const SEARCH_FILE_CACHE = 'public, max-age=300';

/**
 * The shell's server: its build, `/platform.json` from the live manifest, the page HTML written per request (the
 * manifest, preloads and link preview), `/robots.txt`, `/sitemap.xml` and the site files. `npm start` runs it beside
 * the remotes; in production (`bin/pages.mjs`) nginx sends it the page navigations and the search files.
 *
 * @param {object} options
 * @param {string} options.shellDist     the shell's build
 * @param {string} options.stateFile     the environment's live platform.json
 * @param {string} options.releasesDir
 * @param {string[]} options.origins     the portal's origins (CORS)
 * @param {string} options.shellOrigin   the portal's public origin: canonical addresses, robots.txt, the sitemap
 * @param {string} [options.previewApiUrl]  where the server reads the API (default: the manifest's apiUrl)
 * @param {number} [options.previewTimeoutMs=400]  the longest a page waits for the API
 * @param {string} [options.siteFilesDir]  the icons' folder (default deploy/public)
 */
export function createShellServer({
  shellDist,
  stateFile,
  releasesDir,
  origins,
  shellOrigin,
  previewApiUrl,
  previewTimeoutMs = 400,
  siteFilesDir = SITE_FILES_DIR,
}) {
  const readPlatform = liveManifestReader(stateFile);
  const readPlatformOrNull = () => {
    try {
      return readPlatform();
    } catch {
      return null;
    }
  };
  const api = createApiReader({
    baseUrl: () => previewApiUrl ?? readPlatformOrNull()?.apiUrl,
    timeoutMs: previewTimeoutMs,
  });
  const pageText = createPageTexts({ readPlatform: readPlatformOrNull, releasesDir, shellDist });
  const previewFor = createPreviewer({
    origin: shellOrigin,
    readPlatform: readPlatformOrNull,
    read: api.read,
    pageText,
  });
  const siteFile = (name) => () => ({
    body: fs.readFileSync(path.join(siteFilesDir, name)),
    headers: { 'Cache-Control': SITE_FILE_CACHE },
  });
  return createStaticServer({
    resolve: (segments) =>
      fs.existsSync(path.join(shellDist, 'index.html')) ? { root: shellDist, segments } : null,
    dynamic: {
      // Read on each request: a release or rollback is live on the next reload, the shell's files untouched.
      '/platform.json': () => fs.readFileSync(stateFile),
      '/robots.txt': () => ({
        body: robotsTxt(shellOrigin),
        headers: { 'Cache-Control': SEARCH_FILE_CACHE },
      }),
      '/sitemap.xml': async () => {
        const sitemap = await buildSitemap({ origin: shellOrigin, read: api.read });
        return {
          body: sitemap.body,
          headers: sitemap.complete
            ? { 'Cache-Control': SEARCH_FILE_CACHE }
            : { 'Cache-Control': NO_CACHE, [PREVIEW_HEADER]: 'fallback' },
        };
      },
      // The installable portal's manifest in the language asked for (web-manifest.mjs).
      [MANIFEST_PATH]: (req) => {
        const { search } = new URL(req.url ?? '/', 'http://localhost');
        const lang = pageLanguage({ search, cookie: req.headers.cookie });
        return {
          body: `${JSON.stringify(webManifest(lang, pageText), null, 2)}\n`,
          headers: { 'Cache-Control': SEARCH_FILE_CACHE, 'Content-Language': lang, Vary: 'Cookie' },
        };
      },
      ...Object.fromEntries(APP_ICONS.map(({ file }) => [`/${file}`, siteFile(file)])),
      [SITE_FILES.favicon]: siteFile('favicon.ico'),
      [SITE_FILES.touchIcon]: siteFile('apple-touch-icon.png'),
      [SITE_FILES.card.path]: siteFile('og-image.png'),
    },
    // The same manifest written into the page, with preconnects and the route's preloads (shell-html.mjs), and the
    // page's link preview (link-previews.mjs).
    transformHtml: shellHtmlWriter({ stateFile, releasesDir, previewFor }),
    // 404 for a path no app draws (the same HTML: the page draws Page Not Found), from each app's routes.json.
    fallbackStatus: shellPageStatus({ stateFile, releasesDir, shellDist }),
    htmlHeaders: portalHtmlHeaders(readPlatform),
    allowedOrigins: origins,
    unavailableText: 'The shell is not built: npm run build -w shell',
  });
}

/**
 * The live platform manifest, parsed again only when the file changes (release and rollback replace it by rename,
 * so inode, time and size identify its content); throws when it cannot be read.
 */
export function liveManifestReader(stateFile) {
  let cached = { stamp: '', platform: null };
  return () => {
    const stat = fs.statSync(stateFile);
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (stamp !== cached.stamp) cached = { stamp, platform: JSON.parse(fs.readFileSync(stateFile, 'utf8')) };
    return cached.platform;
  };
}

/**
 * Writes the shell's index.html for one request from the live manifest (read on each request, like
 * /platform.json) and the live release's mf-manifest.json and route-chunks.json of the route's remote (immutable
 * per version, cached); with `previewFor` (link-previews.mjs `createPreviewer`), the page's link preview too, and
 * the `X-Arena-Preview` and `Content-Language` headers.
 */
export function shellHtmlWriter({ stateFile, releasesDir, previewFor = null }) {
  const releaseJson = releaseJsonReader(releasesDir);
  const manifestOf = (remote) => releaseJson(remote, 'mf-manifest.json');
  const routeChunksOf = (remote) => releaseJson(remote, ROUTE_CHUNKS_FILE);
  return async (html, req, pathname) => {
    const { search } = new URL(req.url ?? '/', 'http://localhost');
    let page = html;
    let headers = {};
    if (previewFor) {
      const preview = await previewFor({ pathname, search, cookie: req.headers.cookie });
      page = applyPreview(html, preview);
      headers = { [PREVIEW_HEADER]: preview.status, 'Content-Language': preview.lang };
    }
    let platform;
    try {
      platform = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    } catch {
      // No manifest yet: the shell fetches /platform.json and shows what it can.
      return { body: page, headers };
    }
    const body = renderShellHtml(page, {
      platform,
      pathname,
      search,
      cookie: req.headers.cookie,
      manifestOf,
      routeChunksOf,
    });
    return { body, headers };
  };
}

/** A JSON file of a remote's live release, parsed once per version (a release never changes), or null. */
function releaseJsonReader(releasesDir) {
  const releaseFiles = new Map();
  return (remote, name) => {
    const file = path.join(releasesDir, remote.name, remote.version, name);
    if (!releaseFiles.has(file)) {
      try {
        releaseFiles.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        return null;
      }
    }
    return releaseFiles.get(file);
  };
}

/**
 * The status of the shell's HTML for a navigation to a path that is not a file: 404 when the app that owns the path
 * (by the live manifest) lists its routes (routes.json of the remote's live release, or of the shell's build) and
 * none matches, else 200. The page is the same either way, and draws Page Not Found where the status says 404.
 * nginx (deploy/nginx/arena.conf) reads no routes.json and answers 200 for every page.
 */
export function shellPageStatus({ stateFile, releasesDir, shellDist }) {
  const releaseJson = releaseJsonReader(releasesDir);
  const routesOf = (remote) => releaseJson(remote, ROUTES_FILE);
  return (_req, pathname) => {
    let platform;
    let shellRoutes;
    try {
      platform = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    } catch {
      return 200; // no manifest yet: nothing is known
    }
    try {
      // Read on each request, like the shell's index.html: a rebuilt shell is live at once.
      shellRoutes = JSON.parse(fs.readFileSync(path.join(shellDist, ROUTES_FILE), 'utf8'));
    } catch {
      shellRoutes = null;
    }
    return pathHasPage({ platform, pathname, routesOf, shellRoutes }) === false ? 404 : 200;
  };
}

async function buildMissing({ repoRoot, options, log, report, problem }) {
  for (const pkg of servedPackages(repoRoot)) {
    if ((pkg.name === 'api' && options.api === false) || isBuilt(pkg)) continue;
    log(`building ${pkg.workspace} (no ${pkg.builtMarker} yet)…`);
    const result = await buildWorkspace(pkg.workspace, { repoRoot, onLine: options.buildOutput });
    report.builds.push(result);
    if (result.ok && isBuilt(pkg)) {
      log(`  built ${pkg.workspace} in ${(result.durationMs / 1000).toFixed(1)} s`);
    } else {
      problem(`${pkg.workspace} failed to build (exit ${result.code}); serving everything else. Last lines:`);
      for (const line of result.tail.slice(-12)) log(`    ${line}`);
    }
  }
}

/**
 * Publishes each remote's current build as its first release when it has none, then writes the environment's
 * live manifest for this run's ports. Returns the live version of each remote.
 */
function publishAndRender({ repoRoot, releasesDir, envName, resolved, report, problem, log }) {
  const previous = readPlatformState(releasesDir, envName);
  const versions = {};
  const live = liveVersions(previous);
  for (const remote of REMOTES) {
    const distDir = path.join(remotePackageDir(remote, repoRoot), 'dist');
    const built = fs.existsSync(path.join(distDir, 'mf-manifest.json'));
    if (live[remote] && isPublished(releasesDir, remote, live[remote])) {
      versions[remote] = live[remote];
    } else if (listPublished(releasesDir, remote).length) {
      versions[remote] = listPublished(releasesDir, remote).at(-1).version;
    } else if (built) {
      const version = versionOfBuild(remote, distDir, { repoRoot });
      publishRelease({
        releasesDir,
        remote,
        version,
        distDir,
        source: 'npm start: first release of the existing build',
      });
      report.published.push({ remote, version });
      log(`published ${remote} ${version} (first release, from mfe-${remote}/dist)`);
      versions[remote] = version;
    } else {
      problem(`${remote} has no build and no release: its routes show "temporarily unavailable"`);
      continue;
    }
    if (built && versions[remote]) {
      const buildVersion = versionOfBuild(remote, distDir, { repoRoot });
      if (buildVersion !== versions[remote] && !isPublished(releasesDir, remote, buildVersion)) {
        report.notes.push(
          `mfe-${remote}/dist holds a build that is not live; publish it with: npm run release -- ${remote} --no-build`,
        );
      }
    }
  }
  const state = renderPlatform(resolved, versions);
  writeJsonAtomic(releasePaths(releasesDir, envName).stateFile, state);
  for (const [remote, version] of Object.entries(versions)) {
    if (readHistory(releasesDir, envName, remote).live.at(-1) !== version) {
      recordHistory({
        releasesDir,
        env: envName,
        remote,
        from: live[remote] ?? null,
        to: version,
        action: 'start',
      });
    }
  }
  return versions;
}

/**
 * A non-local environment started on this machine (`npm start -- --env development`) runs the API as production,
 * which refuses to start without its secrets, a real sign-in service and an explicit proxy setting. On one machine
 * the secrets are generated once into the data folder (mode 600) and given to the API by name; when the
 * environment's sign-in address is the API itself, the stand-ins are switched on by name (`ARENA_ALLOW_STAND_IN`),
 * which the API logs and reports on `/health`. Values already in the environment win.
 */
function onMachineProductionEnv(resolved, dataDir) {
  const secret = (name, file) => {
    if (process.env[name]) return process.env[name];
    const stored = path.join(dataDir, file);
    if (fs.existsSync(stored)) {
      const value = fs.readFileSync(stored, 'utf8').trim();
      if (value.length >= 32) return value;
    }
    const value = randomBytes(48).toString('base64url');
    fs.writeFileSync(stored, `${value}\n`, { mode: 0o600 });
    return value;
  };
  const standIn = new URL(resolved.authUrl).origin === new URL(resolved.apiUrl).origin;
  return {
    ARENA_JWT_SECRET: secret('ARENA_JWT_SECRET', 'jwt-secret'),
    ARENA_REWARD_CODE_SECRET: secret('ARENA_REWARD_CODE_SECRET', 'reward-code-secret'),
    ARENA_PAYMENT_SECRET: secret('ARENA_PAYMENT_SECRET', 'payment-secret'),
    TRUST_PROXY: process.env.TRUST_PROXY ?? '0',
    ...(standIn
      ? { ARENA_ALLOW_STAND_IN: process.env.ARENA_ALLOW_STAND_IN ?? '1' }
      : { AUTH_URL: resolved.authUrl }),
  };
}

function startApi({ repoRoot, main, host, ports, resolved, origins, dataDir, options, log, envName }) {
  fs.mkdirSync(dataDir, { recursive: true });
  const output = options.apiOutput ?? ((line) => log(`[api] ${line}`));
  const child = spawn(process.execPath, [main], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      // The local environment is a developer's machine (`npm start`): development, so the sign-in stand-in offers
      // the seeded staff account for the staff desk. Every other environment runs as production.
      NODE_ENV: process.env.NODE_ENV ?? (envName === 'local' ? 'development' : 'production'),
      ...(envName === 'local' ? {} : onMachineProductionEnv(resolved, dataDir)),
      PORT: String(ports.api),
      HOST: host,
      ARENA_DATA_DIR: dataDir,
      PORTAL_ORIGINS: origins.join(','),
      ARENA_PUBLIC_URL: resolved.apiUrl,
      ...options.apiEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api = { child, exited: false, exitCode: null, tail: [], stopping: false };
  const onData = (chunk) => {
    for (const line of chunk.toString().split(/\r?\n/)) {
      if (!line) continue;
      api.tail.push(line);
      if (api.tail.length > 80) api.tail.shift();
      output(line);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      api.exited = true;
      api.exitCode = code ?? signal;
      process.off('exit', killOnExit);
      if (!api.stopping) log(`✖ the API exited (${code ?? signal}); the static servers keep running`);
      resolve();
    });
    child.on('error', (error) => {
      api.exited = true;
      api.exitCode = String(error);
      resolve();
    });
  });
  api.stop = async () => {
    if (api.exited) return;
    api.stopping = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return api;
}

function assertPortFree(port, host, name) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} (${name}) is already in use; choose others with ARENA_PORT_BASE or ARENA_*_PORT`,
            )
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Resolves true once `url` answers with any HTTP status, false after the timeout or when `giveUpIf()` says so. */
export async function waitForHttp(url, { timeoutMs = 30_000, giveUpIf = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !giveUpIf()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      await response.arrayBuffer();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

/** A few seeded players from the sign-in stand-in page (`gameName#tagLine` on its buttons), for the start banner. */
async function demoAccounts(apiUrl, shellUrl) {
  try {
    const url = `${apiUrl}/auth/signin?redirect_url=${encodeURIComponent(`${shellUrl}/`)}`;
    const html = await (await fetch(url, { signal: AbortSignal.timeout(5000) })).text();
    const handles = new Set();
    for (const match of html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/gi)) {
      const text = match[1]
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const handle = text.match(/[^\s#][^#]{0,30}#[0-9A-Za-z]{2,6}/)?.[0];
      if (handle) handles.add(handle.trim());
    }
    return [...handles].slice(0, 6);
  } catch {
    return [];
  }
}
