/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../../scripts/i18n-check.mjs');

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

  it("checks the API's server texts by the same rules, in a table of their own below the portal's", () => {
    const apiLocales = 'api/src/i18n/locales';
    mkdirSync(join(root, 'api/src'), { recursive: true });
    writeFileSync(join(root, 'api/package.json'), '{}');
    writeLocales(
      root,
      `${apiLocales}/notifications`,
      {
        title: 'Match found',
        minutes_one: '{{count, number}} minute',
        minutes_other: '{{count, number}} minutes',
        place_ordinal_one: '{{count}}st',
        place_ordinal_two: '{{count}}nd',
        place_ordinal_few: '{{count}}rd',
        place_ordinal_other: '{{count}}th',
      },
      {
        title: 'تم العثور على مباراة',
        minutes_one: 'دقيقة واحدة',
        minutes_two: 'دقيقتان',
        minutes_few: '{{count, number}} دقائق',
        minutes_many: '{{count, number}} دقيقة',
        minutes_other: '{{count, number}} دقيقة',
        place_ordinal_other: 'الـ{{count, number}}',
      },
    );
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/\n {2}notifications\s+3\s+3\s+3\s+100\.00%/);
    // The portal's overall match leaves the API out.
    expect(run.output).toMatch(/overall\s+100\.00%/);
    expect(run.output).toContain(`${apiLocales}/notifications/ar.json: missing plural form minutes_zero`);

    writeLocales(
      root,
      `${apiLocales}/calendar`,
      { feedName: 'My tournaments', summary: 'Check-in: {{name}}', extra: 'x' },
      { feedName: 'بطولاتي 2026', summary: 'تسجيل الحضور: {{tournament}}' },
    );
    const failed = check(root);
    expect(failed.output).toContain(`${apiLocales}/calendar/ar.json: missing extra`);
    expect(failed.output).toContain('summary has {{name}} in en but {{tournament}} in ar');
    expect(failed.output).toContain(`${apiLocales}/calendar/ar.json: feedName writes 2026 in Western digits`);
  });

  it("checks the service worker's texts (the offline page) by the same rules, in a table of their own", () => {
    const workerLocales = 'shell/src/sw/locales';
    const offline = { title: 'You are offline', body: 'Check your connection.', retry: 'Try again' };
    const offlineAr = { title: 'أنت غير متصل', body: 'تحقق من اتصالك.', retry: 'حاول مجددًا' };
    writeLocales(root, workerLocales, { offline }, { offline: offlineAr });
    const passed = check(root);
    expect(passed.status).toBe(0);
    expect(passed.output).toMatch(
      /Service worker texts \(shell\/src\/sw\/locales\):\n {2}namespace[^\n]*\n {2}sw\s+3\s+3\s+3\s+100\.00%/,
    );
    // Not a published namespace: the portal's table and overall match leave it out.
    expect(passed.output).toMatch(/overall\s+100\.00%/);

    const { retry: _retry, ...withoutRetry } = offlineAr;
    writeLocales(root, workerLocales, { offline }, { offline: withoutRetry });
    const missingArabic = check(root);
    expect(missingArabic.status).toBe(1);
    expect(missingArabic.output).toContain(`${workerLocales}/ar.json: missing offline.retry`);

    const { body: _body, ...withoutBody } = offline;
    writeLocales(root, workerLocales, { offline: withoutBody }, { offline: offlineAr });
    const missingEnglish = check(root);
    expect(missingEnglish.status).toBe(1);
    expect(missingEnglish.output).toContain(`${workerLocales}/en.json: missing offline.body`);

    // A language's file missing altogether: every key is missing in it.
    rmSync(join(root, workerLocales, 'ar.json'));
    const noArabic = check(root);
    expect(noArabic.status).toBe(1);
    expect(noArabic.output).toContain(`${workerLocales}/ar.json: missing offline.title`);
  });
});
