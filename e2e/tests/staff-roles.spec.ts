/**
 * Staff roles and the audit log (issue 30), against the real API, in both languages:
 * - a player, `Support#STAFF` and `Editor#STAFF` are refused the staff pages their roles do not open (support does
 *   see its tickets), and the API answers their calls of those pages with 403;
 * - an admin grants the organizer role on /staff/players to a seeded player signed in in another browser, who then
 *   opens the tournaments console without signing in again (the desk loads the user again on each page); the admin
 *   finds the grant on /staff/audit (its filters in the address) and revokes the role, and the player is refused at
 *   the next page.
 */
import type { Page } from '@playwright/test';
import { expect, signInAs, test, type Locale } from '../fixtures';
import { LOCALES, mainHeading, navigateInApp } from '../support/arena-ui';
import { expectAccessibleNow } from '../support/axe';
import { api, toaster } from '../support/ladder';
import { newPage, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    notAllowed: 'The staff desk is for platform staff only.',
    notForRoles: 'This page is not open to your staff roles.',
    staffNav: 'Staff',
    nav: {
      tickets: 'Tickets',
      payouts: 'Payouts',
      disputes: 'Disputes',
      tournaments: 'Tournaments',
      pass: 'Pass',
      news: 'News',
      home: 'Home Page',
    },
    navPlayers: 'Players',
    navAudit: 'Audit Log',
    ticketsTitle: 'Support Tickets',
    tournamentsTitle: 'Tournaments',
    playersTitle: 'Players',
    staffTable: 'Staff members',
    auditTitle: 'Audit Log',
    riotId: 'Riot ID',
    role: 'Role',
    grant: 'Grant Role',
    organizer: 'Organizer',
    granted: (player: string) => `Organizer role granted to ${player}`,
    revoke: (player: string) => `Revoke Organizer from ${player}`,
    revokeTitle: 'Revoke the Organizer role?',
    confirmRevoke: 'Revoke Role',
    revoked: (player: string) => `Organizer role revoked from ${player}`,
    actionFilter: 'Action',
    staffRolesDomain: 'Staff roles',
    apply: 'Apply Filters',
    auditTable: 'Audit log entries',
    grantedAction: 'Staff role granted',
    revokedAction: 'Staff role revoked',
    grantChange: 'staffRoles: — → organizer',
    revokeChange: 'staffRoles: organizer → —',
    accountMenu: (name: string) => `Account menu for ${name}`,
    tournamentsEntry: 'Staff Desk: Tournaments',
  },
  ar: {
    notAllowed: 'مكتب فريق العمل مخصص لفريق عمل المنصة فقط.',
    notForRoles: 'هذه الصفحة ليست ضمن صلاحيات أدوارك في فريق العمل.',
    staffNav: 'فريق العمل',
    nav: {
      tickets: 'التذاكر',
      payouts: 'المدفوعات',
      disputes: 'النزاعات',
      tournaments: 'البطولات',
      pass: 'الباس',
      news: 'الأخبار',
      home: 'الصفحة الرئيسية',
    },
    navPlayers: 'اللاعبون',
    navAudit: 'سجل التدقيق',
    ticketsTitle: 'تذاكر الدعم',
    tournamentsTitle: 'البطولات',
    playersTitle: 'اللاعبون',
    staffTable: 'أعضاء فريق العمل',
    auditTitle: 'سجل التدقيق',
    riotId: 'معرّف Riot',
    role: 'الدور',
    grant: 'امنح الدور',
    organizer: 'منظّم',
    granted: (player: string) => `تم منح دور منظّم إلى ${player}`,
    revoke: (player: string) => `سحب دور منظّم من ${player}`,
    revokeTitle: 'سحب دور منظّم؟',
    confirmRevoke: 'اسحب الدور',
    revoked: (player: string) => `تم سحب دور منظّم من ${player}`,
    actionFilter: 'الإجراء',
    staffRolesDomain: 'أدوار فريق العمل',
    apply: 'تطبيق التصفية',
    auditTable: 'إدخالات سجل التدقيق',
    grantedAction: 'منح دور في فريق العمل',
    revokedAction: 'سحب دور من فريق العمل',
    grantChange: 'staffRoles: — ← organizer',
    revokeChange: 'staffRoles: organizer ← —',
    accountMenu: (name: string) => `قائمة حساب ${name}`,
    tournamentsEntry: 'مكتب فريق العمل: البطولات',
  },
} as const;

/** Any tournament id: a refused role learns nothing about the tournament, not even whether it exists. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Staff pages a player, support or an editor may not open, with the admin call each makes (support: see `open`). */
const CLOSED_PAGES = [
  { path: '/staff/tournaments', call: '/v1/admin/tournaments' },
  // The organizer console's pages: the role is checked before any tournament is looked up.
  { path: '/staff/tournaments/new', call: '/v1/admin/tournaments' },
  { path: `/staff/tournaments/${SOME_ID}/run`, call: `/v1/admin/tournaments/${SOME_ID}/matches` },
  { path: '/staff/pass', call: '/v1/admin/pass/grants' },
  { path: '/staff/news', call: '/v1/admin/news' },
  { path: '/staff/home', call: '/v1/admin/home/slides' },
  { path: '/staff/players', call: '/v1/admin/staff-roles' },
  { path: '/staff/audit', call: '/v1/admin/audit' },
] as const;

