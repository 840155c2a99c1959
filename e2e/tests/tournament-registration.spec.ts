/**
 * Tournament registration (P1 §4 phase button and status chips, §5 team rules, §6, §8 messages) against the real
 * API, in both languages: a visitor signs in from Register Now and registers solo, sees the pending chip and the
 * tournament on My Tournaments, and unregisters with confirmation; a team owner registers a full team while a
 * plain member sees No Permission; a small team gets the member-count message; an admin-closed registration says
 * so; a registered player checks in during a checking-phase tournament.
 *
 * The seeded tournaments' dates are relative to the seed time (a fresh database each run), so they sit in the
 * phases named below. Every test creates its own players on the sign-in stand-in, except check-in: a player can
 * only register before check-in opens, so it uses seeded players registered for Levant Masters (Rami in English,
 * Hala in Arabic) who nobody else checks in.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { apiGet, formatNumber, LOCALES, mainHeading } from '../support/arena-ui';
import {
  createPlayerOnSignInPage,
  createPlayerToken,
  newPage,
  signInAsNewPlayer,
  tokenOf,
  uniqueSuffix,
} from '../support/players';
import { readPortalInfo } from '../support/portal-info';

/** Seeded tournaments by phase (api/src/seed/tournaments.ts). */
const TOURNAMENTS = {
  /** 1vs1 bracket, registration open. */
  solo: 'Desert Storm 1v1',
  /** 5vs5 bracket, registration open. */
  team: 'EUW Clash Weekly',
  /** 5vs5 bracket in its registration phase, closed by an admin. */
  closed: 'Gulf Showdown',
  /** 1vs1 bracket in its checking phase. */
  checking: 'Levant Masters',
} as const;

/** Approved for Levant Masters and not checked in, in the seed. */
const CHECK_IN_PLAYER: Record<Locale, { riotId: string }> = {
  en: { riotId: 'Rami#ALX' },
  ar: { riotId: 'Hala#SHJ' },
};

const TEXT = {
  en: {
    panel: 'Registration',
    registerNow: 'Register Now',
    registered: 'Registered',
    registrationClosed: 'Registration Closed',
    closedByAdmin: 'Registration is closed by admin',
    checkIn: 'Check In',
    checkedIn: 'Checked In',
    approved: 'Approved',
    registeredToast: 'Successfully registered for tournament',
    checkedInToast: 'Successfully checked in',
    unregister: 'Unregister',
    unregisterTitle: 'Unregister from this tournament?',
    cancel: 'Cancel',
    teamDialog: 'Register Team',
    continue: 'Continue',
    confirmDialog: 'Confirm Registration',
    confirm: 'Confirm Registration',
    noPermission: 'No Permission',
    noPermissionText: 'Only team owners and admins can register teams in tournaments',
    notEnoughMembers:
      "This team doesn't have enough members. You need at least 5 members to participate in this tournament.",
    roleLine: (role: string, members: number) => `Your role: ${role} · ${members} members`,
    owner: 'Owner',
    member: 'Member',
    withTeam: (team: string) => `Registered with ${team}`,
    myTournaments: 'My Tournaments',
    findTournaments: 'Find Tournaments',
  },
  ar: {
    panel: 'التسجيل',
    registerNow: 'سجّل الآن',
    registered: 'مسجّل',
    registrationClosed: 'التسجيل مغلق',
    closedByAdmin: 'أغلق المشرف التسجيل',
    checkIn: 'أكّد حضورك',
    checkedIn: 'تم تأكيد الحضور',
    approved: 'مقبول',
    registeredToast: 'تم التسجيل في البطولة بنجاح',
    checkedInToast: 'تم تأكيد الحضور بنجاح',
    unregister: 'إلغاء التسجيل',
    unregisterTitle: 'إلغاء التسجيل في هذه البطولة؟',
    cancel: 'إلغاء',
    teamDialog: 'تسجيل فريق',
    continue: 'متابعة',
    confirmDialog: 'تأكيد التسجيل',
    confirm: 'تأكيد التسجيل',
    noPermission: 'ليست لديك صلاحية',
    noPermissionText: 'يمكن لمالكي الفرق ومشرفيها فقط تسجيل الفرق في البطولات',
    notEnoughMembers:
      'لا يضم هذا الفريق عددًا كافيًا من الأعضاء. تحتاج إلى ٥ أعضاء على الأقل للمشاركة في هذه البطولة.',
    roleLine: (role: string, members: number) => `دورك: ${role} · ${formatNumber(members, 'ar')} أعضاء`,
    owner: 'المالك',
    member: 'عضو',
    withTeam: (team: string) => `مسجّل مع فريق ${team}`,
    myTournaments: 'بطولاتي',
    findTournaments: 'ابحث عن بطولات',
  },
} as const;

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
  format: string;
  registration_open: boolean;
}

