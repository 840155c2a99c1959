/**
 * Navigation across remotes (P1 §2, DESIGN §2): header links move between the shell and the remotes without a
 * page load, back and forward restore each page, unknown paths get Page Not Found, and every page has a title.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import {
  expectDocumentLanguage,
  LOCALES,
  mainHeading,
  mainNav,
  PRODUCT_NAME,
  remoteRoot,
  TEXT,
  titleOf,
} from '../support/arena-ui';

type Stop = { path: string; expectContent: (page: Page) => Promise<void> };

function stops(locale: Locale): Record<'home' | 'tournaments' | 'news' | 'pass', Stop> {
  const text = TEXT[locale];
  return {
    home: {
      path: '/',
      expectContent: async (page) => {
        await expect(page.getByTestId('home-pass')).toBeVisible();
        await expect(page.getByTestId('home-news')).toBeVisible();
        await expect(page.locator('#arena-shell-page')).toBeVisible();
        await expect(page).toHaveTitle(PRODUCT_NAME);
      },
    },
    tournaments: {
      path: '/tournaments',
      expectContent: async (page) => {
        await expect(
          remoteRoot(page, 'tournaments').getByRole('heading', {
            level: 1,
            name: text.tournamentsHeading,
            exact: true,
          }),
        ).toBeVisible();
        await expect(page.getByTestId('home-pass')).toHaveCount(0);
        await expect(page).toHaveTitle(titleOf(text.tournamentsHeading));
      },
    },
    news: {
      path: '/news',
      expectContent: async (page) => {
        const community = remoteRoot(page, 'community');
        await expect(
          community.getByRole('heading', { level: 1, name: text.newsHeading, exact: true }),
        ).toBeVisible();
        await expect(community.getByTestId('featured-post')).toBeVisible();
        await expect(remoteRoot(page, 'tournaments').getByRole('heading')).toHaveCount(0);
        await expect(page).toHaveTitle(titleOf(text.newsPageName));
      },
    },
    pass: {
      path: '/mena-pass',
      expectContent: async (page) => {
        await expect(
          remoteRoot(page, 'pass').getByRole('heading', { level: 1, name: text.passHeading, exact: true }),
        ).toBeVisible();
        await expect(remoteRoot(page, 'community').getByRole('heading')).toHaveCount(0);
        await expect(page).toHaveTitle(titleOf(text.passHeading));
      },
    },
  };
}

async function expectAt(page: Page, shell: string, stop: Stop) {
  await expect(page).toHaveURL(`${shell}${stop.path}`);
  await stop.expectContent(page);
}

for (const locale of LOCALES) {
  test.describe(`navigation (${locale})`, () => {
    test('header links move between remotes; back and forward restore each page in order', async ({
      page,
      portal,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      const at = stops(locale);
      const shell = portal.urls.shell;
      await setLocale(page, locale);
      // Signed in, so the pass page shows the levels rather than the blocking sign-in popup.
      await signInAs(page, 'Falcon#MENA', { returnTo: '/' });
      await expectAt(page, shell, at.home);
      await expectDocumentLanguage(page, locale);

      // One document for the whole visit: remotes are swapped in place.
      await page.evaluate(() => ((window as unknown as { __visit: string }).__visit = 'one'));
      const nav = mainNav(page, locale);

      await nav.getByRole('link', { name: text.nav.tournaments, exact: true }).click();
      await expectAt(page, shell, at.tournaments);
      await expect(nav.getByRole('link', { name: text.nav.tournaments, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await nav.getByRole('link', { name: text.nav.news, exact: true }).click();
      await expectAt(page, shell, at.news);

      // /me-pass is the header's address of the pass; it redirects to /mena-pass.
      await expect(nav.getByRole('link', { name: text.nav.pass, exact: true })).toHaveAttribute(
        'href',
        '/me-pass',
      );
      await nav.getByRole('link', { name: text.nav.pass, exact: true }).click();
      await expectAt(page, shell, at.pass);

      await nav.getByRole('link', { name: text.nav.home, exact: true }).click();
      await expectAt(page, shell, at.home);

      // Back through the visit, then forward again.
      for (const stop of [at.pass, at.news, at.tournaments, at.home]) {
        await page.goBack();
        await expectAt(page, shell, stop);
      }
      for (const stop of [at.tournaments, at.news, at.pass, at.home]) {
        await page.goForward();
        await expectAt(page, shell, stop);
      }
      expect(await page.evaluate(() => (window as unknown as { __visit?: string }).__visit)).toBe('one');
    });

    test('an unknown path shows Page Not Found with Go Home and Go Back', async ({
      page,
      portal,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const at = stops(locale);
      await setLocale(page, locale);
      await page.goto('/news');
      await at.news.expectContent(page);

      await page.goto('/no-such-page');
      await expect(mainHeading(page, text.notFound)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.notFound));
      await expect(page).toHaveURL(`${portal.urls.shell}/no-such-page`);

      // Go Back returns to the page before.
      await page.getByRole('button', { name: text.goBack, exact: true }).click();
      await expectAt(page, portal.urls.shell, at.news);

      // Go Home goes to /.
      await page.goForward();
      await expect(mainHeading(page, text.notFound)).toBeVisible();
      const goHome = page.getByRole('main').getByRole('link', { name: text.goHome, exact: true });
      await expect(goHome).toHaveAttribute('href', '/');
      await goHome.click();
      await expectAt(page, portal.urls.shell, at.home);
      await expect(mainHeading(page, text.notFound)).toHaveCount(0);
    });

    test('page titles name the page and the product', async ({ page, setLocale }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page.goto('/');
      await expect(page.getByTestId('home-pass')).toBeVisible();
      await expect(page).toHaveTitle(PRODUCT_NAME);
      await mainNav(page, locale).getByRole('link', { name: text.nav.news, exact: true }).click();
      await expect(page).toHaveTitle(titleOf(text.newsPageName));
      await page.goto('/news');
      await expect(page).toHaveTitle(titleOf(text.newsPageName));
      await mainNav(page, locale).getByRole('link', { name: text.nav.home, exact: true }).click();
      await expect(page).toHaveTitle(PRODUCT_NAME);
    });
  });
}
