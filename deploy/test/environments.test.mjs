import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ENVIRONMENTS_DIR,
  loadEnvironmentTemplate,
  portalOrigins,
  renderPlatform,
  resolvePorts,
  resolveTemplate,
  switchEntryVersion,
} from '../lib/environments.mjs';

const development = JSON.parse(fs.readFileSync(path.join(ENVIRONMENTS_DIR, 'development.json'), 'utf8'));

test('the local template renders the platform.json format with the default ports', () => {
  const template = loadEnvironmentTemplate('local');
  const platform = renderPlatform(resolveTemplate(template), { community: '1.2.0' });
  assert.equal(platform.apiUrl, 'http://localhost:8090');
  assert.deepEqual(
    Object.keys(platform).sort(),
    Object.keys(development).sort(),
    'same keys as development.json',
  );
  const community = platform.remotes.find((line) => line.name === 'community');
  assert.equal(community.entry, 'http://localhost:8084/1.2.0/mf-manifest.json');
  assert.equal(community.version, '1.2.0');
  assert.equal(platform.remotes.find((line) => line.name === 'pass').version, 'unreleased');
  for (const line of platform.remotes) assert.deepEqual(Object.keys(line).slice(0, 2), ['name', 'entry']);
});

test('every template owns the same routes as development.json', () => {
  for (const name of ['local', 'production.example']) {
    const template = loadEnvironmentTemplate(name);
    const routes = (remotes) =>
      remotes.map(({ name: remote, routes: owned, bareRoutes }) => ({ remote, owned, bareRoutes }));
    assert.deepEqual(routes(template.remotes), routes(development.remotes), name);
  }
});

test('ports: ARENA_PORT_BASE shifts all of them, per-port variables and overrides win', () => {
  const template = loadEnvironmentTemplate('local');
  assert.deepEqual(resolvePorts(template, {}), template.ports);
  assert.deepEqual(resolvePorts(template, { ARENA_PORT_BASE: '60000' }), {
    shell: 60000,
    tournaments: 60001,
    pass: 60002,
    account: 60003,
    community: 60004,
    api: 60010,
  });
  const mixed = resolvePorts(
    template,
    { ARENA_PORT_BASE: '60000', ARENA_API_PORT: '60050' },
    { community: 60044 },
  );
  assert.equal(mixed.api, 60050);
  assert.equal(mixed.community, 60044);
  assert.throws(() => resolvePorts(template, { ARENA_SHELL_PORT: 'eighty' }), /not a port/);
});

test('the rendered origins follow the ports; the API is told the portal origins', () => {
  const template = loadEnvironmentTemplate('local');
  const resolved = resolveTemplate(template, resolvePorts(template, { ARENA_PORT_BASE: '60000' }));
  assert.equal(renderPlatform(resolved).apiUrl, 'http://localhost:60010');
  assert.deepEqual(portalOrigins(resolved), [
    'http://localhost:60000',
    'http://localhost:60001',
    'http://localhost:60002',
    'http://localhost:60003',
    'http://localhost:60004',
  ]);
});

test('production.example renders without ports', () => {
  const platform = renderPlatform(resolveTemplate(loadEnvironmentTemplate('production.example')), {
    tournaments: '3.1.0',
  });
  assert.equal(platform.remotes[0].entry, 'https://tournaments.arena.example.com/3.1.0/mf-manifest.json');
  assert.doesNotMatch(JSON.stringify(platform), /\{port\./);
});

test('switching a line replaces the version folder and keeps origin and path prefix', () => {
  const line = {
    name: 'community',
    entry: 'https://cdn.example.com/arena/community/1.0.0/mf-manifest.json',
    routes: ['/news'],
    version: '1.0.0',
  };
  assert.deepEqual(switchEntryVersion(line, '1.1.0'), {
    ...line,
    entry: 'https://cdn.example.com/arena/community/1.1.0/mf-manifest.json',
    version: '1.1.0',
  });
});

test('development.json is not a deploy template (dev servers read it as is)', () => {
  assert.throws(() => loadEnvironmentTemplate('development'), /baseUrl/);
  assert.throws(() => loadEnvironmentTemplate('staging'), /no environment "staging"/);
});
