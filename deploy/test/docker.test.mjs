// The images, tested without a Docker engine, piece by piece: what each Dockerfile copies exists and is not left
// out of the build context, the API image runs as a user from the layout api-image.mjs writes, the health checks
// work against a live server, the portal image carries arena.conf and publishes every remote, and the nginx
// configurations pass `nginx -t` (when Debian's nginx is installed). The production install itself:
// scripts/check-production-install.mjs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { API_RUNTIME_FILES, imagePackageJson, stageRuntime } from '../docker/api-image.mjs';
import { REMOTES, REPO_ROOT } from '../lib/catalog.mjs';
import { freePorts, tempDir, writeFiles } from './helpers.mjs';

const read = (file) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const NGINX = '/usr/sbin/nginx';

/** A Dockerfile's instructions, continuation lines joined, comments dropped, by stage (`FROM … AS name`). */
function stages(file) {
  const lines = read(file)
    .replace(/\s*\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result = new Map();
  let current = null;
  for (const line of lines) {
    const from = /^FROM \S+ AS (\S+)$/i.exec(line);
    if (from) result.set((current = from[1]), []);
    else if (current) result.get(current).push(line);
  }
  return result;
}

const instruction = (lines, name) => lines.filter((line) => line.startsWith(`${name} `));

/** The sources of the COPY instructions that read the build context (not `--from=` a stage). */
function contextSources(file) {
  return [...stages(file).values()]
    .flat()
    .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
    .flatMap((line) => line.split(/\s+/).slice(1, -1));
}

/** Whether .dockerignore leaves a path out of the build context (its patterns: `x`, `**\/x`). */
function ignored(file) {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const parts = file.replace(/\/$/, '').split('/');
  return patterns.some((pattern) =>
    pattern.startsWith('**/')
      ? parts.includes(pattern.slice(3))
      : parts.slice(0, pattern.split('/').length).join('/') === pattern,
  );
}

/** Runs an exec-form HEALTHCHECK (`CMD ["node", "-e", …]`) with PORT set; resolves its exit code. */
function runHealthcheck(line, env) {
  const command = JSON.parse(line.slice(line.indexOf('CMD ') + 4));
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { env: { ...process.env, ...env }, stdio: 'ignore' });
    child.on('exit', (code) => resolve(code));
  });
}

function server(status) {
  const requests = [];
  const instance = http.createServer((request, response) => {
    requests.push(request.url);
    response.writeHead(status).end();
  });
  return new Promise((resolve) =>
    instance.listen(0, '127.0.0.1', () => resolve({ port: instance.address().port, requests, instance })),
  );
}

