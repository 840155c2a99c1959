/**
 * The reward pass (P2 §2 "Reward pass page", §4 "Reward pass access", "Mission", "Match sync", §7, §8), against the
 * real API, in both languages: a visitor meets the blocking sign-in popup and comes back signed in; a new Middle East
 * player registers, syncs their matches (watching the progress), sees XP and level move, completes a mission and
 * copies its reward code decrypted in the browser; the profile, the pass and the home preview agree on the numbers;
 * a player of a region the pass is not open to (na1) gets the region-restricted popup.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { apiGet, authCookie, formatNumber, LOCALES, toLatinDigits } from '../support/arena-ui';
import {
  completableCodeMission,
  openRewardCode,
  passProgress,
  passTiers,
  signInAsNewPlayerOf,
  valueOf,
} from '../support/pass';
import { tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const PASS_REGISTERED_COOKIE = 'arena_pass_registered';

/** Arabic plural category of a count (zero, one, two, few, many, other), as i18next picks it. */
const arabicPlural = (count: number) => new Intl.PluralRules('ar').select(count);

const TEXT = {
  en: {
    heading: 'MENA Pass',
    signInTitle: 'Sign in to join the MENA Pass',
    signIn: 'Sign In',
    registerTitle: 'Join the ME Battle Pass',
    register: 'Register',
    registered: 'Successfully registered for ME Battle Pass!',
    regionTitle: 'Region Restricted',
    regionText: 'Only Middle East users can register for the MENA Pass.',
    goHome: 'Go Home',
    stats: {
      level: 'Level',
      totalXp: 'Total XP',
      loyaltyPoints: 'Loyalty Points',
      completedMissions: 'Completed Missions',
    },
    progressLabel: 'Your pass progress',
    syncTitle: 'Match Sync',
    syncButton: 'Sync Matches',
    syncBusy: 'Syncing...',
    syncProgress: 'Sync progress',
    synced: (matches: number, xp: string) =>
      `Synced ${formatNumber(matches, 'en')} new ${matches === 1 ? 'match' : 'matches'} and earned ${xp} XP.`,
    noNewMatches: 'No new matches to sync: your progress is up to date.',
    stripLabel: 'Pass levels, scroll to see all',
    level: (level: number) => `Level ${level}`,
    missionTitle: (level: number) => `Level ${level} Mission`,
    complete: 'Complete Mission',
    completed: 'Mission completed successfully',
    codeTitle: 'Your Reward Code',
    codeLabel: 'Reward code',
    copy: 'Copy Code',
    copied: 'Code Copied',
    close: 'Close',
    milestones: 'Milestone Rewards',
    profileStats: { xpEarned: 'XP Earned', loyaltyPoints: 'Loyalty Points' },
    locked: 'Locked',
    unlocked: 'Unlocked',
  },
  ar: {
    heading: 'مينا باس',
    signInTitle: 'سجّل الدخول للانضمام إلى مينا باس',
    signIn: 'تسجيل الدخول',
    registerTitle: 'انضم إلى باس الشرق الأوسط',
    register: 'تسجيل',
    registered: 'تم التسجيل في باس الشرق الأوسط بنجاح!',
    regionTitle: 'المنطقة غير مدعومة',
    regionText: 'التسجيل في مينا باس متاح لمستخدمي الشرق الأوسط فقط.',
    goHome: 'العودة إلى الرئيسية',
    stats: {
      level: 'المستوى',
      totalXp: 'مجموع نقاط الخبرة',
      loyaltyPoints: 'نقاط الولاء',
      completedMissions: 'المهام المكتملة',
    },
    progressLabel: 'تقدّمك في الباس',
    syncTitle: 'مزامنة المباريات',
    syncButton: 'مزامنة المباريات',
    syncBusy: 'جارٍ المزامنة...',
    syncProgress: 'تقدّم المزامنة',
    synced: (matches: number, xp: string) => {
      const count = formatNumber(matches, 'ar');
      const form = arabicPlural(matches);
      const matchesText =
        form === 'one'
          ? 'مباراة جديدة واحدة'
          : form === 'two'
            ? 'مباراتين جديدتين'
            : form === 'few'
              ? `${count} مباريات جديدة`
              : `${count} مباراة جديدة`;
      return `تمت مزامنة ${matchesText} وكسبت ${xp} من نقاط الخبرة.`;
    },
    noNewMatches: 'لا توجد مباريات جديدة للمزامنة: تقدّمك محدَّث.',
    stripLabel: 'مستويات الباس، مرّر لرؤيتها كلها',
    level: (level: number) => `المستوى ${formatNumber(level, 'ar')}`,
    missionTitle: (level: number) => `مهمة المستوى ${formatNumber(level, 'ar')}`,
    complete: 'إكمال المهمة',
    completed: 'تم إكمال المهمة بنجاح',
    codeTitle: 'رمز مكافأتك',
    codeLabel: 'رمز المكافأة',
    copy: 'نسخ الرمز',
    copied: 'تم نسخ الرمز',
    close: 'إغلاق',
    milestones: 'مكافآت المستويات الرئيسية',
    profileStats: { xpEarned: 'نقاط الخبرة المكتسبة', loyaltyPoints: 'نقاط الولاء' },
    locked: 'مقفل',
    unlocked: 'مفتوح',
  },
} as const;

