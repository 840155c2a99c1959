#!/usr/bin/env node
// The portal's page server in production: the shell's HTML written per request (live manifest, preloads, the page's
// link preview, 404 for a path no app draws), /robots.txt, /sitemap.xml and the icons — what `npm start`'s shell
// server does, without the remotes or the API. nginx (deploy/nginx/arena.conf) keeps serving every file and sends
// it the page navigations; if it is down, nginx serves the shell's index.html as it is.
//
//   node deploy/bin/pages.mjs [--env production] [--port 8079] [--host 127.0.0.1] [--shell-dist <dir>]
//   ARENA_RELEASES_DIR      the releases folder (default <repo>/.releases), as release.mjs writes it
//   ARENA_PREVIEW_API_URL   where this server reads the API (default: the live manifest's apiUrl)
//   ARENA_PREVIEW_TIMEOUT_MS  the longest a page waits for the API (default 400)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultReleasesDir, REPO_ROOT } from '../lib/catalog.mjs';
import { loadEnvironmentTemplate, portalOrigins, resolveTemplate } from '../lib/environments.mjs';
import { createShellServer } from '../lib/portal.mjs';
import { releasePaths } from '../lib/releases.mjs';
import { closeServer, listen } from '../lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    env: { type: 'string', default: 'production' },
    port: { type: 'string', default: process.env.PORT ?? '8079' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'shell-dist': { type: 'string', default: path.join(REPO_ROOT, 'shell/dist') },
  },
});

const resolved = resolveTemplate(loadEnvironmentTemplate(values.env));
const releasesDir = defaultReleasesDir();
const timeout = Number(process.env.ARENA_PREVIEW_TIMEOUT_MS ?? 400);
const server = createShellServer({
  shellDist: path.resolve(values['shell-dist']),
  stateFile: releasePaths(releasesDir, values.env).stateFile,
  releasesDir,
  origins: portalOrigins(resolved),
  shellOrigin: new URL(resolved.shellOrigin).origin,
  previewApiUrl: process.env.ARENA_PREVIEW_API_URL || undefined,
  previewTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 400,
});
await listen(server, Number(values.port), values.host);
console.log(
  `pages of ${resolved.shellOrigin} on http://${values.host}:${values.port} (releases ${releasesDir})`,
);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void closeServer(server).then(() => process.exit(0)));
