/**
 * Player moderation (issue 31), against the real API, in both languages: the admin finds a fresh player on
 * /staff/players, opens them and bans them with a reason in English and Arabic. The player's open page, at its next
 * call (an in-page move to their teams, no reload), lands on /banned with the reason in its language, and has no
 * session left. The admin unbans them, and they sign in and use the portal again. The Arabic texts are the
 * product's (mfe-account's staff-players locale, the shell's banned page).
 */
import { expect, signInAs, test } from '../fixtures';
import { authCookie, LOCALES, mainHeading, navigateInApp, TEXT as SHELL_TEXT } from '../support/arena-ui';
import { expectAccessibleNow } from '../support/axe';
import { toaster } from '../support/ladder';
import { newPage, signInAsNewPlayer, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    title: 'Players',
    search: 'Player',
    submit: 'Search',
    table: 'Players found',
    manage: (player: string) => `Manage ${player}`,
    active: 'Active',
    banned: 'Banned',
    ban: 'Ban Player',
    unban: 'Unban Player',
    banTitle: (player: string) => `Ban ${player}?`,
    unbanTitle: (player: string) => `Unban ${player}?`,
    reasonEn: 'Reason in English',
    reasonAr: 'Reason in Arabic',
    liftReason: 'Why the ban is lifted',
    banned_: (player: string) => new RegExp(`^${player} is banned\\.`),
    unbanned: (player: string) => `${player} is no longer banned`,
    history: (player: string) => `Bans of ${player}`,
    lifted: 'Lifted',
    auditTitle: 'Audit entries',
    audit: (player: string) => `Staff actions on ${player}`,
    unbannedAction: 'Player unbanned',
  },
  ar: {
    title: 'اللاعبون',
    search: 'اللاعب',
    submit: 'بحث',
    table: 'اللاعبون الذين عُثر عليهم',
    manage: (player: string) => `إدارة ${player}`,
    active: 'نشط',
    banned: 'محظور',
    ban: 'احظر اللاعب',
    unban: 'ارفع الحظر',
    banTitle: (player: string) => `حظر ${player}؟`,
    unbanTitle: (player: string) => `رفع الحظر عن ${player}؟`,
    reasonEn: 'السبب بالإنجليزية',
    reasonAr: 'السبب بالعربية',
    liftReason: 'سبب رفع الحظر',
    banned_: (player: string) => new RegExp(`^تم حظر ${player}\\.`),
    unbanned: (player: string) => `لم يعد ${player} محظورًا`,
    history: (player: string) => `حالات حظر ${player}`,
    lifted: 'رُفع',
    auditTitle: 'سجل الإجراءات',
    audit: (player: string) => `إجراءات فريق العمل على ${player}`,
    unbannedAction: 'رفع حظر لاعب',
  },
} as const;

const REASON = { en: 'Abusive chat in ladder matches', ar: 'إساءة في دردشة مباريات السلّم' } as const;

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

for (const locale of LOCALES) {
  test(`an admin bans and unbans a player; the player lands on /banned at their next call (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const text = TEXT[locale];
    const player = await newPage(browser, locale);
    const admin = await newPage(browser, locale);
    try {
      const gameName = `Mod${uniqueSuffix()}`;
      const riotId = `${gameName}#E2E`;
      await signInAsNewPlayer(player, '/account', { gameName });
      await expect(player.getByTestId('game-id')).toContainText(gameName);
      await signInAs(admin, 'ArenaAdmin#STAFF', { returnTo: '/staff/players' });

      // The admin finds the player and opens them.
      await expect(mainHeading(admin, text.title)).toBeVisible();
      await admin.getByLabel(text.search, { exact: true }).fill(gameName);
      await admin.getByRole('button', { name: text.submit, exact: true }).click();
      const row = admin.getByRole('table', { name: text.table }).getByRole('row').filter({ hasText: riotId });
      await expect(row.getByText(text.active, { exact: true })).toBeVisible();
      await row.getByRole('link', { name: text.manage(riotId) }).click();
      await expect(mainHeading(admin, riotId)).toBeVisible();

      // Ban, with the reason in both languages.
      await admin.getByRole('button', { name: text.ban, exact: true }).click();
      const banDialog = admin.getByRole('dialog', { name: text.banTitle(riotId) });
      await banDialog.getByLabel(text.reasonEn, { exact: true }).fill(REASON.en);
      await banDialog.getByLabel(text.reasonAr, { exact: true }).fill(REASON.ar);
      await expectAccessibleNow(admin, `the ban dialog (${locale})`);
      await banDialog.getByRole('button', { name: text.ban, exact: true }).click();
      await expect(toaster(admin).getByText(text.banned_(riotId))).toBeVisible();
      await expect(admin.getByRole('button', { name: text.unban, exact: true })).toBeFocused();
      await expect(admin.getByText(text.banned, { exact: true }).first()).toBeVisible();

      // The player's open page: its next call answers 1002, and the shell shows /banned with the reason.
      await navigateInApp(player, '/account/teams');
      await expect(player).toHaveURL(shellUrl('/banned'));
      await expect(mainHeading(player, SHELL_TEXT[locale].banned)).toBeVisible();
      await expect(player.getByTestId('ban-reason')).toContainText(REASON[locale]);
      await expect.poll(async () => (await authCookie(player.context()))?.value ?? null).toBeNull();

      // Unban, with a reason; the history keeps the lifted ban.
      await admin.getByRole('button', { name: text.unban, exact: true }).click();
      const unbanDialog = admin.getByRole('dialog', { name: text.unbanTitle(riotId) });
      await unbanDialog.getByLabel(text.liftReason, { exact: true }).fill('Apologised; first offence');
      await unbanDialog.getByRole('button', { name: text.unban, exact: true }).click();
      await expect(toaster(admin).getByText(text.unbanned(riotId))).toBeVisible();
      const history = admin.getByRole('table', { name: text.history(riotId) });
      await expect(history.getByText(text.lifted, { exact: true })).toBeVisible();
      // The record below, read again after the unban, lists the staff actions on the player.
      await expect(admin.getByRole('heading', { level: 2, name: text.auditTitle })).toBeVisible();
      const audit = admin.getByRole('table', { name: text.audit(riotId) });
      await expect(audit.getByRole('row').filter({ hasText: text.unbannedAction })).toBeVisible();
      await expectAccessibleNow(admin, `/staff/players/{id} (${locale})`);

      // The player signs in again and uses the portal.
      await signInAs(player, riotId, { returnTo: '/account' });
      await expect(player).toHaveURL(shellUrl('/account'));
      await expect(player.getByTestId('game-id')).toContainText(gameName);
      await navigateInApp(player, '/account/teams');
      await expect(player).toHaveURL(shellUrl('/account/teams'));
    } finally {
      await admin.context().close();
      await player.context().close();
    }
  });
}
