/**
 * The translation tool (P2 §2 "Translation tool", §5, §8), in both languages: for every namespace it shows the
 * same key counts and match percentage as `npm run i18n:check` prints (and the same overall figure), it refuses a
 * key that already exists, and its download (which replaces saving) is a JSON file that parses, with the edit
 * made in the page and the rest of the locale file as it is.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Locale } from '../fixtures';
import { LOCALES, mainHeading, titleOf } from '../support/arena-ui';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

const TEXT = {
  en: {
    title: 'Translation Tool',
    namespace: 'Namespace',
    language: 'Language to download',
    newKey: 'New key',
    addKey: 'Add key',
    exists: 'This key already exists',
    download: 'Download JSON',
    valueLabel: (key: string) => `${key} in Arabic`,
  },
  ar: {
    title: 'أداة الترجمة',
    namespace: 'مساحة الأسماء',
    language: 'لغة الملف المُنزَّل',
    newKey: 'مفتاح جديد',
    addKey: 'إضافة مفتاح',
    exists: 'هذا المفتاح موجود بالفعل',
    download: 'تنزيل JSON',
    valueLabel: (key: string) => `${key} باللغة العربية`,
  },
} as const satisfies Record<Locale, unknown>;

interface CheckLine {
  en: string;
  ar: string;
  match: string;
}

/** `npm run i18n:check`'s table: namespace → counts and match, plus the overall match. */
async function i18nCheck(): Promise<{ namespaces: Map<string, CheckLine>; overall: string }> {
  const { stdout } = await run(process.execPath, ['scripts/i18n-check.mjs'], { cwd: REPO_ROOT });
  const namespaces = new Map<string, CheckLine>();
  let overall = '';
  for (const line of stdout.split('\n')) {
    const row = line.match(/^(\S+)\s+(\d+)\s+(\d+)\s+\d+\s+(\d+\.\d{2}%)$/);
    if (row) namespaces.set(row[1], { en: row[2], ar: row[3], match: row[4] });
    const total = line.match(/^overall\s+(\d+\.\d{2}%)$/);
    if (total) overall = total[1];
  }
  return { namespaces, overall };
}

for (const locale of LOCALES) {
  test.describe(`translation tool (${locale})`, () => {
    test('shows what npm run i18n:check prints, refuses a duplicate key and downloads parseable JSON', async ({
      page,
      setLocale,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const check = await i18nCheck();
      expect(check.namespaces.size).toBeGreaterThan(10);

      await setLocale(page, locale);
      await page.goto('/translations');
      await expect(mainHeading(page, text.title)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.title));
      await expect(page.getByTestId('overall-percentage')).toHaveText(check.overall);

      const namespaceSelect = page.getByLabel(text.namespace, { exact: true });
      const options = await namespaceSelect.locator('option').allTextContents();
      expect(new Set(options)).toEqual(new Set(check.namespaces.keys()));
      for (const [name, line] of check.namespaces) {
        await namespaceSelect.selectOption(name);
        await expect(page.getByTestId('match-percentage')).toHaveText(line.match);
        await expect(page.getByTestId('en-count')).toHaveText(line.en);
        await expect(page.getByTestId('ar-count')).toHaveText(line.ar);
      }

      await namespaceSelect.selectOption('community');
      await page.getByLabel(text.newKey, { exact: true }).fill('news.title');
      await page.getByRole('button', { name: text.addKey, exact: true }).click();
      await expect(page.getByText(text.exists, { exact: true })).toBeVisible();

      const edited = `أخبار ${locale}`;
      await page.getByLabel(text.valueLabel('news.title'), { exact: true }).fill(edited);
      await page.getByLabel(text.language, { exact: true }).selectOption('ar');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: text.download, exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('community.ar.json');
      const downloaded = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        news: Record<string, unknown>;
      };
      const onDisk = JSON.parse(
        await readFile(path.join(REPO_ROOT, 'mfe-community/src/locales/ar.json'), 'utf8'),
      ) as { news: Record<string, unknown> };
      expect(downloaded).toEqual({ ...onDisk, news: { ...onDisk.news, title: edited } });
    });
  });
}
