/** The harness itself: the stand-in sign-in and the language choice work as the feature suites expect. */
import { expect, test } from '../fixtures';

test('signInAs goes through the stand-in sign-in page and comes back signed in', async ({
  page,
  portal,
  setLocale,
  signInAs,
}) => {
  await setLocale(page, 'en');
  await signInAs(page, 'Falcon#MENA', { returnTo: '/news' });
  expect(new URL(page.url()).origin).toBe(portal.urls.shell);
  expect(new URL(page.url()).pathname).toBe('/news');
  const header = page.getByRole('banner');
  await expect(header.locator('a[href="/tournaments"]').first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('setLocale chooses the language before the first paint', async ({ page, setLocale }) => {
  await setLocale(page, 'ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
