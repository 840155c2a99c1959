// Shared helpers of the deploy tests: temporary folders, raw HTTP requests, a fake remote build and a portal over it.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '../lib/portal.mjs';

export function tempDir(t, prefix = 'arena-deploy-test-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function writeFiles(root, files) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** A request with the path sent exactly as given (no client-side normalisation of `..`). */
export function request(port, rawPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: rawPath, method, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A JavaScript body big enough to be compressed. */
export function bigScript(label) {
  return `/* ${label} */\n${Array.from({ length: 200 }, (_, i) => `console.log("${label} line ${i}");`).join('\n')}\n`;
}

/** Writes a build that looks like mfe-<remote>/dist: entry files plus one hashed chunk per version label. */
export function fakeRemoteBuild(dir, label) {
  const chunk = `chunk.${Buffer.from(label).toString('hex').padEnd(10, '0').slice(0, 10)}.js`;
  writeFiles(dir, {
    'mf-manifest.json': JSON.stringify({
      id: 'community',
      metaData: { buildInfo: { buildVersion: label }, publicPath: 'auto' },
    }),
    'remoteEntry.js': bigScript(`remoteEntry ${label}`),
    [chunk]: bigScript(`chunk ${label}`),
    'index.html': `<!doctype html><title>${label}</title>`,
  });
  return chunk;
}

/**
 * Starts the portal's static servers over a fake repository on free ports (no build, no API), stopped when the test
 * ends; `ports` are the six it took, `log` receives each line it prints.
 */
export async function startTestPortal(t, { dir, repoRoot, log = () => {} }) {
  const [shell, tournaments, pass, account, community, api] = await freePorts(6);
  const ports = { shell, tournaments, pass, account, community, api };
  const portal = await startPortal({
    repoRoot,
    releasesDir: path.join(dir, 'releases'),
    dataDir: path.join(dir, 'data'),
    ports,
    portEnv: {},
    build: false,
    api: false,
    host: '127.0.0.1',
    log,
  });
  t.after(() => portal.stop());
  return { portal, ports };
}
