/**
 * Redeemed reward codes (P2 §2 "Redeemed reward codes", §4 reward code reveal, §8 Rewards, §9): Falcon#MENA holds
 * the seeded Hextech Key of the level 5 pass mission. The code is masked; a click reveals it (decrypted in the
 * browser with his key) for 10 seconds — the page's clock is moved with Playwright's `page.clock` — a second click
 * hides it at once, and Copy puts it on the clipboard with the spec's message. Lukas#EUW, owner of Rhine Wolves,
 * holds the five Hextech Chest codes of the Winter Clash's first prize to hand out to his team (P1 §6): granted by
 * the real completion of the seeded bracket, shown with their source linked to the tournament, and announced on
 * his notifications page. In Arabic and English.
 */
import { expect, test } from '../fixtures';
import { apiGet, LOCALES, mainHeading, titleOf } from '../support/arena-ui';
import { openRewardCode } from '../support/pass';
import { tokenOf } from '../support/players';

const TEXT = {
  en: {
    title: 'Redeemed Reward Codes',
    reveal: 'Show code',
    hide: 'Hide code',
    copy: 'Copy code',
    copied: 'Code Copied To Clipboard',
    hextechKey: 'Hextech Key',
    passName: 'MENA Pass',
    refresh: 'Refresh',
    info: 'team captains',
    hextechChest: 'Hextech Chest',
    winterClashSource: 'Tournament: Winter Clash',
    notifications: 'Notifications',
    prizeNotice: 'You received 5 Hextech Chest codes from Winter Clash to hand out to your team.',
  },
  ar: {
    title: 'رموز المكافآت المستردة',
    reveal: 'إظهار الرمز',
    hide: 'إخفاء الرمز',
    copy: 'نسخ الرمز',
    copied: 'تم نسخ الرمز إلى الحافظة',
    hextechKey: 'مفتاح هكستك',
    passName: 'ممر مينا',
    refresh: 'تحديث',
    info: 'قادة الفرق',
    hextechChest: 'صندوق هكستك',
    winterClashSource: 'بطولة: مواجهة الشتاء',
    notifications: 'الإشعارات',
    prizeNotice: 'حصلت على ٥ رموز صندوق هكستك من مواجهة الشتاء لتوزيعها على فريقك.',
  },
} as const;

const MASKED = '••••-••••-••••';

interface ApiRedeemedCode {
  _id: string;
  code: string;
  type: string;
  source: 'other' | 'tournament';
  tournamentId: string | null;
}

for (const locale of LOCALES) {
  test.describe(`reward codes (${locale})`, () => {
    test('Falcon reveals his Hextech Key for 10 seconds, hides it, and copies it', async ({
      page,
      request,
      portal,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page.clock.install();
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.urls.shell });
      await signInAs(page, 'Falcon#MENA', { returnTo: '/account/rewards' });
      await expect(mainHeading(page, text.title)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.title));
      await expect(page.getByRole('note')).toContainText(text.info);

      // The seeded code, as the API holds it for Falcon (sealed under his key), opened here as the browser does.
      const token = await tokenOf(page);
      const { data: codes } = await apiGet<{ data: ApiRedeemedCode[] }>(
        request,
        '/v1/reward-code/me/redeemed',
        token,
      );
      const seeded = codes.find((code) => code.type === 'hextech_key' && code.source === 'other');
      expect(seeded, 'Falcon holds a seeded Hextech Key').toBeTruthy();
      const plain = await openRewardCode(request, token, seeded!.code);

      const rows = page.getByTestId('reward-code');
      const row = rows.filter({ hasText: text.hextechKey }).first();
      await expect(row).toContainText(text.passName);
      const shown = row.getByRole('button', { name: text.hide });
      const masked = row.getByRole('button', { name: text.reveal });
      await expect(masked).toHaveText(MASKED);
      await expect(page.getByText(plain)).toHaveCount(0);

      // Reveal: shown for 10 seconds, then masked again.
      await masked.click();
      await expect(shown).toHaveText(plain);
      await page.clock.fastForward(9_000);
      await expect(shown).toHaveText(plain);
      await page.clock.fastForward(1_500);
      await expect(masked).toHaveText(MASKED);

      // A second click hides it at once.
      await masked.click();
      await expect(shown).toHaveText(plain);
      await shown.click();
      await expect(masked).toHaveText(MASKED);

      // Copy: the code in clear on the clipboard, and the spec's message.
      await row.getByRole('button', { name: text.copy }).click();
      await expect(page.getByTestId('toaster')).toContainText(text.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plain);

      // Refresh reads the list again; the code stays masked.
      await page.getByRole('button', { name: text.refresh }).click();
      await expect(row.getByRole('button', { name: text.reveal })).toHaveText(MASKED);
    });

    test("a team owner holds his tournament prize's codes to hand out, linked to the tournament", async ({
      page,
      request,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Lukas#EUW', { returnTo: '/account/rewards' });
      await expect(mainHeading(page, text.title)).toBeVisible();

      // What the API holds for Lukas: five chests from the Winter Clash, sealed under his key.
      const token = await tokenOf(page);
      const { data: codes } = await apiGet<{ data: ApiRedeemedCode[] }>(
        request,
        '/v1/reward-code/me/redeemed',
        token,
      );
      const prizes = codes.filter((code) => code.source === 'tournament');
      expect(prizes).toHaveLength(5);
      expect(new Set(prizes.map((code) => code.tournamentId)).size).toBe(1);
      const tournamentId = prizes[0].tournamentId!;
      const plain = await Promise.all(prizes.map((code) => openRewardCode(request, token, code.code)));
      expect(new Set(plain).size, 'five different codes').toBe(5);

      const rows = page.getByTestId('reward-code').filter({ hasText: text.winterClashSource });
      await expect(rows).toHaveCount(5);
      for (const row of await rows.all()) {
        await expect(row).toContainText(text.hextechChest);
        await expect(row.getByRole('link', { name: text.winterClashSource })).toHaveAttribute(
          'href',
          new RegExp(`/tournaments/${tournamentId}$`),
        );
      }

      // Reveal one: it is one of his codes, opened in the browser with his key.
      const first = rows.first();
      await first.getByRole('button', { name: text.reveal }).click();
      const shown = await first.getByRole('button', { name: text.hide }).textContent();
      expect(plain).toContain(shown?.trim());

      // The source leads to the tournament.
      await first.getByRole('link', { name: text.winterClashSource }).click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${tournamentId}$`));

      // He was told when the tournament completed, in his language, with a link to his codes.
      await page.goto('/account/notifications');
      await expect(mainHeading(page, text.notifications)).toBeVisible();
      await expect(page.getByText(text.prizeNotice, { exact: false })).toBeVisible();
    });
  });
}
