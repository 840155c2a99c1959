#!/usr/bin/env node
// Prints the nginx `add_header` lines of the portal's security headers for an environment (deploy/nginx/arena.conf):
// the Content-Security-Policy from the environment's hosts and the hashes of the inline scripts of the built shell.
//
//   node deploy/bin/security-headers.mjs [--env production.example] [--html shell/dist/index.html]
//
// Run it again after a host changes in the environment, or the shell's inline script changes (then `npm run test -w
// deploy` fails until arena.conf holds the new lines).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../lib/catalog.mjs';
import { loadEnvironmentTemplate, renderPlatform, resolveTemplate } from '../lib/environments.mjs';
import { inlineScriptHashes, portalCsp } from '../lib/security-headers.mjs';

const { values } = parseArgs({
  options: {
    env: { type: 'string', default: 'production.example' },
    html: { type: 'string', default: path.join(REPO_ROOT, 'shell/dist/index.html') },
  },
});

if (!fs.existsSync(values.html)) {
  console.error(`${values.html} is missing: build the shell first (npm run build -w shell)`);
  process.exit(1);
}
const platform = renderPlatform(resolveTemplate(loadEnvironmentTemplate(values.env)));
const shell = portalCsp(platform, { scriptHashes: inlineScriptHashes(fs.readFileSync(values.html)) });
const remotes = portalCsp(platform);
console.log('# the shell (server arena.example.com)');
console.log(`add_header Content-Security-Policy "${shell}" always;`);
console.log('# the remotes (their standalone frames)');
console.log(`add_header Content-Security-Policy "${remotes}" always;`);
