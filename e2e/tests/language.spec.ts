/**
 * Language (P2 §4, DESIGN §4): Arabic by default and right to left; the toggle switches the shell and every
 * mounted remote at once, without a page load, and the choice survives a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import {
  expectDocumentLanguage,
  header,
  languageToggle,
  mainNav,
  remoteRoot,
  TEXT,
  titleOf,
} from '../support/arena-ui';

/** The shell's header and the community remote's /news page both read in `locale`. */
async function expectNewsPageIn(page: Page, locale: Locale) {
  const text = TEXT[locale];
  await expectDocumentLanguage(page, locale);
  await expect(languageToggle(page)).toHaveText(text.toggle);
  const nav = mainNav(page, locale);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: text.nav.news, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: text.nav.tournaments, exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: text.signIn, exact: true })).toBeVisible();
  await expect(
    remoteRoot(page, 'community').getByRole('heading', { level: 1, name: text.newsHeading, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(titleOf(text.newsPageName));
}

test('Arabic by default; the toggle switches the shell and the mounted remote at once and is remembered', async ({
  page,
}) => {
  await page.goto('/');
  await expectDocumentLanguage(page, 'ar');
  await expect(languageToggle(page)).toHaveText('EN');
  await expect(mainNav(page, 'ar').getByRole('link', { name: TEXT.ar.nav.home, exact: true })).toBeVisible();

  // Into the community remote through the header.
  await mainNav(page, 'ar').getByRole('link', { name: TEXT.ar.nav.news, exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expectNewsPageIn(page, 'ar');

  // A marker on the window shows the switch happens in place, not through a page load.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await languageToggle(page).click();
  await expectNewsPageIn(page, 'en');
  await expect(mainNav(page, 'ar')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: TEXT.ar.newsHeading, exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  // The choice is stored: a reload stays in English.
  await page.reload();
  await expectNewsPageIn(page, 'en');

  // And back to Arabic, shell and remote together.
  await languageToggle(page).click();
  await expectNewsPageIn(page, 'ar');
  await expect(page.getByRole('heading', { name: TEXT.en.newsHeading, exact: true })).toHaveCount(0);
  await page.reload();
  await expectNewsPageIn(page, 'ar');
});

test('the language choice follows the player across remotes', async ({ page, setLocale }) => {
  await setLocale(page, 'en');
  await page.goto('/news');
  await expectNewsPageIn(page, 'en');
  await languageToggle(page).click();
  await expectNewsPageIn(page, 'ar');

  // Another remote mounted after the switch starts in Arabic too.
  await mainNav(page, 'ar').getByRole('link', { name: TEXT.ar.nav.tournaments, exact: true }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(
    remoteRoot(page, 'tournaments').getByRole('heading', {
      level: 1,
      name: TEXT.ar.tournamentsHeading,
      exact: true,
    }),
  ).toBeVisible();
  await expectDocumentLanguage(page, 'ar');
  await expect(page).toHaveTitle(titleOf(TEXT.ar.tournamentsHeading));
});