describe('the API image', () => {
  const api = stages('deploy/docker/api.Dockerfile');

  test('builds in one stage and runs from another, as the node user, node dist/main.js in /app/api', async () => {
    assert.deepEqual([...api.keys()], ['build', 'runtime']);
    const runtime = api.get('runtime');
    assert.deepEqual(instruction(runtime, 'USER'), ['USER node']);
    assert.deepEqual(instruction(runtime, 'WORKDIR'), ['WORKDIR /app/api']);
    assert.deepEqual(instruction(runtime, 'CMD'), ['CMD ["node", "dist/main.js"]']);
    assert.ok(instruction(runtime, 'COPY').every((line) => line.startsWith('COPY --from=build /out ')));
    // The ports and data folder the generated objects use.
    const topology = await tsImport('../manifests/topology.ts', import.meta.url);
    const env = instruction(runtime, 'ENV')[0];
    assert.match(env, new RegExp(`PORT=${topology.API_PORT}\\b`));
    assert.match(env, new RegExp(`ARENA_DATA_DIR=${topology.API_DATA_DIR}\\b`));
    assert.match(env, /HOST=0\.0\.0\.0/);
    assert.match(instruction(runtime, 'EXPOSE')[0], new RegExp(`${topology.API_PORT}$`));
  });

  test('the build stage lays out the image with api-image.mjs and installs production dependencies only', () => {
    const build = api.get('build').join('\n');
    assert.match(build, /node deploy\/docker\/api-image\.mjs build \/src && npm install/);
    assert.match(build, /RUN npm run build -w api/);
    assert.match(
      build,
      /node deploy\/docker\/api-image\.mjs runtime \/out && cd \/out && npm install --omit=dev/,
    );
  });

  test('what the Dockerfiles copy from the context exists and is not left out by .dockerignore', () => {
    const sources = [
      ...contextSources('deploy/docker/api.Dockerfile'),
      ...contextSources('deploy/docker/portal.Dockerfile'),
    ];
    assert.ok(sources.length > 5);
    for (const source of sources) {
      if (source === '.' || source.endsWith('/')) {
        if (source !== '.') assert.ok(fs.existsSync(path.join(REPO_ROOT, source)), source);
        continue;
      }
      assert.ok(fs.existsSync(path.join(REPO_ROOT, source)), `${source} exists`);
      assert.ok(!ignored(source), `${source} is in the build context`);
    }
    for (const left of ['node_modules', 'api/dist', 'shell/dist', '.data', '.releases', '.env', '.git']) {
      assert.ok(ignored(left), `${left} stays out of the build context`);
    }
    // The runtime files are built or copied in the build stage: the context never brings a stale dist.
    for (const file of API_RUNTIME_FILES.filter((file) => file.endsWith('/dist'))) assert.ok(ignored(file));
  });

  test('the image package.json has the two workspaces, and the build no root tool', () => {
    const root = JSON.parse(read('package.json'));
    const runtime = imagePackageJson('runtime', root);
    assert.deepEqual(runtime, { name: root.name, private: true, workspaces: ['contract', 'api'] });
    assert.deepEqual(imagePackageJson('build', root), runtime);
    // The build's transpiler is a devDependency of both workspaces it builds.
    for (const file of ['contract/package.json', 'api/package.json']) {
      assert.ok(JSON.parse(read(file)).devDependencies.esbuild, `${file} names esbuild`);
    }
    // The API's dependency on the contract is the workspace's own version.
    const apiPackage = JSON.parse(read('api/package.json'));
    assert.equal(
      apiPackage.dependencies['@arena/contract'],
      JSON.parse(read('contract/package.json')).version,
    );
  });

  test('stageRuntime copies the listed files and refuses an unbuilt API, naming what is missing', (t) => {
    const root = tempDir(t);
    writeFiles(root, {
      'package.json': JSON.stringify({ name: 'mena-arena', workspaces: ['contract', 'api', 'shell'] }),
      'package-lock.json': '{}',
      'contract/package.json': '{}',
      'contract/dist/index.js': '',
      'api/package.json': '{}',
      'api/src/seed/news/a.en.json': '{}',
    });
    assert.throws(
      () => stageRuntime(path.join(root, 'out'), root),
      /api\/dist is missing: build the API first/,
    );
    writeFiles(root, { 'api/dist/main.js': '' });
    const target = path.join(root, 'image');
    stageRuntime(target, root);
    for (const file of ['api/dist/main.js', 'contract/dist/index.js', 'api/src/seed/news/a.en.json']) {
      assert.ok(fs.existsSync(path.join(target, file)), file);
    }
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(target, 'package.json'), 'utf8')).workspaces, [
      'contract',
      'api',
    ]);
  });

  test('its HEALTHCHECK asks /health on PORT: 0 when it answers 200, 1 on 503 or no answer', async (t) => {
    const line = instruction(api.get('runtime'), 'HEALTHCHECK')[0];
    const up = await server(200);
    const down = await server(503);
    t.after(() => {
      up.instance.close();
      down.instance.close();
    });
    assert.equal(await runHealthcheck(line, { PORT: String(up.port) }), 0);
    assert.deepEqual(up.requests, ['/health']);
    assert.equal(await runHealthcheck(line, { PORT: String(down.port) }), 1);
    const closed = await server(200);
    await new Promise((resolve) => closed.instance.close(resolve));
    assert.equal(await runHealthcheck(line, { PORT: String(closed.port) }), 1);
  });
});

