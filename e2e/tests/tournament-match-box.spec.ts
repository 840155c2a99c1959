/**
 * Match box (P1 §2 "Match box", §4, §8, §9) against the real API, in both languages. The seed
 * (api/src/seed/brackets.ts, SEED_MATCH_SLOTS) schedules Desert Falcons' current match in the Nile Legends Cup
 * and Khalid's in Sands of Valor two minutes after seeding, so their tournament codes show at once (from 5 minutes
 * before), and Nour's Sands of Valor match three hours later, so its box counts down. A player copies the code,
 * presses Get Results (the simulated game-data provider answers for the code), sees the success message, and the
 * bracket page draws one more decided match.
 */
import type { Page } from '@playwright/test';
import { expect, signInAs, test, type Locale } from '../fixtures';
import { readPortalInfo } from '../support/portal-info';
import { findTournament } from '../support/ladder';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
}

const TEXT = {
  en: {
    title: 'Your Match',
    versus: 'vs',
    startsIn: 'Starts in',
    scheduledAt: /^Scheduled for /,
    codeLabel: 'Tournament code',
    copyCode: (code: string) => `Copy tournament code ${code}`,
    getResults: 'Get Results',
    copied: 'Tournament code copied to clipboard',
    updated: 'Match results updated successfully',
    menu: 'Match options',
    leaveMatch: 'Leave match',
    callAdmins: 'Call Admins',
    leaveTitle: 'Leave this match?',
    notified: 'Admin support has been notified',
    cancel: 'Cancel',
  },
  ar: {
    title: 'مباراتك',
    versus: 'ضد',
    startsIn: 'تبدأ خلال',
    scheduledAt: /^موعدها /,
    codeLabel: 'رمز البطولة',
    copyCode: (code: string) => `نسخ رمز البطولة ${code}`,
    getResults: 'جلب النتائج',
    copied: 'تم نسخ رمز البطولة',
    updated: 'تم تحديث نتائج المباراة بنجاح',
    menu: 'خيارات المباراة',
    leaveMatch: 'مغادرة المباراة',
    callAdmins: 'استدعاء المشرفين',
    leaveTitle: 'هل تريد مغادرة هذه المباراة؟',
    notified: 'تم إبلاغ فريق الدعم من المشرفين',
    cancel: 'إلغاء',
  },
} as const;

/** Who plays the soon match in each language (both seeded two minutes after the seed). */
const SOON = {
  en: {
    tournament: 'Nile Legends Cup',
    player: 'Falcon#MENA',
    sides: ['Desert Falcons', 'Nile Pharaohs'],
  },
  ar: { tournament: 'Sands of Valor', player: 'Khalid#JED', sides: ['Khalid', 'Tariq'] },
} as const;

/** A seeded tournament by name (all of the list's pages: suites of the worker may have made newer ones). */
const tournamentNamed = (page: Page, english: string): Promise<ApiTournament> =>
  findTournament<ApiTournament>(page.request, english);

function toast(page: Page, text: string) {
  return page.getByTestId('toaster').getByText(text, { exact: true });
}

/** How many matches the embedded bracket draws with a winner. */
async function decidedMatches(page: Page, tournamentId: string): Promise<number> {
  await page.goto(`/tournaments/${tournamentId}/bracket`);
  const inner = page.frameLocator('iframe[src*="/embed/brackets/"]').first();
  await expect(inner.locator('.participant').first()).toBeVisible();
  return inner.locator('.participant.win').count();
}

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  test.describe(`match box (${locale})`, () => {
    test.beforeEach(async ({ page, setLocale }) => {
      await setLocale(page, locale);
    });

    test('the code shows 5 minutes before; copy it, Get Results, and the bracket has the result', async ({
      page,
    }) => {
      const text = TEXT[locale];
      const soon = SOON[locale];
      const tournament = await tournamentNamed(page, soon.tournament);
      const pagePath = `/tournaments/${tournament.id}`;
      await signInAs(page, soon.player, { returnTo: pagePath });

      const before = await decidedMatches(page, tournament.id);
      await page.goto(pagePath);
      const box = page.getByRole('region', { name: text.title });
      await expect(box).toBeVisible();
      await expect(box.getByText(soon.sides[0], { exact: true })).toBeVisible();
      await expect(box.getByText(soon.sides[1], { exact: true })).toBeVisible();
      await expect(box.getByText(text.codeLabel, { exact: true })).toBeVisible();
      await expect(box.getByRole('timer')).toHaveCount(0);

      // The code, in the platform's shape; a click copies it.
      const codeButton = box.getByRole('button', { name: /MENA-/ });
      const code = (await codeButton.textContent())!.trim();
      expect(code).toMatch(/^MENA-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await expect(codeButton).toHaveAccessibleName(text.copyCode(code));
      const { urls } = readPortalInfo();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(urls.shell).origin,
      });
      await codeButton.click();
      await expect(toast(page, text.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // The menu: Leave match only confirms; Call Admins only says admins were notified.
      await box.getByRole('button', { name: text.menu }).click();
      await page.getByRole('menuitem', { name: text.callAdmins }).click();
      await expect(toast(page, text.notified)).toBeVisible();
      await box.getByRole('button', { name: text.menu }).click();
      await page.getByRole('menuitem', { name: text.leaveMatch }).click();
      const dialog = page.getByRole('dialog', { name: text.leaveTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();

      // Get Results: the result is verified by the code and recorded.
      await box.getByRole('button', { name: text.getResults, exact: true }).click();
      await expect(toast(page, text.updated)).toBeVisible();
      await expect(box.getByRole('button', { name: text.copyCode(code) })).toHaveCount(0);

      expect(await decidedMatches(page, tournament.id)).toBe(before + 1);
    });

    test('a later match counts down and shows its local time, without a code', async ({ page }) => {
      const text = TEXT[locale];
      const tournament = await tournamentNamed(page, 'Sands of Valor');
      await signInAs(page, 'Nour#JOR', { returnTo: `/tournaments/${tournament.id}` });
      const box = page.getByRole('region', { name: text.title });
      await expect(box).toBeVisible();
      await expect(box.getByText('Hamza', { exact: true })).toBeVisible();
      await expect(box.getByText(text.startsIn, { exact: true })).toBeVisible();
      const timer = box.getByRole('timer');
      const first = await timer.textContent();
      await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
      await expect(box.getByText(text.scheduledAt)).toBeVisible();
      await expect(box.getByText(text.codeLabel, { exact: true })).toHaveCount(0);
      await expect(box.getByRole('button', { name: text.getResults })).toHaveCount(0);
    });
  });
}
