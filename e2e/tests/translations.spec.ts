/**
 * The translation tool (P2 §2 "Translation tool", §5, §8), in both languages, against the real builds: it reads the
 * namespaces each app publishes beside its manifest (found through /platform.json), grouped by app; for every
 * namespace it shows the same key counts and match percentage as `npm run i18n:check` prints (and the same overall
 * figure); a namespace of the shell and of the tournaments remote shows its keys; the "Add key" prompt refuses a
 * key that already exists; and its download (which replaces saving) is a JSON file that parses, with the edit made
 * in the page and the rest of the locale file as it is.
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
    addDialog: 'Add a key to community',
    add: 'Add',
    added: 'Key news.e2eCheck added',
    exists: 'This key already exists',
    download: 'Download JSON',
    app: (app: string) => `App: ${app}`,
    valueLabel: (key: string) => `${key} in Arabic`,
  },
  ar: {
    title: 'أداة الترجمة',
    namespace: 'مساحة الأسماء',
    language: 'لغة الملف المُنزَّل',
    newKey: 'مفتاح جديد',
    addKey: 'إضافة مفتاح',
    addDialog: 'إضافة مفتاح إلى community',
    add: 'إضافة',
    added: 'تمت إضافة المفتاح news.e2eCheck',
    exists: 'هذا المفتاح موجود بالفعل',
    download: 'تنزيل JSON',
    app: (app: string) => `التطبيق: ${app}`,
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

/** The first key and Arabic text of a locale folder in the repository, read from disk. */
async function firstArabicString(localesDir: string): Promise<{ key: string; text: string }> {
  const ar = JSON.parse(await readFile(path.join(REPO_ROOT, localesDir, 'ar.json'), 'utf8')) as unknown;
  let node = ar;
  const parts: string[] = [];
  while (typeof node === 'object' && node !== null) {
    const [name, value] = Object.entries(node)[0];
    parts.push(name);
    node = value;
  }
  return { key: parts.join('.'), text: String(node) };
}

test('each app publishes its namespaces beside its manifest, no-cache and readable from the shell', async ({
  request,
  baseURL,
}) => {
  const shellOrigin = new URL(baseURL ?? '').origin;
  const platform = (await (await request.get('/platform.json')).json()) as {
    remotes: { name: string; entry: string }[];
  };
  const apps = [
    { name: 'shell', baseUrl: `${shellOrigin}/` },
    ...platform.remotes.map((remote) => ({ name: remote.name, baseUrl: new URL('.', remote.entry).href })),
  ];
  expect(apps.map((app) => app.name).sort()).toEqual([
    'account',
    'community',
    'pass',
    'shell',
    'tournaments',
  ]);
  const published = new Set<string>();
  for (const app of apps) {
    const answer = await request.get(new URL('locales/index.json', app.baseUrl).href, {
      headers: { Origin: shellOrigin },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    if (app.name !== 'shell') expect(answer.headers()['access-control-allow-origin']).toBe(shellOrigin);
    const index = (await answer.json()) as {
      app: string;
      namespaces: { namespace: string; files: Record<string, string> }[];
    };
    expect(index.app).toBe(app.name);
    for (const { namespace, files } of index.namespaces) {
      published.add(namespace);
      expect(Object.keys(files).sort()).toEqual(['ar', 'en']);
    }
  }
  const { namespaces } = await i18nCheck();
  expect([...published].sort()).toEqual([...namespaces.keys()].sort());
});

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
      const apps = await namespaceSelect
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('label')));
      expect(new Set(apps)).toEqual(
        new Set(['shell', 'tournaments', 'pass', 'account', 'community'].map(text.app)),
      );
      await expect(namespaceSelect.locator(`optgroup[label="${text.app('shell')}"] option`)).toHaveText([
        'shell',
        'shell-tour',
        'kit',
      ]);
      for (const [name, line] of check.namespaces) {
        await namespaceSelect.selectOption(name);
        await expect(page.getByTestId('match-percentage')).toHaveText(line.match);
        await expect(page.getByTestId('en-count')).toHaveText(line.en);
        await expect(page.getByTestId('ar-count')).toHaveText(line.ar);
      }

      // Another app's namespaces show their keys: the shell's and the tournaments remote's.
      for (const [name, localesDir] of [
        ['shell', 'shell/src/locales'],
        ['tournaments-list', 'mfe-tournaments/src/features/tournaments/locales'],
      ]) {
        await namespaceSelect.selectOption(name);
        const { key, text: arabic } = await firstArabicString(localesDir);
        await expect(page.getByLabel(text.valueLabel(key), { exact: true })).toHaveValue(arabic);
      }

      await namespaceSelect.selectOption('community');
      await page.getByRole('button', { name: text.addKey, exact: true }).click();
      const prompt = page.getByRole('dialog', { name: text.addDialog });
      const newKey = prompt.getByLabel(text.newKey, { exact: true });
      await expect(newKey).toBeFocused();
      await newKey.fill('news.title');
      await prompt.getByRole('button', { name: text.add, exact: true }).click();
      await expect(prompt.getByRole('alert')).toHaveText(text.exists);
      await expect(newKey).toBeFocused();
      // Focus stays inside the prompt: Tab cycles through its controls (past the last one the browser's own UI,
      // here the document, takes it) and never reaches the page behind.
      const focusOutside: string[] = [];
      for (let press = 0; press < 5; press += 1) {
        await page.keyboard.press('Tab');
        const outside = await page.evaluate(() => {
          const active = document.activeElement;
          return active && active !== document.body && !active.closest('dialog[open]')
            ? active.outerHTML
            : null;
        });
        if (outside) focusOutside.push(outside);
      }
      expect(focusOutside).toEqual([]);
      await newKey.focus();
      await newKey.fill('news.e2eCheck');
      await prompt.getByRole('button', { name: text.add, exact: true }).click();
      await expect(prompt).toBeHidden();
      await expect(page.getByText(text.added, { exact: true })).toBeVisible();
      await expect(page.getByLabel(text.valueLabel('news.e2eCheck'), { exact: true })).toHaveValue('');

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
      expect(downloaded).toEqual({ ...onDisk, news: { ...onDisk.news, title: edited, e2eCheck: '' } });
    });
  });
}