describe('the portal images', () => {
  const portal = stages('deploy/docker/portal.Dockerfile');

  test('nginx serves arena.conf (the caching rules and security headers) and is the default target', () => {
    assert.deepEqual([...portal.keys()], ['build', 'pages', 'nginx']);
    const nginx = portal.get('nginx');
    assert.ok(nginx.includes('COPY deploy/nginx/arena.conf /etc/nginx/conf.d/default.conf'));
    // The paths arena.conf serves from.
    const conf = read('deploy/nginx/arena.conf');
    for (const folder of ['/srv/arena/shell', '/srv/arena/public', '/srv/arena/releases']) {
      assert.ok(conf.includes(folder), `arena.conf serves ${folder}`);
      assert.ok(
        nginx.some((line) => line.startsWith('COPY --from=build') && line.endsWith(` ${folder}`)),
        folder,
      );
    }
  });

  test('the build publishes every remote with the release command and checks the CSP lines of arena.conf', () => {
    const build = portal.get('build').join('\n');
    const loop = /for remote in ([a-z ]+); do/.exec(build);
    assert.deepEqual(loop[1].trim().split(' '), REMOTES);
    assert.match(build, /node deploy\/bin\/release\.mjs "\$remote" --env production/);
    assert.match(build, /node deploy\/bin\/security-headers\.mjs --env production/);
  });

  test('the page server runs pages.mjs as a user, and carries the releases the volume is seeded from', async () => {
    const pages = portal.get('pages');
    assert.deepEqual(instruction(pages, 'USER'), ['USER node']);
    assert.match(instruction(pages, 'CMD')[0], /deploy\/bin\/pages\.mjs", "--env", "production"/);
    assert.ok(pages.includes('COPY --from=build /out/image-releases /srv/arena/image-releases'));
    const objects = await tsImport('../manifests/objects.ts', import.meta.url);
    const staticFile = objects.manifestFiles().find((file) => file.path === 'deploy/k8s/static.yaml');
    const deployment = staticFile.objects.find((object) => object.kind === 'Deployment').toJSON();
    const [seed] = deployment.spec.template.spec.initContainers;
    assert.ok(seed.command.includes('/srv/arena/image-releases/.'));
    assert.ok(seed.command.includes('-n'), 'never overwrites what the volume holds');
  });
  test('the page server runs from the layout the build stage copies, with nothing else of the repository', async (t) => {
    // `cp -R deploy/package.json deploy/bin … /out/deploy/`: the folders of deploy/ the image carries.
    const copy = /cp -R ((?:deploy\/\S+ )+)\/out\/deploy\//.exec(portal.get('build').join('\n'));
    const parts = copy[1].trim().split(' ');
    assert.ok(parts.includes('deploy/bin') && parts.includes('deploy/lib'));
    const root = tempDir(t);
    const srv = path.join(root, 'srv/arena');
    for (const part of parts) {
      fs.cpSync(path.join(REPO_ROOT, part), path.join(srv, 'deploy', path.basename(part)), {
        recursive: true,
      });
    }
    fs.copyFileSync(
      path.join(REPO_ROOT, 'deploy/environments/production.example.json'),
      path.join(srv, 'deploy/environments/production.json'),
    );
    writeFiles(srv, { 'shell/index.html': '<!doctype html><html><head></head><body></body></html>' });
    fs.mkdirSync(path.join(srv, 'releases'));
    const [port] = await freePorts(1);
    const [command, ...args] = JSON.parse(instruction(portal.get('pages'), 'CMD')[0].slice(4));
    const child = spawn(
      command,
      [...args.map((arg) => arg.replace('/srv/arena', srv)), '--port', String(port)],
      {
        cwd: root,
        env: { PATH: process.env.PATH, ARENA_RELEASES_DIR: path.join(srv, 'releases') },
        stdio: 'ignore',
      },
    );
    t.after(() => child.kill());
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
      status = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(status, 200);
    assert.equal((await fetch(`http://127.0.0.1:${port}/tournaments`)).status, 200);
  });
});

describe('nginx configurations', { skip: !fs.existsSync(NGINX) && `${NGINX} is not installed` }, () => {
  /** `nginx -t` of a configuration included in an http block, as the images include it. */
  function nginxTest(t, confText) {
    const dir = tempDir(t);
    fs.writeFileSync(path.join(dir, 'site.conf'), confText);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  client_body_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
    );
    return new Promise((resolve) => {
      let output = '';
      const child = spawn(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  test('arena.conf and the compose ingress pass nginx -t; a broken one does not', async (t) => {
    assert.deepEqual(await nginxTest(t, read('deploy/nginx/arena.conf')), { code: 0, output: '' });
    // Compose's service names resolve inside compose only.
    const ingress = read('deploy/docker/compose-ingress.conf')
      .replaceAll('server api:8090', 'server 127.0.0.1:8090')
      .replace('http://portal:80', 'http://127.0.0.1:80');
    assert.deepEqual(await nginxTest(t, ingress), { code: 0, output: '' });
    const broken = await nginxTest(t, ingress.replace('proxy_read_timeout 3600s;', 'proxy_read_timeout;'));
    assert.notEqual(broken.code, 0);
  });

  test('the compose ingress routes the API host with the WebSocket upgrade', async () => {
    const topology = await tsImport('../manifests/topology.ts', import.meta.url);
    const ingress = read('deploy/docker/compose-ingress.conf');
    assert.match(ingress, new RegExp(`server_name ${topology.PUBLIC.apiHost.replace(/\./g, '\\.')};`));
    assert.match(ingress, new RegExp(`server api:${topology.API_PORT};`));
    assert.match(ingress, /location \/socket\.io\/ \{[^}]*proxy_set_header Upgrade \$http_upgrade;/);
  });
});
