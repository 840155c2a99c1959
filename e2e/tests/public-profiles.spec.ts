/**
 * Public player and team pages (issue 32), signed out, in both languages: a public player's page shows their name,
 * team and stats; a private player's page their name and team only; a team's page lists its members, each linked
 * to their page; an unknown player is Page Not Found.
 */
import { expect, setLocale, test } from '../fixtures';
import { LOCALES, mainHeading, TEXT as PORTAL_TEXT } from '../support/arena-ui';

const TEXT = {
  en: {
    stats: 'Stats',
    passLevel: 'Pass level',
    private: /This profile is private/,
    members: 'Members',
    owner: 'Owner',
  },
  ar: {
    stats: 'الإحصائيات',
    passLevel: 'مستوى الباس',
    private: /هذا الملف الشخصي خاص/,
    members: 'الأعضاء',
    owner: 'المالك',
  },
} as const;

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test.describe(`public profiles (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLocale(page, locale);
    });

    test('a public player shows their name, team and stats', async ({ page, portal }) => {
      await page.goto(`${portal.urls.shell}/players/Falcon-MENA`);
      await expect(mainHeading(page, 'Falcon')).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('Falcon#MENA')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Desert Falcons' })).toHaveAttribute(
        'href',
        '/teams/desert-falcons',
      );
      await expect(main.getByRole('heading', { level: 2, name: text.stats })).toBeVisible();
      await expect(main.getByText(text.passLevel)).toBeVisible();
    });

    test('a private player shows name and team only', async ({ page, portal }) => {
      await page.goto(`${portal.urls.shell}/players/Sara-UAE`);
      await expect(mainHeading(page, 'Sara')).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Desert Falcons' })).toBeVisible();
      await expect(main.getByText(text.private)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: text.stats })).toHaveCount(0);
    });

    test("a team's page lists its members, linked to their pages", async ({ page, portal }) => {
      await page.goto(`${portal.urls.shell}/teams/desert-falcons`);
      await expect(mainHeading(page, 'Desert Falcons')).toBeVisible();
      const members = page.getByRole('main').getByRole('region', { name: text.members });
      await expect(members.getByRole('listitem')).toHaveCount(5);
      await expect(members.getByText(text.owner)).toBeVisible();
      await members.getByRole('link', { name: 'Sara#UAE' }).click();
      await expect(page).toHaveURL(/\/players\/Sara-UAE$/);
      await expect(mainHeading(page, 'Sara')).toBeVisible();
    });

    test('an unknown player is Page Not Found', async ({ page, portal }) => {
      await page.goto(`${portal.urls.shell}/players/Nobody-NONE`);
      await expect(mainHeading(page, PORTAL_TEXT[locale].notFound)).toBeVisible();
    });
  });
}
