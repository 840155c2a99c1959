#!/usr/bin/env node
// Measures the budgets of DESIGN §8 against a running portal (`npm start`, or any deployment):
//   1. JavaScript loaded for `/` (gzip, all origins) ≤ 150 KB (DESIGN §8), per origin;
//      each remote's own JavaScript for its first route ≤ 60 KB;
//   2. exactly one copy of every shared singleton across one page session visiting /, /tournaments, /mena-pass,
//      /account (signed in through the stand-in) and /news — counted three ways: the builds whose sources
//      (from each loaded chunk's source map) contain the library, the Module Federation share scope, and
//      shared-kit's singleton registry (`__ARENA_SINGLETONS__`, `__ARENA_SHARED_KIT_EVALUATED__`);
//   3. the build time of each package (skip with --no-build-times).
// Sizes are gzip (zlib level 6) of each response body, computed here, whatever encoding the server used.
// Exits non-zero when a budget or the one-copy rule is broken.
//
//   node scripts/measure-budget.mjs [shell URL] [--player "Falcon#MENA"] [--no-build-times] [--json file]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  defaultShellUrl,
  readPlatform,
  settle,
  signIn,
} from './lib/measure-common.mjs';
import { formatBuildTime, measureBuildTimes } from './measure-build-times.mjs';

// DESIGN §8: 150 (aim 130); issue 14 brought `/` to ~146 KB.
const HOME_BUDGET_KB = 150;
const REMOTE_ROUTE_BUDGET_KB = 60;
/** Shared singletons checked by the one-copy rule, with the path that identifies their sources in a source map. */
const LIBRARIES = {
  react: '/node_modules/react/',
  'react-dom': '/node_modules/react-dom/',
  'styled-components': '/node_modules/styled-components/',
  zustand: '/node_modules/zustand/',
  i18next: '/node_modules/i18next/',
  'react-i18next': '/node_modules/react-i18next/',
  '@arena/shared-kit': '/shared-kit/src/',
};
const SESSION_ROUTES = ['/', '/tournaments', '/mena-pass', '/account', '/news'];
const REMOTE_FIRST_ROUTES = {
  tournaments: '/tournaments',
  pass: '/mena-pass',
  account: '/account',
  community: '/news',
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (body) => zlib.gzipSync(body, { level: 6 }).length;

/** Records every JavaScript response of a page: url, origin, raw and gzip size. */
function recordScripts(page) {
  const scripts = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) =>
          scripts.push({
            url: response.url(),
            origin: new URL(response.url()).origin,
            raw: body.length,
            gzip: gzipSize(body),
          }),
        () => {},
      ),
    );
  });
  return { scripts, settled: () => Promise.all(pending) };
}