/** A page every role may open, between two closed ones. */
const NEUTRAL_PAGE = '/privacy-policy';

/** A seeded community player per language, granted the organizer role for the length of one test. */
const GRANTEE: Record<Locale, { riotId: string; name: string }> = {
  en: { riotId: 'Nour#JOR', name: 'Nour' },
  ar: { riotId: 'Youssef#EGY', name: 'يوسف' },
};

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

/** A seeded player signed in in a browser of their own, at `returnTo`. */
async function seededPage(
  browser: Parameters<typeof newPage>[0],
  locale: Locale,
  player: string,
  returnTo: string,
) {
  const page = await newPage(browser, locale);
  await signInAs(page, player, { returnTo });
  return page;
}

/** Navigates inside the open page, as a link of the portal does (single-spa), without loading a document. */
async function moveTo(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page).toHaveURL(shellUrl(path));
}

/**
 * Each closed page refuses the browser's player with `refusal`, and the API refuses its call with 403; `open` pages
 * are left out (support moderates players on /staff/players, whose staff roles section and call stay admins').
 */
async function expectClosedPages(
  page: Page,
  locale: Locale,
  refusal: string,
  open: readonly string[] = [],
  own: readonly string[] = [],
): Promise<void> {
  const token = await tokenOf(page);
  for (const { path, call } of CLOSED_PAGES.filter((closed) => !own.includes(closed.path))) {
    if (open.includes(path)) {
      const answer = await api<{ code: number }>(page.request, 'GET', call, { token });
      expect(answer.status, `${call} as a refused player`).toBe(403);
      continue;
    }
    // Inside the open page, as a link takes a player there (the sign-in of each role came back to one of these pages
    // with a document load), by way of a page without the refusal, so the refusal seen is the new route's.
    await moveTo(page, NEUTRAL_PAGE);
    await expect(page.getByText(refusal, { exact: true })).toHaveCount(0);
    await moveTo(page, path);
    await expect(page.getByText(refusal, { exact: true })).toBeVisible();
    await expect(mainHeading(page, TEXT[locale].playersTitle)).toHaveCount(0);
    const answer = await api<{ code: number }>(page.request, 'GET', call, { token });
    expect(answer.status, `${call} as a refused player`).toBe(403);
  }
}

