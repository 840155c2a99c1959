import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Source files that may write Arabic, each with its reason. Everything else the API says lives in
 * api/src/i18n/locales (JSON, checked by `npm run i18n:check`); tests may write the Arabic they expect.
 */
const ALLOWED: Record<string, string> = {
  'seed/home-slides.ts': 'seed content: the spec’s three home slides in both languages',
  'seed/notifications.ts': 'seed content: the demo notifications, as stored rows in both languages',
  'seed/pass.ts': 'seed content: the demo pass season, its missions and buffs in both languages',
  'seed/payments.ts': 'seed content: the demo payout history in both languages',
  'seed/players.ts': 'seed content: the demo players’ names and bios',
  'seed/tournaments.ts': 'seed content: the demo tournaments’ names, rules and prizes',
};

/** Any character of the Arabic blocks: letters, Arabic-Indic digits, separators (comments describe them in words). */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the API’s words live in its resources (issue 29)', () => {
  test('no Arabic in api/src/**/*.ts outside the resources, the tests and the seed’s content', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = path.relative(SRC, file).split(path.sep).join('/');
      if (name in ALLOWED || name.startsWith('testing/')) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (ARABIC_LETTER.test(line)) offenders.push(`${name}:${index + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, [], 'move these texts to api/src/i18n/locales and read them with t()');
  });

  test('every allowed file still exists and still needs its exception', () => {
    for (const name of Object.keys(ALLOWED)) {
      const text = readFileSync(path.join(SRC, name), 'utf8');
      assert.match(text, ARABIC_LETTER, `${name} no longer writes Arabic: remove it from the allow-list`);
    }
  });
});
