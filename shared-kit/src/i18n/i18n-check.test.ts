/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../../../../scripts/i18n-check.mjs');

function writeLocales(root: string, dir: string, en: object, ar: object) {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'en.json'), JSON.stringify(en));
  writeFileSync(join(root, dir, 'ar.json'), JSON.stringify(ar));
}

function check(root: string, ...flags: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, '--root', root, ...flags], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run i18n:check', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    for (const name of ['shell', 'mfe-community']) {
      mkdirSync(join(root, name, 'src'), { recursive: true });
      writeFileSync(join(root, name, 'package.json'), '{}');
    }
    writeFileSync(join(root, 'shell/src/i18n.ts'), "registerNamespace('shell', { en, ar });\n");
    writeLocales(
      root,
      'shell/src/locales',
      { home: 'Home', matches_one: '{{count}} match', matches_other: '{{count}} matches' },
      {
        home: 'الرئيسية',
        matches_zero: 'لا مباريات',
        matches_one: 'مباراة واحدة',
        matches_two: 'مباراتان',
        matches_few: '{{count}} مباريات',
        matches_many: '{{count}} مباراة',
        matches_other: '{{count}} مباراة',
      },
    );
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('prints each namespace and the overall match, and passes when every key is in both languages', () => {
    const passed = check(root);
    expect(passed.status).toBe(0);
    expect(passed.output).toMatch(/shell\s+2\s+2\s+2\s+100\.00%/);
    expect(passed.output).toMatch(/overall\s+100\.00%/);
  });

  it('fails on a key missing in Arabic and on a placeholder mismatch', () => {
    mkdirSync(join(root, 'mfe-community/src/features/news'), { recursive: true });
    writeFileSync(
      join(root, 'mfe-community/src/features/news/i18n.ts'),
      "export const NEWS_NAMESPACE = 'community-news';\n",
    );
    writeLocales(
      root,
      'mfe-community/src/features/news/locales',
      { title: 'News', greeting: 'Hello {{name}}', onlyEnglish: 'x' },
      { title: 'الأخبار', greeting: 'مرحبًا {{player}}' },
    );
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/community-news\s+3\s+2\s+2\s+66\.67%/);
    expect(run.output).toMatch(/overall\s+80\.00%/);
    expect(run.output).toContain('mfe-community/src/features/news/locales/ar.json: missing onlyEnglish');
    expect(run.output).toContain('greeting has {{name}} in en but {{player}} in ar');
  });

  it('fails on an Arabic plural missing a form and on Western digits written in Arabic', () => {
    writeLocales(
      root,
      'shell/src/locales',
      {
        home: 'Home',
        size: 'At most 10 MB',
        matches_one: '{{count}} match',
        matches_other: '{{count}} matches',
      },
      {
        home: 'الرئيسية',
        size: 'بحد أقصى 10 ميغابايت',
        matches_one: 'مباراة واحدة',
        matches_few: '{{count}} مباريات',
        matches_other: '{{count}} مباراة',
      },
    );
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.output).toContain('shell/src/locales/ar.json: missing plural form matches_zero');
    expect(run.output).toContain('shell/src/locales/ar.json: missing plural form matches_two');
    expect(run.output).toContain('shell/src/locales/ar.json: size writes 10 in Western digits');
    expect(run.output).not.toContain('en.json: missing plural form');
  });
});
