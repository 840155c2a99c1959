#!/usr/bin/env node
// `npm start`: the whole portal from production builds on localhost — API with embedded Postgres and seed data,
// the shell and the four remotes, each on its own origin. Ctrl-C (or SIGTERM) stops everything.
//
//   node deploy/bin/start.mjs [--env local] [--no-build]
//   ports: ARENA_PORT_BASE (shell +0, remotes +1..+4, API +10) or ARENA_SHELL_PORT, ARENA_TOURNAMENTS_PORT,
//          ARENA_PASS_PORT, ARENA_ACCOUNT_PORT, ARENA_COMMUNITY_PORT, ARENA_API_PORT
//   folders: ARENA_DATA_DIR (database; a new folder starts from a fresh seed), ARENA_RELEASES_DIR
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../lib/catalog.mjs';
import { startPortal } from '../lib/portal.mjs';

const USAGE = `usage: node deploy/bin/start.mjs [--env local] [--no-build]
  --no-build   serve what is built; do not build packages whose dist is missing`;

async function main() {
  const { values } = parseArgs({
    options: {
      env: { type: 'string', default: 'local' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }

  // The API logs every request; all of it goes to a file, warnings and errors to the console too.
  const apiLogFile = path.join(path.dirname(defaultDataDir()), 'api.log');
  fs.mkdirSync(path.dirname(apiLogFile), { recursive: true });
  const apiLog = fs.createWriteStream(apiLogFile, { flags: 'a' });
  const apiOutput = (line) => {
    apiLog.write(`${line}\n`);
    let entry = null;
    try {
      entry = JSON.parse(line);
    } catch {
      // not a JSON log line: a crash or a plain message
    }
    if (!entry || typeof entry.level !== 'number') console.log(`[api] ${line}`);
    else if (entry.level >= 40)
      console.log(
        `[api] ${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg}${entry.err?.message ? ` (${entry.err.message})` : ''}`,
      );
  };

  const portal = await startPortal({ env: values.env, build: !values['no-build'], apiOutput });

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the portal…`);
    await portal.stop();
    console.log('stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const { urls, versions, report } = portal;
  const pad = (text) => text.padEnd(13);
  console.log('');
  console.log(`MENA Arena is running (environment ${portal.env}, production builds)`);
  console.log(`  ${pad('Portal')}${urls.shell}`);
  console.log(
    `  ${pad('API')}${urls.api}${portal.apiRunning() ? '' : '  (not running)'}  database ${portal.dataDir}`,
  );
  console.log(`  ${pad('')}log ${apiLogFile}`);
  for (const [name, url] of Object.entries(urls.remotes)) {
    console.log(`  ${pad(name)}${url}  ${versions[name] ?? '(no release)'}`);
  }
  console.log(`  ${pad('Manifest')}${urls.shell}/platform.json  (live file: ${portal.stateFile})`);
  if (portal.apiRunning()) {
    const players = report.demoAccounts.length ? ` — e.g. ${report.demoAccounts.join(', ')}` : '';
    console.log(`  ${pad('Sign in')}press Sign In on the portal and pick a seeded player${players}`);
    console.log(`  ${pad('')}(the stand-in page: ${urls.api}/auth/signin)`);
  }
  for (const note of report.notes) console.log(`  note: ${note}`);
  if (report.problems.length) {
    console.log(`\n${report.problems.length} problem(s); the rest of the portal is up:`);
    for (const line of report.problems) console.log(`  ✖ ${line}`);
  }
  console.log(
    '\nRelease one remote: npm run release -- <remote>; undo: npm run rollback -- <remote>. Ctrl-C stops.',
  );
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