/** Which builds shipped a library's code in the loaded chunks, from each chunk's source map (`webpack://<build>/`). */
async function buildsByLibrary(request, scriptUrls) {
  const found = Object.fromEntries(Object.keys(LIBRARIES).map((name) => [name, new Set()]));
  const missingMaps = [];
  for (const url of new Set(scriptUrls)) {
    let map;
    try {
      const response = await request.get(`${url}.map`);
      if (!response.ok()) throw new Error(String(response.status()));
      map = await response.json();
    } catch {
      missingMaps.push(url);
      continue;
    }
    for (const source of map.sources ?? []) {
      const build = /^webpack:\/\/([^/]+)\//.exec(source)?.[1] ?? new URL(url).origin;
      const normalised = `/${source.replace(/^webpack:\/\/[^/]+\//, '').replace(/^(\.\.?\/)+/, '')}`;
      for (const [name, marker] of Object.entries(LIBRARIES))
        if (normalised.includes(marker)) found[name].add(build);
    }
  }
  return { found, missingMaps };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      shell: { type: 'string' },
      player: { type: 'string', default: 'Falcon#MENA' },
      'no-build-times': { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  });
  const shell = (values.shell ?? positionals[0] ?? defaultShellUrl()).replace(/\/+$/, '');
  const platform = await readPlatform(shell);
  const api = platform.apiUrl;
  const remoteOrigins = Object.fromEntries(
    platform.remotes.map((line) => [line.name, new URL(line.entry).origin]),
  );
  const failures = [];
  const result = { shell, api, home: {}, remoteRoutes: {}, singletons: {}, buildTimes: [] };

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    // 1. JavaScript for `/`, first visit, anonymous.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const recorder = recordScripts(page);
      await page.goto(`${shell}/`);
      await settle(page);
      await recorder.settled();
      const byOrigin = new Map();
      for (const script of recorder.scripts) {
        const row = byOrigin.get(script.origin) ?? { files: 0, raw: 0, gzip: 0 };
        row.files += 1;
        row.raw += script.raw;
        row.gzip += script.gzip;
        byOrigin.set(script.origin, row);
      }
      const total = [...byOrigin.values()].reduce((sum, row) => sum + row.gzip, 0);
      const nameOf = (origin) =>
        origin === new URL(shell).origin
          ? 'shell'
          : (Object.entries(remoteOrigins).find(([, o]) => o === origin)?.[0] ?? 'other');
      console.log(`JavaScript loaded for ${shell}/ (gzip, computed from the bodies):`);
      console.log(
        `  ${'origin'.padEnd(34)}${'app'.padEnd(13)}${'files'.padStart(6)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}`,
      );
      for (const [origin, row] of [...byOrigin].sort((a, b) => b[1].gzip - a[1].gzip)) {
        console.log(
          `  ${origin.padEnd(34)}${nameOf(origin).padEnd(13)}${String(row.files).padStart(6)}${kb(row.raw).padStart(10)}${kb(row.gzip).padStart(10)}`,
        );
      }
      const ok = total <= HOME_BUDGET_KB * 1024;
      console.log(
        `  ${'total'.padEnd(47)}${String(recorder.scripts.length).padStart(6)}${''.padStart(10)}${kb(total).padStart(10)}  budget ${HOME_BUDGET_KB} KB: ${ok ? 'OK' : 'OVER'}`,
      );
      if (!ok)
        failures.push(`/ loads ${kb(total)} KB of JavaScript (gzip), over the ${HOME_BUDGET_KB} KB budget`);
      console.log('  largest files:');
      for (const script of [...recorder.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
        console.log(`    ${kb(script.gzip).padStart(7)} KB  ${script.url}`);
      }
      result.home = { totalGzip: total, byOrigin: Object.fromEntries(byOrigin) };
      await context.close();
    }

    // Each remote's own code for its first route, fresh visit.
    console.log(
      `\nEach remote's own JavaScript for its first route (gzip, budget ${REMOTE_ROUTE_BUDGET_KB} KB):`,
    );
    for (const [remote, route] of Object.entries(REMOTE_FIRST_ROUTES)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const recorder = recordScripts(page);
      try {
        if (route === '/account') await signIn(page, { shell, api, player: values.player, returnTo: route });
        else await page.goto(`${shell}${route}`);
        await settle(page);
        await recorder.settled();
        const own = recorder.scripts.filter((script) => script.origin === remoteOrigins[remote]);
        const total = own.reduce((sum, script) => sum + script.gzip, 0);
        const ok = total <= REMOTE_ROUTE_BUDGET_KB * 1024;
        const note = own.length ? '' : '  (nothing loaded from this remote: is it up?)';
        console.log(
          `  ${remote.padEnd(13)}${route.padEnd(14)}${String(own.length).padStart(3)} files${kb(total).padStart(9)} KB  ${ok ? 'OK' : 'OVER'}${note}`,
        );
        if (!ok)
          failures.push(
            `${remote} loads ${kb(total)} KB (gzip) for ${route}, over ${REMOTE_ROUTE_BUDGET_KB} KB`,
          );
        result.remoteRoutes[remote] = { route, files: own.length, gzip: total };
      } catch (error) {
        console.log(`  ${remote.padEnd(13)}${route.padEnd(14)}not measured: ${error.message.split('\n')[0]}`);
        result.remoteRoutes[remote] = { route, error: error.message };
      }
      await context.close();
    }

    // 2. One page session across every remote: how many copies of each shared library loaded.
    {
      const context = await browser.newContext();
      let page = await context.newPage();
      const warnings = [];
      const onConsole = (message) => {
        if (/second copy of/i.test(message.text())) warnings.push(message.text());
      };
      page.on('console', onConsole);
      let recorder = recordScripts(page);
      let signedInAs = null;
      try {
        signedInAs = await signIn(page, { shell, api, player: values.player, returnTo: '/' });
      } catch (error) {
        console.log(
          `\n(sign-in through ${api}/auth/signin failed: ${error.message.split('\n')[0]}; /account is left out)`,
        );
        page = await context.newPage();
        page.on('console', onConsole);
        recorder = recordScripts(page);
        await page.goto(`${shell}/`);
        await settle(page);
      }
      const visited = ['/'];
      for (const route of SESSION_ROUTES.slice(1)) {
        if (route === '/account' && !signedInAs) continue;
        if (new URL(page.url()).origin !== new URL(shell).origin) break;
        // Client-side navigation (single-spa patches pushState), so the whole visit is one JavaScript realm.
        await page.evaluate((path) => window.history.pushState(null, '', path), route);
        await settle(page);
        const landed = new URL(page.url());
        visited.push(
          landed.origin === new URL(shell).origin && landed.pathname === route
            ? route
            : `${route} → ${landed.href}`,
        );
      }
      await recorder.settled();
      const runtime = await page.evaluate(() => {
        const holder = globalThis;
        const registry = holder.__ARENA_SINGLETONS__;
        const shareScope = holder.__FEDERATION__?.__SHARE__ ?? {};
        const loaded = {};
        for (const scopes of Object.values(shareScope)) {
          for (const packages of Object.values(scopes)) {
            for (const [name, versions] of Object.entries(packages)) {
              for (const [version, shared] of Object.entries(versions)) {
                if (shared.loaded || shared.lib)
                  (loaded[name] ??= {})[`${version} from ${shared.from}`] = true;
              }
            }
          }
        }
        return {
          kitEvaluations: holder.__ARENA_SHARED_KIT_EVALUATED__ ?? 0,
          registry: registry
            ? Object.fromEntries([...registry].map(([name, entry]) => [name, entry.by]))
            : {},
          shareScope: Object.fromEntries(
            Object.entries(loaded).map(([name, copies]) => [name, Object.keys(copies)]),
          ),
        };
      });
      const { found, missingMaps } = await buildsByLibrary(
        context.request,
        recorder.scripts.map((s) => s.url),
      );

      console.log(
        `\nShared libraries across one session${signedInAs ? ` (signed in as ${signedInAs})` : ''}: ${visited.join(', ')}`,
      );
      console.log(
        `  ${'library'.padEnd(20)}${'copies'.padStart(7)}  builds that shipped it (source maps)   share scope (Module Federation)`,
      );
      for (const name of Object.keys(LIBRARIES)) {
        const builds = [...found[name]];
        const scope = runtime.shareScope[name] ?? [];
        const copies = Math.max(
          builds.length,
          scope.length,
          name === '@arena/shared-kit' ? runtime.kitEvaluations : 0,
        );
        const flag = copies === 1 ? 'OK' : copies === 0 ? 'not seen' : 'DUPLICATE';
        console.log(
          `  ${name.padEnd(20)}${String(copies).padStart(7)}  ${(builds.join(', ') || '-').padEnd(36)}  ${scope.join('; ') || '-'}  ${flag}`,
        );
        if (copies > 1)
          failures.push(
            `${name} loaded ${copies} times (${builds.join(', ')}${scope.length ? `; share scope: ${scope.join('; ')}` : ''})`,
          );
        result.singletons[name] = { copies, builds, shareScope: scope };
      }
      console.log(`  shared-kit evaluations (__ARENA_SHARED_KIT_EVALUATED__): ${runtime.kitEvaluations}`);
      console.log(
        `  singleton registry (__ARENA_SINGLETONS__): ${
          Object.entries(runtime.registry)
            .map(([n, by]) => `${n} by ${by}`)
            .join(', ') || '-'
        }`,
      );
      if (runtime.kitEvaluations > 1)
        failures.push(`@arena/shared-kit was evaluated ${runtime.kitEvaluations} times`);
      for (const warning of warnings) failures.push(`console: ${warning}`);
      if (missingMaps.length)
        console.log(`  (${missingMaps.length} chunk(s) without a source map were not inspected)`);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  // 3. Build time of each package (after the browser runs: a rebuild rewrites dist folders).
  if (!values['no-build-times']) {
    console.log('\nBuild time per package (npm run build -w <package>, sequential):');
    result.buildTimes = await measureBuildTimes(undefined, {
      onResult: (r) => console.log(formatBuildTime(r)),
    });
    result.buildTimes = result.buildTimes.map(({ workspace, ok, durationMs }) => ({
      workspace,
      ok,
      durationMs,
    }));
  }

  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  if (failures.length) {
    console.log(`\nBudget check FAILED:`);
    for (const failure of failures) console.log(`  ✖ ${failure}`);
    process.exit(1);
  }
  console.log('\nBudget check passed.');
}

main().catch((error) => {
  console.error(`measure-budget failed: ${error.message}`);
  process.exit(2);
});
