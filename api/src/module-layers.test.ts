import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { API_DOMAIN_LAYERS, API_INFRASTRUCTURE } from '../module-layers.mjs';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(SRC, '../..');

const layerOf = new Map(API_DOMAIN_LAYERS.flatMap((layer, index) => layer.map((domain) => [domain, index])));

/** Every non-test source file of api/src with the relative imports it makes (static, re-exports and `import()`). */
function sourceImports(): { file: string; target: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/gm),
      ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
    ].map((match) => match[1]!);
    return specifiers.map((specifier) => ({
      file: path.relative(SRC, file),
      target: path.relative(SRC, path.resolve(path.dirname(file), specifier)),
    }));
  });
}

const domainOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1]! : null);

describe('API module layers', () => {
  test('every domain module is in exactly one layer', () => {
    const domains = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    assert.deepEqual([...layerOf.keys()].sort(), domains);
  });

  test('domains import only lower layers; infrastructure imports no domain; only entry points import the seed', () => {
    const problems: string[] = [];
    for (const { file, target } of sourceImports()) {
      const from = domainOf(file);
      const to = domainOf(target);
      const infrastructure =
        !from &&
        (API_INFRASTRUCTURE.includes(file.split('/')[0]!) || (!file.includes('/') && file !== 'app.ts'));
      if (from && to && from !== to && layerOf.get(to)! >= layerOf.get(from)!)
        problems.push(`${file} -> ${target}`);
      if (infrastructure && file !== 'main.ts' && to) problems.push(`${file} -> ${target} (infrastructure)`);
      const entry = file === 'main.ts' || file.startsWith('seed/') || file.startsWith('testing/');
      if (!entry && target.startsWith('seed/')) problems.push(`${file} -> ${target} (seed)`);
    }
    assert.deepEqual(problems, []);
  });

  test('the lint rule refuses an import of a higher or equal layer, the seed, and a domain from infrastructure', async () => {
    const eslint = new ESLint({ cwd: REPO });
    const lint = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(REPO, 'api/src', file) });
      return result!.messages.map((message) => `${message.line}:${message.ruleId}`);
    };
    const snippet = (...specifiers: string[]) =>
      specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n') +
      `\nexport const all = [${specifiers.map((_, index) => `m${index}`).join(', ')}];\n`;

    // payments (layer 3): brackets is above it, teams and notifications below.
    assert.deepEqual(
      await lint(
        'modules/payments/new-file.ts',
        snippet(
          '../brackets/brackets-service.js',
          '../notifications/notifications-service.js',
          '../teams/teams-service.js',
        ),
      ),
      ['1:no-restricted-imports'],
    );
    // Same layer (payments and pass), a lazy import of a higher one, the seed.
    assert.deepEqual(
      await lint(
        'modules/payments/new-file.ts',
        `import { x } from '../pass/ledger.js';\nimport { y } from '../../seed/players.js';\nexport const z = [x, y, import('../matchmaking/queue.js')];\n`,
      ),
      ['1:no-restricted-imports', '2:no-restricted-imports', '3:no-restricted-syntax'],
    );
    // Infrastructure importing a domain; app.ts importing the seed.
    assert.deepEqual(await lint('jobs/new-file.ts', snippet('../modules/brackets/brackets-service.js')), [
      '1:no-restricted-imports',
    ]);
    assert.deepEqual(await lint('app.ts', snippet('./seed/players.js', './modules/dev/dev-module.js')), [
      '1:no-restricted-imports',
    ]);
    // Tests may reach anything.
    assert.deepEqual(
      await lint('modules/payments/new-file.test.ts', snippet('../brackets/brackets-service.js')),
      [],
    );
  });
});