const MILESTONES = [12, 24, 36, 50];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toaster(page: Page): Locator {
  return page.getByTestId('toaster');
}

async function passCookie(page: Page) {
  const { urls } = readPortalInfo();
  return (await page.context().cookies(urls.shell)).find((cookie) => cookie.name === PASS_REGISTERED_COOKIE);
}

/** A number shown in the locale, read back as a number. */
async function numberIn(locator: Locator): Promise<number> {
  return Number(
    toLatinDigits((await locator.textContent()) ?? '')
      .replace(/,/g, '')
      .trim(),
  );
}

/** The four milestone cards of a section (the pass's or the home preview's): Unlocked up to `level`, else Locked. */
async function expectMilestones(section: Locator, locale: Locale, level: number) {
  const text = TEXT[locale];
  const cards = section.locator('[data-level]');
  await expect(cards).toHaveCount(MILESTONES.length);
  for (const [index, milestone] of MILESTONES.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('data-level', String(milestone));
    await expect(
      card.getByText(milestone <= level ? text.unlocked : text.locked, { exact: true }),
    ).toBeVisible();
  }
}

for (const locale of LOCALES) {
  test.describe(`reward pass (${locale})`, () => {
    test('a visitor sees the tiers behind the blocking sign-in popup, which signs in and comes back', async ({
      page,
      portal,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page.goto('/mena-pass');
      // Behind the modal popup the page is inert (out of the accessibility tree): read it by its markup.
      await expect(page.locator('main h1', { hasText: text.heading })).toBeVisible();
      const dialog = page.getByRole('dialog', { name: text.signInTitle });
      await expect(dialog).toBeVisible();
      const signIn = dialog.getByRole('link', { name: text.signIn, exact: true });
      await expect(signIn).toBeFocused();
      await expect(signIn).toHaveAttribute(
        'href',
        new RegExp(
          `^${portal.urls.api}/auth/signin\\?redirect_url=${encodeURIComponent(`${portal.urls.shell}/mena-pass`)}&state=[\\w-]{22}$`,
        ),
      );
      // Escape does not dismiss it; the levels stay behind it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await expect(page.locator(`ul[aria-label="${text.stripLabel}"] > li`)).toHaveCount(50);

      // The stand-in sign-in page; Falcon (a member, level 14) is among its players.
      await signIn.click();
      const falcon = page.getByRole('button', { name: 'Falcon#MENA' }).first();
      if (!(await falcon.isVisible()))
        await page.locator('summary').filter({ hasText: 'Other players' }).click();
      await falcon.click();
      await expect(page).toHaveURL(`${portal.urls.shell}/mena-pass`);
      await expect(page.getByRole('progressbar', { name: text.progressLabel })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a new Middle East player registers, syncs, levels up, completes a mission and copies its code', async ({
      page,
      request,
      portal,
      setLocale,
    }) => {
      test.setTimeout(240_000);
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.urls.shell });
      await signInAsNewPlayerOf(page, '/mena-pass', { gameName: `Pass${uniqueSuffix()}`, region: 'me1' });
      const token = await tokenOf(page);

      // Register.
      const register = page.getByRole('dialog', { name: text.registerTitle });
      await expect(register).toBeVisible();
      expect(await passCookie(page)).toBeUndefined();
      await register.getByRole('button', { name: text.register, exact: true }).click();
      await expect(toaster(page)).toContainText(text.registered);
      await expect(register).toBeHidden();
      const progressCard = page.getByTestId('pass-progress');
      await expect(valueOf(progressCard, text.stats.level)).toHaveText(formatNumber(0, locale));
      await expect(valueOf(progressCard, text.stats.totalXp)).toHaveText(formatNumber(0, locale));
      await expect.poll(async () => (await passCookie(page))?.value).toBe('1');

      // Sync, watching the progress until the result; the button comes back one second after the end.
      const sync = page.getByRole('region', { name: text.syncTitle, exact: true });
      const syncButton = sync.getByRole('button', { name: text.syncButton, exact: true });
      await syncButton.click();
      await expect(sync.getByRole('button', { name: text.syncBusy })).toBeDisabled();
      const bar = sync.getByRole('progressbar', { name: text.syncProgress });
      const seen: number[] = [];
      await expect
        .poll(
          async () => {
            const value = await bar.getAttribute('aria-valuenow', { timeout: 100 }).catch(() => null);
            if (value !== null) seen.push(Number(value));
            // While busy the button reads Syncing...: it reads Sync Matches again once it is enabled.
            return syncButton.count();
          },
          { timeout: 150_000, intervals: [150] },
        )
        .toBe(1);
      await expect(syncButton).toBeEnabled();
      expect(seen.length, 'the sync progress was shown').toBeGreaterThan(0);
      expect(seen, 'the progress never goes back').toEqual([...seen].sort((a, b) => a - b));
      await expect(sync.getByRole('alert')).toHaveCount(0);

      const afterSync = await passProgress(request, token);
      const { data: ledger } = await apiGet<{ data: { gamesProcessed: number; totalXP: number } }>(
        request,
        '/v1/menapass/games-xp',
        token,
      );
      expect(ledger.totalXP).toBe(afterSync.totalXP);
      await expect(
        sync.getByText(
          ledger.gamesProcessed === 0
            ? text.noNewMatches
            : text.synced(ledger.gamesProcessed, formatNumber(afterSync.totalXP, locale)),
          { exact: true },
        ),
      ).toBeVisible();
      expect(afterSync.totalXP, 'the sync earned XP').toBeGreaterThan(0);
      expect(afterSync.currentLevel, 'the player levelled up').toBeGreaterThan(0);

      // XP and level moved on the page, as the API says.
      await expect(valueOf(progressCard, text.stats.level)).toHaveText(
        formatNumber(afterSync.currentLevel, locale),
      );
      await expect(valueOf(progressCard, text.stats.totalXp)).toHaveText(
        formatNumber(afterSync.totalXP, locale),
      );
      await expect(page.getByRole('progressbar', { name: text.progressLabel })).not.toHaveAttribute(
        'aria-valuenow',
        '0',
      );

      // Complete a mission whose reward is a code.
      const target = completableCodeMission(await passTiers(request, token, locale), afterSync);
      expect(target, 'the sync made a mission with a code reward completable').not.toBeNull();
      const { tier, mission } = target!;
      const card = page
        .getByRole('list', { name: text.stripLabel })
        .locator(`:scope > [data-level="${tier.level}"]`);
      await card.scrollIntoViewIfNeeded();
      const toggle = card.getByRole('button', { name: text.level(tier.level), exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await card.getByRole('button', { name: new RegExp(`^${escapeRegExp(mission.name)}`) }).click();
      const popup = page.getByRole('dialog', { name: text.missionTitle(tier.level) });
      await popup.getByRole('button', { name: text.complete }).click();
      await expect(toaster(page)).toContainText(text.completed);

      const codeView = page.getByRole('dialog', { name: text.codeTitle });
      const afterMission = await passProgress(request, token);
      const sealed = afterMission.completedMissions.find(
        (entry) => entry.missionId === mission._id,
      )?.rewardCode;
      expect(sealed, 'the completed mission holds a sealed code').toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/);
      const plain = await openRewardCode(request, token, sealed!);
      const code = codeView.getByLabel(text.codeLabel);
      await expect(code).toHaveValue(plain);
      expect(plain).not.toContain('…');
      await codeView.getByRole('button', { name: text.copy }).click();
      await expect(toaster(page)).toContainText(text.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plain);
      await codeView.getByRole('button', { name: text.close }).click();
      await expect(codeView).toBeHidden();
      // The key reached the page only through the authenticated call: the page stores none of it.
      const { data: rewardKey } = await apiGet<{ data: { key: string } }>(
        request,
        '/v1/reward-code/key',
        token,
      );
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(stored).not.toContain(rewardKey.key);

      // The pass, the profile and the home preview show the same numbers (one ledger).
      await expect(valueOf(progressCard, text.stats.completedMissions)).toHaveText(formatNumber(1, locale));
      await expect(valueOf(progressCard, text.stats.totalXp)).toHaveText(
        formatNumber(afterMission.totalXP, locale),
      );
      await expect(valueOf(progressCard, text.stats.loyaltyPoints)).toHaveText(
        formatNumber(afterMission.loyaltyPoints, locale),
      );
      const passXp = await numberIn(valueOf(progressCard, text.stats.totalXp));
      const passPoints = await numberIn(valueOf(progressCard, text.stats.loyaltyPoints));
      const passLevel = await numberIn(valueOf(progressCard, text.stats.level));
      await expectMilestones(page.getByTestId('pass-milestones'), locale, passLevel);

      await page.goto('/account');
      await expect(valueOf(page, text.profileStats.xpEarned)).toHaveText(formatNumber(passXp, locale));
      await expect(valueOf(page, text.profileStats.loyaltyPoints)).toHaveText(
        formatNumber(passPoints, locale),
      );

      await page.goto('/');
      const preview = page.getByTestId('home-pass');
      await preview.scrollIntoViewIfNeeded();
      await expectMilestones(preview.getByTestId('pass-preview'), locale, passLevel);
    });

    test('a player of another region (na1) gets the region-restricted popup, whose button goes home', async ({
      page,
      portal,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAsNewPlayerOf(page, '/mena-pass', { gameName: `Na${uniqueSuffix()}`, region: 'na1' });
      expect(await authCookie(page.context())).toBeTruthy();
      const register = page.getByRole('dialog', { name: text.registerTitle });
      await register.getByRole('button', { name: text.register, exact: true }).click();

      const region = page.getByRole('dialog', { name: text.regionTitle });
      await expect(region).toContainText(text.regionText);
      await expect(register).toBeHidden();
      await expect(page.getByTestId('pass-progress')).toHaveCount(0);
      expect(await passCookie(page)).toBeUndefined();
      await region.getByRole('link', { name: text.goHome }).click();
      await expect(page).toHaveURL(`${portal.urls.shell}/`);
    });
  });
}
