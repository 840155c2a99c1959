/**
 * The staff side of tournaments and the schedule in the player's calendar (issue 16), against the real API, in
 * both languages:
 * - a dispute made by two players' conflicting reports is settled on /staff/disputes by an admin in a second
 *   browser; both players see the result (their points move, the dispute notification);
 * - an admin approves a pending team registration on /staff/tournaments and the team's owner sees it approved;
 * - "Add to Calendar" downloads an iCalendar file with three events, in the page's language.
 * Ladder registration happens with the API's clock moved back into the registration period, team registration with
 * it moved forward into the Ramadan Nights Cup's registration period (`POST /v1/dev/clock`, ARENA_TEST_CLOCK=1).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { formatNumber, LOCALES } from '../support/arena-ui';
import {
  api,
  findTournament,
  HOUR,
  moveApiClock,
  newPlayer,
  PNG,
  points,
  registerThroughApi,
  toaster,
  type LadderPlayer,
} from '../support/ladder';
import { tokenOf } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    panel: 'Matchmaking',
    join: 'Join Queue',
    searching: 'Started searching',
    matchFound: 'Match found!',
    match: 'Current Match',
    me: 'I won',
    screenshot: 'Screenshot of the result',
    submit: 'Submit Result',
    submitted: 'Match Result Submitted',
    disputed: 'The two reports disagree. Waiting for an admin to decide.',
    staffNav: 'Staff',
    ticketsNav: 'Tickets',
    disputesNav: 'Disputes',
    ticketsTitle: 'Support Tickets',
    disputesTitle: 'Disputed Results',
    viewScreenshot: (player: string) => `View ${player}'s screenshot`,
    screenshotTitle: (player: string) => `Screenshot of ${player}'s report`,
    winner: (player: string) => `${player} won`,
    note: 'Note to both players',
    resolve: 'Resolve Dispute',
    resolved: 'Dispute resolved. Both players were notified.',
    disputeNotice: 'Dispute resolved',
    tournamentsTitle: 'Tournaments',
    review: (name: string) => `Review registrations of ${name}`,
    registrationsOf: (name: string) => `Registrations: ${name}`,
    approve: (team: string) => `Approve ${team}`,
    approved: (team: string) => `${team} approved. The player was notified.`,
    pending: 'Pending',
    status: 'Status',
    approvedChip: 'Approved',
    registeredChip: 'Registered',
    cupName: 'Ramadan Nights Cup',
    addToCalendar: 'Add to Calendar',
    firstEvent: 'SUMMARY:Registration: Ramadan Nights Cup',
    subscribe: 'Subscribe in your calendar',
  },
  ar: {
    panel: 'المطابقة',
    join: 'انضم إلى قائمة الانتظار',
    searching: 'بدأ البحث',
    matchFound: 'تم العثور على مباراة!',
    match: 'المباراة الحالية',
    me: 'أنا فزت',
    screenshot: 'لقطة شاشة للنتيجة',
    submit: 'أرسل النتيجة',
    submitted: 'تم إرسال نتيجة المباراة',
    disputed: 'البلاغان متعارضان. بانتظار قرار المشرف.',
    staffNav: 'فريق العمل',
    ticketsNav: 'التذاكر',
    disputesNav: 'النزاعات',
    ticketsTitle: 'تذاكر الدعم',
    disputesTitle: 'النتائج المتنازع عليها',
    viewScreenshot: (player: string) => `عرض لقطة شاشة ${player}`,
    screenshotTitle: (player: string) => `لقطة شاشة تقرير ${player}`,
    winner: (player: string) => `فاز ${player}`,
    note: 'ملاحظة للاعبين',
    resolve: 'حسم النزاع',
    resolved: 'تم حسم النزاع وإبلاغ اللاعبين.',
    disputeNotice: 'تم حسم النزاع',
    tournamentsTitle: 'البطولات',
    review: (name: string) => `مراجعة تسجيلات ${name}`,
    registrationsOf: (name: string) => `التسجيلات: ${name}`,
    approve: (team: string) => `قبول ${team}`,
    approved: (team: string) => `تم قبول ${team} وإبلاغ اللاعب.`,
    pending: 'قيد الانتظار',
    status: 'الحالة',
    approvedChip: 'مقبول',
    registeredChip: 'مسجّل',
    cupName: 'كأس ليالي رمضان',
    addToCalendar: 'أضف إلى التقويم',
    firstEvent: 'SUMMARY:التسجيل: كأس ليالي رمضان',
    subscribe: 'اشترك في تقويمك',
  },
} as const;

/** A seeded team per language, so each run approves a registration of its own: name and owner. */
const TEAM: Record<Locale, { name: string; owner: string }> = {
  en: { name: 'Gulf Sharks', owner: 'Hamza#CAI' },
  ar: { name: 'Levant Lions', owner: 'Yara#RBT' },
};

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

