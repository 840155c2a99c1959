// Environment templates (deploy/environments/*.json) and the platform manifests rendered from them.
//
// A template is a platform.json with three deploy-only additions, stripped when rendered:
//   "ports":       default ports, substituted for `{port.<name>}` (local environments only);
//   "shellOrigin": where the shell is served (the API allows it for CORS and sign-in redirects);
//   remotes[].baseUrl: where the remote's server lives; its entry becomes `<baseUrl>/<version>/mf-manifest.json`.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, REPO_ROOT } from './catalog.mjs';

export const ENVIRONMENTS_DIR = path.join(REPO_ROOT, 'deploy/environments');

/** The version written into a manifest line for a remote that has no published release yet. */
export const UNRELEASED = 'unreleased';

const PORT_NAMES = ['shell', ...REMOTES, 'api'];
const PORT_ENV = {
  shell: 'ARENA_SHELL_PORT',
  tournaments: 'ARENA_TOURNAMENTS_PORT',
  pass: 'ARENA_PASS_PORT',
  account: 'ARENA_ACCOUNT_PORT',
  community: 'ARENA_COMMUNITY_PORT',
  api: 'ARENA_API_PORT',
};
/** Offsets from ARENA_PORT_BASE: shell +0, remotes +1..+4, API +10 (the 8080/8090 layout). */
const BASE_OFFSET = { shell: 0, tournaments: 1, pass: 2, account: 3, community: 4, api: 10 };

/**
 * The portal's ports laid out from one base (shell on it, remotes +1..+4, API +10): ARENA_PORT_BASE, the e2e run
 * and the measuring scripts all use this layout.
 */
export function portsFromBase(base) {
  return Object.fromEntries(PORT_NAMES.map((name) => [name, base + BASE_OFFSET[name]]));
}

export function loadEnvironmentTemplate(envName, dir = ENVIRONMENTS_DIR) {
  const file = path.join(dir, `${envName}.json`);
  if (!fs.existsSync(file)) {
    const known = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    throw new Error(`no environment "${envName}" (${file}); known: ${known.join(', ')}`);
  }
  const template = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(template.remotes) || template.remotes.some((r) => !r.baseUrl)) {
    throw new Error(
      `${file} is not a deploy template: every remote needs a "baseUrl" (development.json is for dev servers)`,
    );
  }
  return template;
}

/**
 * Ports for a run: the template's defaults, shifted by ARENA_PORT_BASE when set, then per-port variables
 * (ARENA_SHELL_PORT ...), then explicit overrides.
 */
export function resolvePorts(template, env = process.env, overrides = {}) {
  const ports = { ...(template.ports ?? {}) };
  if (env.ARENA_PORT_BASE) {
    Object.assign(ports, portsFromBase(parsePort(env.ARENA_PORT_BASE, 'ARENA_PORT_BASE')));
  }
  for (const name of PORT_NAMES) {
    if (env[PORT_ENV[name]]) ports[name] = parsePort(env[PORT_ENV[name]], PORT_ENV[name]);
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value !== undefined) ports[name] = parsePort(value, `ports.${name}`);
  }
  return ports;
}

function parsePort(value, label) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${label}=${value} is not a port`);
  return port;
}

function fill(text, ports) {
  return text.replace(/\{port\.([a-z]+)\}/g, (match, name) => {
    if (ports[name] === undefined) throw new Error(`template uses ${match} but no port "${name}" is set`);
    return String(ports[name]);
  });
}

/** The template with `{port.*}` filled in; still has shellOrigin and each remote's baseUrl. */
export function resolveTemplate(template, ports = template.ports ?? {}) {
  return JSON.parse(fill(JSON.stringify(template), ports));
}

/** `<baseUrl>/<version>/mf-manifest.json`. */
export function entryFor(baseUrl, version) {
  return `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** The origins a browser uses for the portal: the shell and every remote (for CORS and sign-in redirects). */
export function portalOrigins(resolved) {
  return [resolved.shellOrigin, ...resolved.remotes.map((r) => r.baseUrl)].map((o) => new URL(o).origin);
}

/**
 * The platform manifest for a resolved template and the live version of each remote (missing → unreleased).
 * The result is exactly what the shell reads as /platform.json.
 */
export function renderPlatform(resolved, versions = {}) {
  const { ports: _ports, shellOrigin: _shellOrigin, remotes, ...settings } = resolved;
  return {
    ...settings,
    remotes: remotes.map(({ baseUrl, ...remote }) => {
      const version = versions[remote.name] ?? UNRELEASED;
      return { name: remote.name, entry: entryFor(baseUrl, version), ...withoutName(remote), version };
    }),
  };
}

function withoutName({ name: _name, entry: _entry, version: _version, ...rest }) {
  return rest;
}

/**
 * The same line with another version: the entry's version folder is replaced, its origin kept, so a release
 * changes one line whatever ports or hosts the running portal wrote.
 */
export function switchEntryVersion(line, version) {
  const base = new URL('../', line.entry);
  return { ...line, entry: new URL(`${encodeURIComponent(version)}/mf-manifest.json`, base).href, version };
}