async function tournamentNamed(request: APIRequestContext, name: string): Promise<ApiTournament> {
  const { data } = await apiGet<{ data: ApiTournament[] }>(request, '/v1/tournaments?limit=100');
  const tournament = data.find((candidate) => candidate.name.en === name);
  expect(tournament, `seeded tournament ${name}`).toBeTruthy();
  return tournament!;
}

function tournamentName(tournament: ApiTournament, locale: Locale): string {
  return (locale === 'ar' ? tournament.name.ar : undefined) ?? tournament.name.en;
}

async function apiCall<T>(
  request: APIRequestContext,
  method: 'POST' | 'GET',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const { urls } = readPortalInfo();
  const response = await request.fetch(`${urls.api}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

function panel(page: Page): Locator {
  return page.getByTestId('registration-panel');
}

function panelButton(page: Page): Locator {
  return page.getByTestId('registration-button');
}

function chip(page: Page): Locator {
  return panel(page).getByTestId('registration-chip');
}

function toast(page: Page, text: string): Locator {
  return page.getByTestId('toaster').getByText(text, { exact: true });
}

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test.describe(`tournament registration (${locale})`, () => {
    test('a visitor signs in from Register Now, registers solo, finds it on My Tournaments and unregisters', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { urls } = readPortalInfo();
      const tournament = await tournamentNamed(request, TOURNAMENTS.solo);
      const name = tournamentName(tournament, locale);
      const pagePath = `/tournaments/${tournament.id}`;

      // A visitor: Register Now goes to sign-in with the way back to this page.
      await setLocale(page, locale);
      await page.goto(pagePath);
      await expect(panel(page).getByRole('heading', { name: text.panel })).toBeVisible();
      await expect(panelButton(page)).toHaveText(text.registerNow);
      await expect(panelButton(page)).toBeEnabled();
      await panelButton(page).click();
      await page.waitForURL((url) => url.origin === new URL(urls.api).origin);
      expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(`${urls.shell}${pagePath}`);
      await createPlayerOnSignInPage(page, { gameName: `Solo${uniqueSuffix()}` });
      await expect(page).toHaveURL(`${urls.shell}${pagePath}`);

      // Signed in: solo registration, then the pending chip (Registered, yellow) after the re-read.
      await expect(panelButton(page)).toHaveText(text.registerNow);
      await panelButton(page).click();
      await expect(toast(page, text.registeredToast)).toBeVisible();
      await expect(chip(page)).toHaveText(text.registered);
      await expect(chip(page)).toHaveAttribute('data-registration', 'pending');
      await expect(panelButton(page)).toHaveText(text.registered);
      await expect(panelButton(page)).toBeDisabled();

      // My Tournaments lists it; its card opens the tournament page.
      await page.goto('/account/tournaments');
      await expect(mainHeading(page, text.myTournaments)).toBeVisible();
      await expect(page.getByRole('link', { name: text.findTournaments })).toHaveAttribute(
        'href',
        '/tournaments',
      );
      const card = page.getByTestId('my-tournament').filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('registration-chip')).toHaveText(text.registered);
      await card.getByRole('link', { name }).click();
      await expect(page).toHaveURL(`${urls.shell}${pagePath}`);

      // Unregister asks first; Cancel keeps the registration, confirming clears it.
      await expect(chip(page)).toHaveText(text.registered);
      await panel(page).getByRole('button', { name: text.unregister, exact: true }).click();
      let dialog = page.getByRole('dialog', { name: text.unregisterTitle });
      await expect(dialog).toContainText(name);
      await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(chip(page)).toHaveText(text.registered);
      await panel(page).getByRole('button', { name: text.unregister, exact: true }).click();
      dialog = page.getByRole('dialog', { name: text.unregisterTitle });
      await dialog.getByRole('button', { name: text.unregister, exact: true }).click();
      await expect(panelButton(page)).toHaveText(text.registerNow);
      await expect(chip(page)).toHaveCount(0);
      await expect(panel(page).getByRole('button', { name: text.unregister, exact: true })).toHaveCount(0);

      // …and My Tournaments no longer lists it.
      await page.goto('/account/tournaments');
      await expect(mainHeading(page, text.myTournaments)).toBeVisible();
      await expect(page.getByTestId('my-tournament').filter({ hasText: name })).toHaveCount(0);
    });

    test('a team owner registers a full team; a plain member sees No Permission', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const tournament = await tournamentNamed(request, TOURNAMENTS.team);
      const pagePath = `/tournaments/${tournament.id}`;
      const suffix = uniqueSuffix();
      const teamName = `Wolves ${suffix}`;

      // The owner creates the team; a member joins in the browser, three more through the API.
      await setLocale(page, locale);
      await signInAsNewPlayer(page, pagePath, { gameName: `Own${suffix}` });
      const created = await apiCall<{ data: { vanity: string } }>(
        request,
        'POST',
        '/v1/teams/create',
        await tokenOf(page),
        {
          name: teamName,
          shortName: 'WLF',
        },
      );
      const member = await newPage(browser, locale);
      await signInAsNewPlayer(member, pagePath, { gameName: `Mem${suffix}` });
      await apiCall(request, 'POST', `/v1/teams/join/${created.data.vanity}`, await tokenOf(member));
      for (const index of [1, 2, 3]) {
        const token = await createPlayerToken(request, { gameName: `Mate${index}${suffix}`, region: 'euw1' });
        await apiCall(request, 'POST', `/v1/teams/join/${created.data.vanity}`, token);
      }

      // The plain member: the picker shows the team with their role, No Permission, and no way on.
      await member.reload();
      await expect(panelButton(member)).toHaveText(text.registerNow);
      await panelButton(member).click();
      let dialog = member.getByRole('dialog', { name: text.teamDialog });
      await expect(dialog.getByRole('radio', { name: new RegExp(teamName) })).toBeChecked();
      await expect(dialog).toContainText(text.roleLine(text.member, 5));
      await expect(dialog.getByText(text.noPermission, { exact: true })).toBeVisible();
      await expect(dialog.getByText(text.noPermissionText)).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.continue })).toBeDisabled();
      await member.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The owner: pick, confirm, registered.
      await page.reload();
      await panelButton(page).click();
      dialog = page.getByRole('dialog', { name: text.teamDialog });
      await expect(dialog).toContainText(text.roleLine(text.owner, 5));
      await expect(dialog.getByText(text.noPermission, { exact: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: text.continue }).click();
      const confirm = page.getByRole('dialog', { name: text.confirmDialog });
      await expect(confirm).toContainText(teamName);
      await confirm.getByRole('button', { name: text.confirm }).click();
      await expect(toast(page, text.registeredToast)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(chip(page)).toHaveText(text.registered);
      await expect(chip(page)).toHaveAttribute('data-registration', 'pending');
      await expect(panel(page).getByText(text.withTeam(teamName))).toBeVisible();
      await expect(panel(page).getByRole('button', { name: text.unregister, exact: true })).toBeVisible();

      // The member is registered through the team too, but may not unregister it.
      await member.reload();
      await expect(chip(member)).toHaveText(text.registered);
      await expect(panelButton(member)).toHaveText(text.registered);
      await expect(panelButton(member)).toBeDisabled();
      await expect(panel(member).getByRole('button', { name: text.unregister, exact: true })).toHaveCount(0);
      await member.context().close();
    });

    test('a team smaller than the format gets the member-count message', async ({ page, request }) => {
      const tournament = await tournamentNamed(request, TOURNAMENTS.team);
      const suffix = uniqueSuffix();
      await setLocale(page, locale);
      await signInAsNewPlayer(page, `/tournaments/${tournament.id}`, { gameName: `Small${suffix}` });
      await apiCall(request, 'POST', '/v1/teams/create', await tokenOf(page), {
        name: `Small ${suffix}`,
        shortName: 'SML',
      });
      await page.reload();
      await panelButton(page).click();
      const dialog = page.getByRole('dialog', { name: text.teamDialog });
      await expect(dialog.getByText(text.notEnoughMembers)).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.continue })).toBeDisabled();
    });

    test('registration closed by an admin says so and cannot be pressed', async ({ page, request }) => {
      const tournament = await tournamentNamed(request, TOURNAMENTS.closed);
      expect(tournament.registration_open).toBe(false);
      await setLocale(page, locale);
      await page.goto(`/tournaments/${tournament.id}`);
      await expect(panel(page).getByText(text.closedByAdmin)).toBeVisible();
      await expect(panelButton(page)).toHaveText(text.registrationClosed);
      await expect(panelButton(page)).toBeDisabled();
    });

    test('a registered player checks in during check-in and reads Checked In', async ({ page, request }) => {
      const tournament = await tournamentNamed(request, TOURNAMENTS.checking);
      await setLocale(page, locale);
      await signInAs(page, CHECK_IN_PLAYER[locale].riotId, { returnTo: `/tournaments/${tournament.id}` });
      await expect(chip(page)).toHaveText(text.approved);
      await expect(panelButton(page)).toHaveText(text.checkIn);
      await expect(panelButton(page)).toBeEnabled();
      await panelButton(page).click();
      await expect(toast(page, text.checkedInToast)).toBeVisible();
      await expect(chip(page)).toHaveText(text.checkedIn);
      await expect(chip(page)).toHaveAttribute('data-registration', 'checked-in');
      await expect(panelButton(page)).toHaveText(text.checkedIn);
      await expect(panelButton(page)).toBeDisabled();
      // The server agrees: the status survives a reload.
      await page.reload();
      await expect(panelButton(page)).toHaveText(text.checkedIn);
    });
  });
}