/** The admin's id of a player, by Riot ID, from the staff list (undefined when they hold no role). */
async function staffMemberId(page: Page, adminToken: string, riotId: string): Promise<string | undefined> {
  const { body } = await api<{ data: { player: { id: string; gameName: string; tagLine: string } }[] }>(
    page.request,
    'GET',
    '/v1/admin/staff-roles',
    { token: adminToken },
  );
  return body.data.find(({ player }) => `${player.gameName}#${player.tagLine}` === riotId)?.player.id;
}

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test.describe(`staff roles (${locale})`, () => {
    test('a player, support and an editor are refused the pages their roles do not open, and so are their calls', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];

      const player = await newPage(browser, locale);
      const support = await seededPage(browser, locale, 'Support#STAFF', '/staff/tickets');
      const editor = await seededPage(browser, locale, 'Editor#STAFF', '/staff/tournaments');
      try {
        // A player without a role: the desk is not for them at all, and shows them no navigation.
        await signInAsNewPlayer(player, '/staff/tournaments', { gameName: `Sr${uniqueSuffix()}` });
        await expectClosedPages(player, locale, text.notAllowed);
        await expect(player.getByRole('navigation', { name: text.staffNav, exact: true })).toHaveCount(0);

        // Support sees its tickets, and only its pages in the desk's navigation (players: moderation, issue 31).
        await expect(mainHeading(support, text.ticketsTitle)).toBeVisible();
        const nav = support.getByRole('navigation', { name: text.staffNav, exact: true });
        await expect(nav.getByRole('link')).toHaveText([
          text.nav.tickets,
          text.nav.payouts,
          text.nav.disputes,
          text.navPlayers,
        ]);
        await expectClosedPages(support, locale, text.notForRoles, ['/staff/players']);
        const tickets = await api(support.request, 'GET', '/v1/admin/bug-reports', {
          token: await tokenOf(support),
        });
        expect(tickets.status).toBe(200);

        // An editor writes the news and the home page's slides, and opens no other page of the desk.
        await expectClosedPages(editor, locale, text.notForRoles, [], ['/staff/news', '/staff/home']);
        await expect(
          editor.getByRole('navigation', { name: text.staffNav, exact: true }).getByRole('link'),
        ).toHaveText([text.nav.news, text.nav.home]);
        const posts = await api(editor.request, 'GET', '/v1/admin/news', { token: await tokenOf(editor) });
        expect(posts.status).toBe(200);
      } finally {
        for (const page of [player, support, editor]) await page.context().close();
      }
    });

    test('an admin grants the organizer role to a signed-in player, finds it in the audit log and revokes it', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const text = TEXT[locale];
      const grantee = GRANTEE[locale];
      const player = await seededPage(browser, locale, grantee.riotId, '/staff/tournaments');
      const admin = await seededPage(browser, locale, 'ArenaAdmin#STAFF', '/staff/players');
      const adminToken = await tokenOf(admin);
      const revokeLeftover = async () => {
        const id = await staffMemberId(admin, adminToken, grantee.riotId);
        if (id)
          await api(admin.request, 'DELETE', `/v1/admin/staff-roles/${id}/organizer`, { token: adminToken });
      };
      try {
        // A retry finds the role granted by the failed attempt: it starts from none.
        await revokeLeftover();

        // Signed in, the player is refused the console; they go on to their profile (in the page: no reload).
        await expect(player.getByText(text.notAllowed, { exact: true })).toBeVisible();
        await player.evaluate(
          () => ((window as unknown as { arenaE2eSamePage: boolean }).arenaE2eSamePage = true),
        );
        await moveTo(player, '/account');

        // The admin grants the role by Riot ID.
        await expect(mainHeading(admin, text.playersTitle)).toBeVisible();
        await admin.getByLabel(text.riotId, { exact: true }).fill(grantee.riotId);
        await admin.getByLabel(text.role, { exact: true }).selectOption({ label: text.organizer });
        await admin.getByRole('button', { name: text.grant, exact: true }).click();
        await expect(toaster(admin).getByText(text.granted(grantee.riotId))).toBeVisible();
        const staffTable = admin.getByRole('table', { name: text.staffTable, exact: true });
        const row = staffTable.getByRole('row').filter({ hasText: grantee.riotId });
        await expect(row.getByText(text.organizer, { exact: true })).toBeVisible();
        await expectAccessibleNow(admin, `/staff/players (${locale})`);

        // The player opens the console in the same page, without signing in again.
        await moveTo(player, '/staff/tournaments');
        await expect(mainHeading(player, text.tournamentsTitle)).toBeVisible();
        const playerNav = player.getByRole('navigation', { name: text.staffNav, exact: true });
        await expect(playerNav.getByRole('link')).toHaveText([
          text.nav.disputes,
          text.nav.tournaments,
          text.nav.pass,
        ]);
        expect(
          await player.evaluate(() => (window as unknown as { arenaE2eSamePage?: boolean }).arenaE2eSamePage),
        ).toBe(true);
        // The header's avatar menu reads the same user: it now offers the console.
        await player.getByRole('button', { name: text.accountMenu(grantee.name) }).click();
        await expect(player.getByRole('menuitem', { name: text.tournamentsEntry })).toBeVisible();
        await player.keyboard.press('Escape');

        // The admin finds the grant in the audit log, filtered by its domain; the filter is in the address.
        const adminNav = admin.getByRole('navigation', { name: text.staffNav, exact: true });
        await adminNav.getByRole('link', { name: text.navAudit }).click();
        await expect(mainHeading(admin, text.auditTitle)).toBeVisible();
        await admin
          .getByLabel(text.actionFilter, { exact: true })
          .selectOption({ label: text.staffRolesDomain });
        await admin.getByRole('button', { name: text.apply, exact: true }).click();
        await expect(admin).toHaveURL(/[?&]action=staffRole(&|$)/);
        const log = admin.getByRole('table', { name: text.auditTable });
        const newest = log.getByRole('row').nth(1);
        await expect(newest).toContainText(text.grantedAction);
        await expect(newest).toContainText('ArenaAdmin#STAFF');
        await expect(newest).toContainText(text.grantChange);
        await expectAccessibleNow(admin, `/staff/audit?action=staffRole (${locale})`);

        // The admin revokes the role, after confirming.
        await adminNav.getByRole('link', { name: text.navPlayers }).click();
        await expect(mainHeading(admin, text.playersTitle)).toBeVisible();
        await admin.getByRole('button', { name: text.revoke(grantee.riotId) }).click();
        const dialog = admin.getByRole('dialog', { name: text.revokeTitle });
        await expect(dialog).toBeVisible();
        await expectAccessibleNow(admin, `the revoke dialog (${locale})`);
        await dialog.getByRole('button', { name: text.confirmRevoke, exact: true }).click();
        await expect(toaster(admin).getByText(text.revoked(grantee.riotId))).toBeVisible();
        await expect(staffTable.getByRole('row').filter({ hasText: grantee.riotId })).toHaveCount(0);

        // The player is refused at their next page.
        await playerNav.getByRole('link', { name: text.nav.disputes }).click();
        await expect(player.getByText(text.notAllowed, { exact: true })).toBeVisible();
        await expect(player.getByRole('navigation', { name: text.staffNav, exact: true })).toHaveCount(0);

        // The revoke is in the log too, from the address alone.
        await admin.goto(shellUrl('/staff/audit?action=staffRole'));
        await expect(log.getByRole('row').nth(1)).toContainText(text.revokedAction);
        await expect(log.getByRole('row').nth(1)).toContainText(text.revokeChange);
      } finally {
        await revokeLeftover().catch(() => undefined);
        await admin.context().close();
        await player.context().close();
      }
    });
  });
}
