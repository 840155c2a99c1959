/**
 * The installable portal's service worker (issue 32, DESIGN §10; shell/src/sw): it registers once a page has
 * settled and controls the portal's pages; without a network a page is the offline page in the visitor's language;
 * with it in control a remote's release and rollback still go live on the next reload (the live platform manifest
 * decides, never a cache). The worker's showing of a push message is in push-settings.spec.ts (the full browser's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';

// The worker under test (the other suites block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

type OfflineTexts = { title: string; body: string; retry: string };

/** The offline page's words, as the worker's build takes them (shell/src/sw/locales). */
function offlineTexts(locale: Locale): OfflineTexts {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../shell/src/sw/locales/${locale}.json`,
  );
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { offline: OfflineTexts }).offline;
}

/** Opens a page in a language: the stored choice a visitor who picked it has (storage and the cookie). */
async function openIn(page: Page, context: BrowserContext, baseURL: string, locale: Locale, address: string) {
  if (locale === 'en') {
    await page.addInitScript(() => window.localStorage.setItem('arena.lang', 'en'));
    await context.addCookies([{ name: 'arena_lang', value: 'en', url: baseURL }]);
  }
  await page.goto(address);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Waits until the portal's worker controls the page (it registers once the page has settled). */
async function controlledByWorker(page: Page): Promise<{ scriptURL: string; scope: string }> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scriptURL: navigator.serviceWorker.controller!.scriptURL, scope: registration.scope };
  });
}

for (const locale of ['ar', 'en'] as const) {
  test(`the worker registers after load and controls the page; offline, a page is the offline page (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const texts = offlineTexts(locale);
    // When the page asks for the worker, against its load event.
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
        (window as { registeredAt?: number }).registeredAt = performance.now();
        return register.apply(this, args);
      };
    });
    await openIn(page, context, baseURL!, locale, '/');
    const worker = await controlledByWorker(page);
    // Registered once the page had settled (its load event and a second more): the first visit loads and draws
    // as without a worker.
    const timing = await page.evaluate(() => ({
      registeredAt: (window as { registeredAt?: number }).registeredAt,
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
    }));
    expect(timing.registeredAt, 'the shell registered the worker').toBeDefined();
    expect(timing.registeredAt! - timing.loaded).toBeGreaterThanOrEqual(1000);
    expect(worker.scriptURL).toBe(`${baseURL}/sw.js`);
    expect(worker.scope).toBe(`${baseURL}/`);

    await context.setOffline(true);
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByText(texts.body)).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // Back online, "try again" is the page itself, the worker still in control.
    await context.setOffline(false);
    await page.getByRole('link', { name: texts.retry }).click();
    await expect(page).toHaveURL(`${baseURL}/tournaments`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
  });
}

test('on a slow network a page is the last shell of its language, which reads the live manifest', async ({
  page,
  context,
  baseURL,
}) => {
  await openIn(page, context, baseURL!, 'en', '/');
  await controlledByWorker(page);
  // A load the worker answered keeps the page as the English shell.
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await caches.match('/__arena-shell/en', { cacheName: 'arena-shell-pages' });
        return kept ? (await kept.text()).includes('<script id="arena-platform"') : null;
      }),
    )
    .toBe(false);

  // The server takes longer than the worker waits (4 s) to answer /news.
  await context.route(
    (url) => url.pathname === '/news',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue().catch(() => undefined);
    },
  );
  const started = Date.now();
  await page.goto('/news', { waitUntil: 'commit' });
  expect(Date.now() - started, 'the cached shell answered before the server').toBeLessThan(7500);
  // The news page draws from it: the shell read the live /platform.json itself (no manifest in the kept page).
  await expect(page.getByRole('heading', { name: 'News Updates' })).toBeVisible();
  expect(await page.evaluate(() => document.getElementById('arena-platform'))).toBeNull();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('with the worker in control, a remote release and its rollback go live on the next reload', async ({
  page,
  context,
  baseURL,
  portal,
  portalControl,
}) => {
  test.setTimeout(240_000);
  const community = portal.urls.remotes.community;
  const newsHeading = page.getByRole('heading', { name: 'News Updates' });
  const before = (await portalControl.liveVersions()).community;
  expect(before, 'community has a live release').toBeTruthy();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${community}/`)) requested.push(request.url());
  });

  await openIn(page, context, baseURL!, 'en', '/news');
  await expect(newsHeading).toBeVisible();
  await controlledByWorker(page);
  // A load the worker answered: the release below is not seen through a page it never handled.
  await page.reload();
  await expect(newsHeading).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(requested).toContain(`${community}/${before}/mf-manifest.json`);

  // The same build published as a new version: only the live manifest names it.
  const version = `e2e-sw-${Date.now()}`;
  expect(await portalControl.release('community', { version, build: false })).toContain(
    `${before} → ${version}`,
  );
  requested.length = 0;
  const released = page.waitForResponse(`${community}/${version}/mf-manifest.json`);
  await page.reload();
  expect((await released).ok()).toBe(true);
  await expect(newsHeading).toBeVisible();
  expect(requested.filter((url) => !url.startsWith(`${community}/${version}/`))).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  expect(await portalControl.rollback('community')).toContain(`${version} → ${before}`);
  requested.length = 0;
  const restored = page.waitForResponse(`${community}/${before}/mf-manifest.json`);
  await page.reload();
  expect((await restored).ok()).toBe(true);
  await expect(newsHeading).toBeVisible();
  expect(requested.filter((url) => !url.startsWith(`${community}/${before}/`))).toEqual([]);
});
