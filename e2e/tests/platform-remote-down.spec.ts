/**
 * Failure isolation (DESIGN §2): with the community remote's server down, the shell and every other remote keep
 * working, and community's routes show "temporarily unavailable" with a retry, in both languages.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test, type Locale, type PortalInfo, type RemoteName } from '../fixtures';

const UNAVAILABLE: Record<Locale, string> = {
  en: 'This section is temporarily unavailable',
  ar: 'هذا القسم غير متاح مؤقتًا',
};
const RETRY: Record<Locale, string> = { en: 'Try again', ar: 'إعادة المحاولة' };

function unavailableNotices(page: Page, locale: Locale) {
  return page.getByRole('alert').filter({ hasText: UNAVAILABLE[locale] });
}

/** The header and footer of the shell, recognised by the links the spec puts in them. */
async function expectPageChrome(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.locator('a[href="/tournaments"]').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.locator('a[href="/privacy-policy"]').first()).toBeVisible();
}

function recordResponses(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

function loadedFrom(responses: Response[], portal: PortalInfo, remote: RemoteName, file: string) {
  return responses.some(
    (response) =>
      response.url().startsWith(`${portal.urls.remotes[remote]}/`) &&
      response.url().endsWith(`/${file}`) &&
      response.ok(),
  );
}

test.describe('the community remote is down', () => {
  test.beforeEach(async ({ portalControl }) => {
    await portalControl.stopRemote('community');
  });

  test.afterEach(async ({ portalControl }) => {
    await portalControl.startRemote('community');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`/news shows the fallback with a retry button (${locale})`, async ({ page, setLocale }) => {
      await setLocale(page, locale);
      await page.goto('/news');

      const notice = unavailableNotices(page, locale);
      await expect(notice).toHaveCount(1);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: RETRY[locale] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expectPageChrome(page);
    });
  }

  test('the home page keeps its header, footer and the other widgets', async ({
    page,
    portal,
    setLocale,
  }) => {
    await setLocale(page, 'en');
    const responses = recordResponses(page);
    await page.goto('/');

    await expectPageChrome(page);
    // Below-the-fold widgets load as they come near the viewport: scroll each section in, as a visitor would.
    for (const section of ['home-pass', 'home-tournaments', 'home-news']) {
      await page.getByTestId(section).scrollIntoViewIfNeeded();
    }
    // Only the news widget fails: one notice on the page, and the other remotes' widgets came from their servers.
    await expect(unavailableNotices(page, 'en')).toHaveCount(1);
    for (const remote of ['tournaments', 'pass'] as const) {
      await expect
        .poll(() => loadedFrom(responses, portal, remote, 'remoteEntry.js'), { message: `${remote} widget` })
        .toBe(true);
    }
    expect(loadedFrom(responses, portal, 'community', 'mf-manifest.json')).toBe(false);
  });

  test('/tournaments still works', async ({ page, portal, setLocale }) => {
    await setLocale(page, 'en');
    const responses = recordResponses(page);
    await page.goto('/tournaments');

    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Tournaments' }),
    ).toBeVisible();
    await expect(unavailableNotices(page, 'en')).toHaveCount(0);
    expect(loadedFrom(responses, portal, 'tournaments', 'remoteEntry.js')).toBe(true);
    await expectPageChrome(page);
  });

  test('retry loads the section once the remote is back', async ({
    page,
    portal,
    portalControl,
    setLocale,
  }) => {
    await setLocale(page, 'en');
    await page.goto('/news');
    const notice = unavailableNotices(page, 'en');
    await expect(notice).toBeVisible();

    await portalControl.startRemote('community');
    const manifest = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${portal.urls.remotes.community}/`) &&
        response.url().endsWith('/mf-manifest.json'),
    );
    await notice.getByRole('button', { name: RETRY.en }).click();
    expect((await manifest).ok()).toBe(true);

    await expect(page.getByRole('heading', { name: 'News Updates' })).toBeVisible();
    await expect(unavailableNotices(page, 'en')).toHaveCount(0);
  });
});
