/**
 * Staff grants of XP and loyalty points (issue 31, /staff/pass), against the real API, in both languages: the
 * seeded organizer (`Organizer#STAFF`) grants 500 XP and 25 loyalty points with a reason to a fresh pass member,
 * through the page's confirmation; the member's pass level (/mena-pass), profile (/account) and loyalty
 * leaderboard row (Your Position) move together, and the member's history shows the staff entry with its reason.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, signInAs, test, type Locale } from '../fixtures';
import { formatNumber, LOCALES, mainHeading } from '../support/arena-ui';
import { api, toaster } from '../support/ladder';
import { passProgress, valueOf } from '../support/pass';
import { newPage, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';

const TEXT = {
  en: {
    title: 'Pass',
    riotId: 'Riot ID',
    xp: 'XP',
    points: 'Loyalty points',
    reason: 'Reason',
    review: 'Review',
    confirmTitle: 'Confirm the change',
    confirm: 'Confirm',
    summary: (riotId: string) => `+500 XP and +25 loyalty points to \u2068${riotId}\u2069`,
    granted: (riotId: string, level: number) =>
      `\u2068${riotId}\u2069 is now level ${formatNumber(level, 'en')} with 500 XP and 25 loyalty points.`,
    recent: 'Recent grants and revocations',
    progressLabel: 'Your pass progress',
    level: 'Level',
    totalXp: 'Total XP',
    loyaltyPoints: 'Loyalty Points',
    history: 'XP and Points History',
    staffEntry: 'Staff adjustment',
    reasonLine: (reason: string) => `Reason: ${reason}`,
    profileXp: 'XP Earned',
    profilePoints: 'Loyalty Points',
    yourPosition: 'Your Position',
  },
  ar: {
    title: 'الباس',
    riotId: 'معرّف Riot',
    xp: 'نقاط الخبرة',
    points: 'نقاط الولاء',
    reason: 'السبب',
    review: 'مراجعة',
    confirmTitle: 'تأكيد التغيير',
    confirm: 'تأكيد',
    summary: (riotId: string) =>
      `${formatNumber(500, 'ar', { signDisplay: 'always' })} نقطة خبرة و${formatNumber(25, 'ar', {
        signDisplay: 'always',
      })} نقطة ولاء إلى \u2068${riotId}\u2069`,
    granted: (riotId: string, level: number) =>
      `أصبح \u2068${riotId}\u2069 في المستوى ${formatNumber(level, 'ar')} ولديه ${formatNumber(500, 'ar')} نقطة خبرة و${formatNumber(25, 'ar')} نقطة ولاء.`,
    recent: 'آخر عمليات المنح والسحب',
    progressLabel: 'تقدّمك في الباس',
    level: 'المستوى',
    totalXp: 'مجموع نقاط الخبرة',
    loyaltyPoints: 'نقاط الولاء',
    history: 'سجل نقاط الخبرة والولاء',
    staffEntry: 'تعديل من فريق العمل',
    reasonLine: (reason: string) => `السبب: ${reason}`,
    profileXp: 'نقاط الخبرة المكتسبة',
    profilePoints: 'نقاط الولاء',
    yourPosition: 'ترتيبك',
  },
} as const;

/** A signed-in browser of the seeded organizer on /staff/pass, in one language. */
async function organizerPage(browser: Browser, locale: Locale): Promise<Page> {
  const page = await newPage(browser, locale);
  await signInAs(page, 'Organizer#STAFF', { returnTo: '/staff/pass' });
  return page;
}

for (const locale of LOCALES) {
  test.describe(`staff grants of XP and loyalty points (${locale})`, () => {
    test('an organizer grants 500 XP and 25 points with a reason; the pass level, profile and leaderboard row move together', async ({
      browser,
      request,
    }) => {
      test.setTimeout(60_000);
      const text = TEXT[locale];

      // A fresh pass member, at level 0 with no points.
      const player = await newPage(browser, locale);
      const gameName = `Gr${uniqueSuffix()}`;
      const riotId = `${gameName}#E2E`;
      await signInAsNewPlayer(player, '/mena-pass', { gameName });
      const token = await tokenOf(player);
      expect((await api(request, 'POST', '/v1/menapass/register', { token })).status).toBe(200);
      const before = await passProgress(request, token);
      expect(before).toMatchObject({ currentLevel: 0, totalXP: 0, loyaltyPoints: 0 });

      // The organizer grants, through the confirmation.
      const organizer = await organizerPage(browser, locale);
      await expect(mainHeading(organizer, text.title)).toBeVisible();
      const reason = `E2E cup host ${gameName}`;
      await organizer.getByLabel(text.riotId).fill(riotId);
      await organizer.getByLabel(text.xp, { exact: true }).fill('500');
      await organizer.getByLabel(text.points, { exact: true }).fill('25');
      await organizer.getByLabel(text.reason, { exact: true }).fill(reason);
      await organizer.getByRole('button', { name: text.review }).click();
      const dialog = organizer.getByRole('dialog', { name: text.confirmTitle });
      await expect(dialog).toContainText(text.summary(riotId));
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click();

      const after = await expect
        .poll(async () => (await passProgress(request, token)).totalXP)
        .toBe(500)
        .then(() => passProgress(request, token));
      expect(after.currentLevel, 'the grant moves the level').toBeGreaterThan(before.currentLevel);
      expect(after.loyaltyPoints).toBe(25);
      await expect(toaster(organizer)).toContainText(text.granted(riotId, after.currentLevel));
      const recent = organizer.getByRole('table', { name: text.recent });
      await expect(recent.getByRole('row').filter({ hasText: reason })).toContainText(riotId);

      // The member's pass: the new level and totals, and the staff entry with its reason in the history.
      await player.goto('/mena-pass');
      const progressCard = player.getByTestId('pass-progress');
      await expect(valueOf(progressCard, text.level)).toHaveText(formatNumber(after.currentLevel, locale));
      await expect(valueOf(progressCard, text.totalXp)).toHaveText(formatNumber(500, locale));
      await expect(valueOf(progressCard, text.loyaltyPoints)).toHaveText(formatNumber(25, locale));
      const history = player.getByRole('region', { name: text.history });
      const entry = history.getByRole('row').filter({ hasText: text.staffEntry });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(text.reasonLine(reason));

      // The profile and the loyalty leaderboard agree.
      await player.goto('/account');
      await expect(valueOf(player, text.profileXp)).toHaveText(formatNumber(500, locale));
      await expect(valueOf(player, text.profilePoints)).toHaveText(formatNumber(25, locale));
      await player.goto('/loyalty-leaderboard');
      const own = player.getByRole('main').getByRole('table', { name: text.yourPosition, exact: true });
      const ownCells = own.locator('tbody tr').first().getByRole('cell');
      await expect(ownCells.nth(1)).toContainText(gameName);
      await expect(ownCells.nth(2)).toHaveText(formatNumber(25, locale));

      await organizer.context().close();
      await player.context().close();
    });
  });
}
