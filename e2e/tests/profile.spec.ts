/**
 * Profile overview (P1 §2, §9): game ID, stats, and the last four matches, which expand one at a time.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import {
  apiGet,
  authCookie,
  formatNumber,
  LOCALES,
  mainHeading,
  TEXT,
  titleOf,
  toLatinDigits,
} from '../support/arena-ui';

interface ApiUser {
  displayName: string;
  gameName: string;
  tagLine: string;
  stats: { completedGames: number; xpEarned: number; loyaltyPoints: number };
}

/** The value (dd) shown under a label (dt) inside `scope`. */
function valueOf(scope: Locator | Page, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function summaryButton(row: Locator): Locator {
  return row.getByRole('button');
}

async function expectExpanded(row: Locator, locale: Locale) {
  const text = TEXT[locale];
  await expect(summaryButton(row)).toHaveAttribute('aria-expanded', 'true');
  const details = row.getByRole('region');
  await expect(details).toBeVisible();

  // KDA = (kills + assists) / max(1, deaths), 2 decimals, from the numbers the row shows.
  const kdaShown = valueOf(details, text.kda);
  await expect(kdaShown).toBeVisible();
  const [kills, deaths, assists] = toLatinDigits(
    (await valueOf(details, text.killsDeathsAssists).textContent()) ?? '',
  )
    .split('/')
    .map((part) => Number(part.trim()));
  expect([kills, deaths, assists].every(Number.isFinite)).toBe(true);
  const expectedKda = ((kills + assists) / Math.max(1, deaths)).toFixed(2);
  expect(toLatinDigits((await kdaShown.textContent()) ?? '').trim()).toBe(expectedKda);

  // Up to six item slots, empty ones hidden.
  const items = valueOf(details, text.items);
  await expect(items).toBeVisible();
  const itemImages = items.getByRole('img');
  expect(await itemImages.count()).toBeLessThanOrEqual(6);
}

async function expectCollapsed(row: Locator) {
  await expect(summaryButton(row)).toHaveAttribute('aria-expanded', 'false');
  await expect(row.getByRole('region')).toBeHidden();
}

for (const locale of LOCALES) {
  test.describe(`profile (${locale})`, () => {
    test('Falcon sees game ID, stats and four matches that expand one at a time', async ({
      page,
      request,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/account' });

      const token = (await authCookie(page.context()))!.value;
      const { user } = await apiGet<{ user: ApiUser }>(request, '/v1/user/me', token);

      await expect(mainHeading(page, user.displayName)).toBeVisible();
      await expect(page.getByTestId('game-id')).toHaveText('Falcon#MENA');
      await expect(page).toHaveTitle(titleOf(text.profile));
      await expect(valueOf(page, text.stats.completedGames)).toHaveText(
        formatNumber(user.stats.completedGames, locale),
      );
      await expect(valueOf(page, text.stats.xpEarned)).toHaveText(formatNumber(user.stats.xpEarned, locale));
      await expect(valueOf(page, text.stats.loyaltyPoints)).toHaveText(
        formatNumber(user.stats.loyaltyPoints, locale),
      );

      await expect(
        page.getByRole('heading', { level: 2, name: text.matchHistory, exact: true }),
      ).toBeVisible();
      const rows = page.getByTestId('match-row');
      await expect(rows).toHaveCount(4);
      for (const row of await rows.all()) await expectCollapsed(row);

      const [first, second, third, fourth] = await rows.all();
      await summaryButton(first).click();
      await expectExpanded(first, locale);
      for (const row of [second, third, fourth]) await expectCollapsed(row);

      // Opening another row closes the first: one at a time.
      await summaryButton(second).click();
      await expectExpanded(second, locale);
      for (const row of [first, third, fourth]) await expectCollapsed(row);

      // Clicking the open row again closes it.
      await summaryButton(second).click();
      for (const row of [first, second, third, fourth]) await expectCollapsed(row);
    });

    test('a player without a game account has no recent matches', async ({ page, setLocale, signInAs }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Newcomer#NEW', { returnTo: '/account' });
      await expect(mainHeading(page, 'Newcomer')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: text.matchHistory, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(text.noMatches, { exact: true })).toBeVisible();
      await expect(page.getByTestId('match-row')).toHaveCount(0);
    });
  });
}
