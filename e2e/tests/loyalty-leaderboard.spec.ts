/**
 * Loyalty leaderboard (P2 §2, §7, §8, §9): the page in both languages against the real API — Your Position for a
 * signed-in player, podium styling for ranks 1 to 3, search (case-insensitive, back to page 1, global ranks kept)
 * and paging with Previous and Next disabled at the ends.
 *
 * The seed ranks fewer than 100 players (one page of the spec's size), so the paging test asks the real API for
 * pages of 10 by rewriting `limit` on the page's requests; the screen reads the page size from the answer.
 */
import type { Page, APIRequestContext } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { apiGet, authCookie, formatNumber, LOCALES, mainHeading, titleOf } from '../support/arena-ui';

interface Entry {
  rank: number;
  user: { id: string; gameName: string; tagLine: string; profileImage: string | null };
  loyaltyPoints: number;
}
interface LeaderboardAnswer {
  data: Entry[];
  pagination: { page: number; limit: number; total: number; pages: number };
  me: Entry | null;
}

const TEXT = {
  en: {
    title: 'Loyalty Leaderboard',
    yourPosition: 'Your Position',
    global: 'Global Leaderboard',
    search: 'Search players',
    previous: 'Previous page',
    next: 'Next page',
    showing: (from: string, to: string, total: string) => `Showing ${from} - ${to} of ${total}`,
    trophy: { gold: 'Gold trophy', silver: 'Silver trophy', bronze: 'Bronze trophy' },
    promo: 'Get the MENA Pass',
    earn: ['Tournament Participation', 'Daily Challenges', 'Community Events'],
  },
  ar: {
    title: 'لوحة صدارة الولاء',
    yourPosition: 'ترتيبك',
    global: 'لوحة الصدارة العامة',
    search: 'البحث عن اللاعبين',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    showing: (from: string, to: string, total: string) => `عرض ${from} - ${to} من ${total}`,
    trophy: { gold: 'كأس ذهبية', silver: 'كأس فضية', bronze: 'كأس برونزية' },
    promo: 'احصل على مينا باس',
    earn: ['المشاركة في البطولات', 'التحديات اليومية', 'فعاليات المجتمع'],
  },
} as const;

const PODIUM = ['gold', 'silver', 'bronze'] as const;
const PODIUM_RGB = { gold: 'rgb(245, 179, 1)', silver: 'rgb(192, 199, 212)', bronze: 'rgb(205, 127, 50)' };
const PATH = '/v1/menapass/loyalty-leaderboard';

/**
 * The API's answer once it is settled: the API serves a ranking up to 10 s old and rebuilds it in the background,
 * so earlier suites' gains show after a refresh; two equal answers a moment apart are what the page will get.
 */
async function settledLeaderboard(request: APIRequestContext, query: string, token?: string) {
  let previous = '';
  let answer: LeaderboardAnswer | undefined;
  await expect
    .poll(
      async () => {
        answer = await apiGet<LeaderboardAnswer>(request, `${PATH}${query}`, token);
        const same = JSON.stringify(answer) === previous;
        previous = JSON.stringify(answer);
        return same;
      },
      { intervals: [500, 1000], timeout: 15_000 },
    )
    .toBe(true);
  return answer!;
}

function table(page: Page, name: string) {
  return page.getByRole('main').getByRole('table', { name, exact: true });
}

function bodyRows(page: Page, name: string) {
  return table(page, name).locator('tbody tr');
}

async function expectRow(page: Page, tableName: string, index: number, entry: Entry, locale: Locale) {
  const row = bodyRows(page, tableName).nth(index);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(formatNumber(entry.rank, locale));
  await expect(cells.nth(1)).toContainText(entry.user.gameName);
  await expect(cells.nth(1)).toContainText(`#${entry.user.tagLine}`);
  await expect(cells.nth(2)).toHaveText(formatNumber(entry.loyaltyPoints, locale));
}

const showing = (locale: Locale, from: number, to: number, total: number) =>
  TEXT[locale].showing(formatNumber(from, locale), formatNumber(to, locale), formatNumber(total, locale));