/** A signed-in browser of a seeded player (or the admin), in one language. */
async function seededPage(browser: Browser, locale: Locale, player: string, returnTo: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setLocale(page, locale);
  await signInAs(page, player, { returnTo });
  return page;
}

function panel(page: Page, locale: Locale): Locator {
  return page.getByRole('region', { name: TEXT[locale].panel, exact: true });
}

async function reportWin(locale: Locale, player: LadderPlayer): Promise<void> {
  const text = TEXT[locale];
  const card = player.page.getByRole('region', { name: text.match });
  await card.getByRole('radio', { name: text.me }).check();
  await card
    .getByLabel(text.screenshot)
    .setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: PNG });
  await card.getByRole('button', { name: text.submit }).click();
  await expect(toaster(player.page).getByText(text.submitted)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test.describe(`staff tournaments (${locale})`, () => {
    test('two conflicting reports make a dispute; an admin settles it on /staff/disputes; both players see it', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const text = TEXT[locale];
      const ladder = await findTournament(request, 'Arena Matchmaking Season');
      const path = `/tournaments/${ladder.id}`;
      const a = await newPlayer(browser, locale, path, { namePrefix: 'St' });
      const b = await newPlayer(browser, locale, path, { namePrefix: 'St' });
      let admin: Page | null = null;
      try {
        await registerThroughApi(request, ladder, [a, b]);
        for (const player of [a, b]) {
          await player.page.reload();
          await panel(player.page, locale).getByRole('button', { name: text.join }).click();
          await expect(toaster(player.page).getByText(text.searching)).toBeVisible();
        }
        await Promise.all(
          [a, b].map((player) =>
            expect(toaster(player.page).getByText(text.matchFound)).toBeVisible({ timeout: 20_000 }),
          ),
        );
        // Each says they won: the reports disagree.
        await reportWin(locale, a);
        await reportWin(locale, b);
        for (const player of [a, b]) {
          await expect(player.page.getByText(text.disputed)).toBeVisible({ timeout: 20_000 });
        }

        // An admin, in a browser of their own, settles it.
        admin = await seededPage(browser, locale, 'ArenaAdmin#STAFF', '/staff/disputes');
        await expect(admin.getByRole('heading', { level: 1, name: text.disputesTitle })).toBeVisible();
        await expect(admin.getByRole('navigation', { name: text.staffNav })).toBeVisible();
        const dispute = admin
          .getByRole('article')
          .filter({ hasText: a.riotId })
          .filter({ hasText: b.riotId });
        await expect(dispute).toBeVisible();
        await dispute.getByRole('button', { name: text.viewScreenshot(a.riotId) }).click();
        const viewer = admin.getByRole('dialog', { name: text.screenshotTitle(a.riotId) });
        await expect(viewer).toBeVisible();
        await expect(viewer.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
        await admin.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        const resolve = dispute.getByRole('button', { name: text.resolve });
        await dispute.getByRole('radio', { name: text.winner(a.riotId) }).check();
        await expect(resolve).toBeDisabled();
        await dispute.getByLabel(text.note).fill('The end screen in the first screenshot is the real one.');
        await resolve.click();
        await expect(toaster(admin).getByText(text.resolved)).toBeVisible();
        await expect(dispute).toBeHidden();

        // One staff desk across remotes: its navigation crosses to the account remote's tickets and back.
        const staffNav = admin.getByRole('navigation', { name: text.staffNav });
        await staffNav.getByRole('link', { name: text.ticketsNav }).click();
        await expect(admin.getByRole('heading', { level: 1, name: text.ticketsTitle })).toBeVisible();
        await expect(staffNav.getByRole('link', { name: text.ticketsNav })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await staffNav.getByRole('link', { name: text.disputesNav }).click();
        await expect(admin.getByRole('heading', { level: 1, name: text.disputesTitle })).toBeVisible();

        // Both players see the result: the match card goes and the points move (equal points: ±16).
        for (const player of [a, b]) {
          await expect(player.page.getByRole('region', { name: text.match })).toBeHidden({ timeout: 20_000 });
        }
        await expect(points(a.page)).toHaveText(formatNumber(1016, locale));
        await expect(points(b.page)).toHaveText(formatNumber(984, locale));
        for (const player of [a, b]) {
          await player.page.goto(shellUrl('/account/notifications'));
          await expect(player.page.getByText(text.disputeNotice).first()).toBeVisible();
        }
      } finally {
        // Fresh players make a retry's registrations new, but a player the failed attempt left in the queue would
        // be paired with the retry's players: both leave it (a no-op once their match is over).
        for (const player of [a, b]) {
          await api(request, 'DELETE', `/v1/matchmaking/tournaments/${ladder.id}/leave`, {
            token: player.token,
          }).catch(() => undefined);
        }
        await admin?.context().close();
        await a.context.close();
        await b.context.close();
      }
    });

    test('an admin approves a pending team registration; the owner sees it approved', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const team = TEAM[locale];
      const cup = await findTournament(request, 'Ramadan Nights Cup');
      const owner = await seededPage(browser, locale, team.owner, '/account/tournaments');
      let admin: Page | null = null;
      try {
        const token = await tokenOf(owner.context());
        const teams = await api<{ data: { id: string; name: string }[] }>(request, 'GET', '/v1/teams/me', {
          token,
        });
        const teamId = teams.body.data.find((candidate) => candidate.name === team.name)!.id;
        // The cup's registration opens in a few days: the API's clock moves there for the team's registration.
        await moveApiClock(request, Date.parse(cup.registration_start_time) - Date.now() + HOUR, {
          holdJobs: true,
        });
        try {
          // A retry (CI retries once) finds the team registered, perhaps already approved, by the failed attempt:
          // that registration is withdrawn first (404 when there is none), so every attempt starts from none.
          const withdrawn = await api(request, 'DELETE', `/v1/tournaments/${cup.id}/unregister`, { token });
          expect([200, 404], JSON.stringify(withdrawn.body)).toContain(withdrawn.status);
          const registered = await api(request, 'POST', `/v1/tournaments/${cup.id}/register/${teamId}`, {
            token,
          });
          expect(registered.status, JSON.stringify(registered.body)).toBe(201);
        } finally {
          await moveApiClock(request, 0);
        }
        await owner.reload();
        const card = owner.getByRole('listitem').filter({ hasText: text.cupName });
        await expect(card.getByText(text.registeredChip, { exact: true })).toBeVisible();

        admin = await seededPage(browser, locale, 'ArenaAdmin#STAFF', '/staff/tournaments');
        await expect(admin.getByRole('heading', { level: 1, name: text.tournamentsTitle })).toBeVisible();
        await admin.getByRole('button', { name: text.review(text.cupName) }).click();
        const registrations = admin.getByRole('region', { name: text.registrationsOf(text.cupName) });
        await expect(registrations.getByLabel(text.status)).toHaveValue('pending');
        const row = registrations.getByRole('row').filter({ hasText: team.name });
        await expect(row.getByText(text.pending)).toBeVisible();
        await row.getByRole('button', { name: text.approve(team.name) }).click();
        await expect(toaster(admin).getByText(text.approved(team.name))).toBeVisible();
        await expect(registrations.getByRole('row').filter({ hasText: team.name })).toHaveCount(0);

        await owner.reload();
        await expect(
          owner
            .getByRole('listitem')
            .filter({ hasText: text.cupName })
            .getByText(text.approvedChip, { exact: true }),
        ).toBeVisible();
        // The owner's calendar feed lists the cup.
        const subscribe = owner.getByRole('link', { name: text.subscribe });
        const feedUrl = await subscribe.getAttribute('href');
        expect(feedUrl).toMatch(new RegExp(`/v1/calendar/[A-Za-z0-9_-]+\\.ics\\?lang=${locale}$`));
        const feed = await request.get(feedUrl!);
        expect(feed.status()).toBe(200);
        expect((await feed.text()).replace(/\r\n[ \t]/g, '')).toContain(`UID:start.${cup.id}@mena-arena`);
      } finally {
        await admin?.context().close();
        await owner.context().close();
      }
    });

    test('"Add to Calendar" downloads the schedule with three events, in the page language', async ({
      page,
      request,
    }) => {
      const text = TEXT[locale];
      const cup = await findTournament(request, 'Ramadan Nights Cup');
      await setLocale(page, locale);
      await page.goto(shellUrl(`/tournaments/${cup.id}/schedule`));
      const link = page.getByRole('link', { name: text.addToCalendar });
      await expect(link).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`tournament-${cup.id}.ics`);
      const ics = (await readFile(await download.path())).toString('utf8').replace(/\r\n[ \t]/g, '');
      expect(ics.match(/^BEGIN:VEVENT\r?$/gm)).toHaveLength(3);
      expect(ics).toContain(text.firstEvent);
      expect(ics).toContain(
        `DTSTART:${cup.registration_start_time.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`,
      );
      await page.goto(shellUrl(`/tournaments/${cup.id}`));
      await expect(page.getByRole('link', { name: text.addToCalendar })).toBeVisible();
    });
  });
}