for (const locale of LOCALES) {
  test.describe(`loyalty leaderboard (${locale})`, () => {
    test('a signed-in player sees Your Position, the podium and the ways to earn', async ({
      page,
      request,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/loyalty-leaderboard' });
      const token = (await authCookie(page.context()))?.value;
      const expected = await settledLeaderboard(request, '', token);
      expect(expected.me?.user.gameName).toBe('Falcon');

      await page.goto('/loyalty-leaderboard');
      await expect(mainHeading(page, text.title)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.title));
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('main').getByRole('link', { name: text.promo })).toHaveAttribute(
        'href',
        /\/me-pass$/,
      );
      for (const title of text.earn)
        await expect(page.getByRole('main').getByRole('heading', { level: 3, name: title })).toBeVisible();

      await expect(bodyRows(page, text.yourPosition)).toHaveCount(1);
      await expectRow(page, text.yourPosition, 0, expected.me!, locale);

      const count = Math.min(expected.data.length, 100);
      await expect(bodyRows(page, text.global)).toHaveCount(count);
      await expect(page.getByText(showing(locale, 1, count, expected.pagination.total))).toBeVisible();
      for (const [index, entry] of expected.data.slice(0, 4).entries()) {
        await expectRow(page, text.global, index, entry, locale);
        const row = bodyRows(page, text.global).nth(index);
        const tier = entry.rank <= 3 ? PODIUM[entry.rank - 1] : null;
        if (tier) {
          await expect(row).toHaveAttribute('data-podium', tier);
          await expect(row.getByRole('img', { name: text.trophy[tier] })).toBeVisible();
          await expect(row.getByRole('cell').first()).toHaveCSS('color', PODIUM_RGB[tier]);
        } else {
          await expect(row).not.toHaveAttribute('data-podium', /.+/);
          await expect(row.getByRole('img', { name: /trophy|كأس/ })).toHaveCount(0);
        }
      }
      // One page of the seed: the kit's pager draws nothing for a single page.
      await expect(page.getByRole('button', { name: text.previous, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.next, exact: true })).toHaveCount(0);
    });

    test('pages through the ranking and searches from page 1, keeping global ranks', async ({
      page,
      request,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const limit = 10;
      await setLocale(page, locale);
      await page.route(
        (url) => url.pathname === PATH,
        (route) => {
          const url = new URL(route.request().url());
          url.searchParams.set('limit', String(limit));
          return route.continue({ url: url.href });
        },
      );
      const all = await settledLeaderboard(request, '');
      const { total } = all.pagination;
      expect(total, 'the seed ranks more than two pages of 10').toBeGreaterThan(2 * limit);
      const pages = Math.ceil(total / limit);

      await page.goto('/loyalty-leaderboard');
      const previous = page.getByRole('button', { name: text.previous, exact: true });
      const next = page.getByRole('button', { name: text.next, exact: true });
      await expect(page.getByText(showing(locale, 1, limit, total))).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      await next.click();
      await expect(page.getByText(showing(locale, limit + 1, 2 * limit, total))).toBeVisible();
      await expectRow(page, text.global, 0, all.data[limit], locale);
      await expect(bodyRows(page, text.global).first()).not.toHaveAttribute('data-podium', /.+/);
      await expect(previous).toBeEnabled();

      for (let shown = 2; shown < pages; shown += 1) await next.click();
      await expect(page.getByText(showing(locale, (pages - 1) * limit + 1, total, total))).toBeVisible();
      await expect(next).toBeDisabled();
      await expect(bodyRows(page, text.global)).toHaveCount(total - (pages - 1) * limit);

      // Search: mixed case, back to page 1, Falcon keeps the rank of the whole ranking.
      const falcon = all.data.find(
        (entry) => entry.user.gameName === 'Falcon' && entry.user.tagLine === 'MENA',
      );
      expect(falcon).toBeTruthy();
      const found = await settledLeaderboard(request, '?search=fALCON');
      await page.getByRole('searchbox', { name: text.search }).fill('fALCON');
      await expect(
        page.getByText(showing(locale, 1, found.data.length, found.pagination.total)),
      ).toBeVisible();
      await expect(bodyRows(page, text.global)).toHaveCount(found.data.length);
      const falconRow = found.data.findIndex((entry) => entry.user.id === falcon!.user.id);
      await expectRow(page, text.global, falconRow, falcon!, locale);
      // Back on page 1: Previous is disabled, or the pager is gone when the results fit on one page.
      if (found.pagination.pages > 1) await expect(previous).toBeDisabled();
      else await expect(previous).toHaveCount(0);

      // A tag line matches too, case-insensitive.
      await page.getByRole('searchbox', { name: text.search }).fill('mena');
      const byTag = await settledLeaderboard(request, '?search=mena');
      await expect(
        page.getByText(showing(locale, 1, Math.min(limit, byTag.pagination.total), byTag.pagination.total)),
      ).toBeVisible();
    });
  });
}
