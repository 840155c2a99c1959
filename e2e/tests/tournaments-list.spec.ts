/**
 * Tournament list (P1 §2 "Tournament list", §4 tabs and registration chips, §9 live strip): tabs with counts, the
 * region switch and its selection rule, the filter panel with chips and Clear All, every choice in the address
 * (reload, back and forward), and a seeded player's registered tournaments. Expectations come from the real API
 * over the seed, read by the test itself.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { apiGet, authCookie, formatNumber, LOCALES, mainHeading, remoteRoot } from '../support/arena-ui';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
  status: 'upcoming' | 'check-in' | 'in-progress' | 'completed';
  format: string;
  region: string;
  skill_level: string[];
  starting_time: string;
  registrationStats: { totalParticipants: number };
}

interface ApiRegistered {
  id: string;
  registrationStatus: 'pending' | 'approved' | 'rejected' | 'checked-in';
  registrationDate: string;
  starting_time: string;
}

type Tab = 'live' | 'upcoming' | 'completed';

const TEXT = {
  en: {
    heading: 'Tournaments',
    tabs: { live: 'Live', upcoming: 'Upcoming', completed: 'Completed' },
    region: 'Region',
    middleEast: 'Middle East',
    europe: 'Europe',
    liveStrip: 'Live Tournaments',
    liveNow: 'Live Now',
    format: 'Format',
    skillLevel: 'Skill Level',
    activeFilters: 'Active filters',
    chip: { format: 'Format: 1vs1', skill: 'Skill Level: Diamond' },
    remove: (label: string) => `Remove ${label}`,
    clearAll: 'Clear All',
    registeredPanel: 'Your Registered Tournaments',
    approved: 'Approved',
    checkedIn: 'Checked In',
    viewDetails: 'View Details',
  },
  ar: {
    heading: 'البطولات',
    tabs: { live: 'مباشرة', upcoming: 'القادمة', completed: 'المنتهية' },
    region: 'المنطقة',
    middleEast: 'الشرق الأوسط',
    europe: 'أوروبا',
    liveStrip: 'البطولات المباشرة',
    liveNow: 'مباشر الآن',
    format: 'النمط',
    skillLevel: 'مستوى المهارة',
    activeFilters: 'عوامل التصفية النشطة',
    chip: { format: 'النمط: 1vs1', skill: 'مستوى المهارة: Diamond' },
    remove: (label: string) => `إزالة ${label}`,
    clearAll: 'مسح الكل',
    registeredPanel: 'بطولاتك المسجّلة',
    approved: 'مقبول',
    checkedIn: 'تم تأكيد الحضور',
    viewDetails: 'عرض التفاصيل',
  },
} as const;

const TAB_OF: Record<ApiTournament['status'], Tab> = {
  'in-progress': 'live',
  upcoming: 'upcoming',
  'check-in': 'upcoming',
  completed: 'completed',
};

const inRegion = (tournament: ApiTournament, region: 'me' | 'eu') =>
  tournament.region.toLowerCase().includes(region === 'me' ? 'me' : 'euw');
const nameOf = (tournament: ApiTournament, locale: Locale) =>
  (locale === 'ar' && tournament.name.ar) || tournament.name.en;
const byStart = (a: { starting_time: string }, b: { starting_time: string }) =>
  Date.parse(a.starting_time) - Date.parse(b.starting_time);

/** The Upcoming tab's names in the order the page shows them (starting time ascending, P1 §4). */
function upcomingNames(all: ApiTournament[], locale: Locale, keep: (t: ApiTournament) => boolean) {
  return all
    .filter((tournament) => TAB_OF[tournament.status] === 'upcoming' && keep(tournament))
    .sort(byStart)
    .map((tournament) => nameOf(tournament, locale));
}

function counts(all: ApiTournament[], region: 'me' | 'eu'): Record<Tab, number> {
  const result: Record<Tab, number> = { live: 0, upcoming: 0, completed: 0 };
  for (const tournament of all.filter((candidate) => inRegion(candidate, region)))
    result[TAB_OF[tournament.status]] += 1;
  return result;
}

/** The browser's rendering of a start date and time (the page uses the same Intl options). */
function dateTimeOf(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function listPage(page: Page): Locator {
  return remoteRoot(page, 'tournaments');
}

function tabOf(page: Page, locale: Locale, tab: Tab): Locator {
  return listPage(page).getByRole('tab', { name: new RegExp(`^${TEXT[locale].tabs[tab]}`) });
}

async function expectCounts(page: Page, locale: Locale, expected: Record<Tab, number>) {
  for (const tab of ['live', 'upcoming', 'completed'] as const)
    await expect(tabOf(page, locale, tab)).toHaveText(
      new RegExp(`^${TEXT[locale].tabs[tab]}\\s*${formatNumber(expected[tab], locale)}$`),
    );
}

function cardHeadings(page: Page): Locator {
  return listPage(page).getByTestId('tournament-card').getByRole('heading', { level: 3 });
}

function card(page: Page, name: string): Locator {
  return listPage(page).getByRole('article', { name, exact: true });
}

for (const locale of LOCALES) {
  test.describe(`tournament list (${locale})`, () => {
    test('tabs with counts, region switch and ?region=eu, filters with chips, and the address round trip', async ({
      page,
      request,
      setLocale,
    }) => {
      const text = TEXT[locale];
      const { data: all } = await apiGet<{ data: ApiTournament[] }>(request, '/v1/tournaments');
      const middleEast = all.filter((tournament) => inRegion(tournament, 'me'));

      await setLocale(page, locale);
      await page.goto('/tournaments');
      await expect(mainHeading(page, text.heading)).toBeVisible();

      // A visitor: Middle East, Upcoming by default, sorted by starting time; no registered panel.
      const regionGroup = listPage(page).getByRole('radiogroup', { name: text.region });
      await expect(regionGroup.getByRole('radio', { name: text.middleEast })).toBeChecked();
      await expect(tabOf(page, locale, 'upcoming')).toHaveAttribute('aria-selected', 'true');
      await expectCounts(page, locale, counts(all, 'me'));
      await expect(cardHeadings(page)).toHaveText(upcomingNames(middleEast, locale, () => true));
      await expect(listPage(page).getByRole('complementary', { name: text.registeredPanel })).toHaveCount(0);

      // Live strip: the region's live tournaments, most participants first, with the Live Now badge.
      const strip = listPage(page).getByRole('region', { name: text.liveStrip });
      const live = middleEast
        .filter((tournament) => tournament.status === 'in-progress')
        .sort((a, b) => b.registrationStats.totalParticipants - a.registrationStats.totalParticipants)
        .slice(0, 5);
      expect(live.length).toBeGreaterThan(1);
      await expect(strip.getByRole('link')).toHaveCount(live.length);
      await expect(strip.getByRole('heading', { level: 3 })).toHaveText(
        live.map((tournament) => nameOf(tournament, locale)),
      );
      await expect(strip.getByText(text.liveNow)).toHaveCount(live.length);
      await expect(strip.getByRole('link').first()).toHaveAttribute('href', `/tournaments/${live[0].id}`);

      // Tabs: a click, then the arrow key that moves forward in this reading direction.
      await tabOf(page, locale, 'live').click();
      await expect(page).toHaveURL(/[?&]tab=live(&|$)/);
      await expect(cardHeadings(page)).toHaveCount(counts(all, 'me').live);
      await tabOf(page, locale, 'live').press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabOf(page, locale, 'upcoming')).toHaveAttribute('aria-selected', 'true');
      await expect(tabOf(page, locale, 'upcoming')).toBeFocused();
      await expect(page).not.toHaveURL(/tab=/);

      // Region by the switch, then by the address.
      await regionGroup.getByRole('radio', { name: text.europe }).check();
      await expect(page).toHaveURL(/[?&]region=eu(&|$)/);
      await expectCounts(page, locale, counts(all, 'eu'));
      await expect(cardHeadings(page)).toHaveText(
        upcomingNames(all, locale, (tournament) => inRegion(tournament, 'eu')),
      );
      await page.goto('/tournaments?region=eu');
      await expect(regionGroup.getByRole('radio', { name: text.europe })).toBeChecked();
      await expectCounts(page, locale, counts(all, 'eu'));

      // Filters: format 1vs1, then skill level Diamond; each a chip; all in the address.
      await page.goto('/tournaments');
      await expect(cardHeadings(page).first()).toBeVisible();
      await listPage(page).getByRole('combobox', { name: text.format }).selectOption('1vs1');
      const solo = (tournament: ApiTournament) => tournament.format === '1vs1';
      const diamond = (tournament: ApiTournament) => tournament.skill_level.includes('Diamond');
      await expect(cardHeadings(page)).toHaveText(upcomingNames(middleEast, locale, solo));
      await listPage(page)
        .getByRole('button', { name: new RegExp(`^${text.skillLevel}`) })
        .click();
      const skillGroup = page.getByRole('group', { name: text.skillLevel });
      await skillGroup.getByRole('checkbox', { name: 'Diamond', exact: true }).check();
      await page.keyboard.press('Escape');
      const soloDiamond = upcomingNames(middleEast, locale, (t) => solo(t) && diamond(t));
      const anyDiamond = upcomingNames(middleEast, locale, diamond);
      expect(soloDiamond.length).toBeGreaterThan(0);
      expect(anyDiamond.length).toBeGreaterThan(soloDiamond.length);
      await expect(cardHeadings(page)).toHaveText(soloDiamond);
      await expect(page).toHaveURL(/[?&]format=1vs1&skill=Diamond(&|$)/);

      const chips = listPage(page).getByRole('list', { name: text.activeFilters });
      await expect(chips.getByRole('button')).toHaveText(
        [text.chip.format, text.chip.skill].map((l) => `${l}✕`),
      );

      // The address restores it all after a reload.
      await page.reload();
      await expect(listPage(page).getByRole('combobox', { name: text.format })).toHaveValue('1vs1');
      await expect(chips.getByRole('button')).toHaveCount(2);
      await expect(cardHeadings(page)).toHaveText(soloDiamond);

      // Removing one chip keeps the other; back and forward restore and undo it.
      await chips.getByRole('button', { name: text.remove(text.chip.format) }).click();
      await expect(page).not.toHaveURL(/format=/);
      await expect(chips.getByRole('button')).toHaveText([`${text.chip.skill}✕`]);
      await expect(cardHeadings(page)).toHaveText(anyDiamond);
      await page.goBack();
      await expect(page).toHaveURL(/[?&]format=1vs1/);
      await expect(chips.getByRole('button')).toHaveCount(2);
      await expect(cardHeadings(page)).toHaveText(soloDiamond);
      await page.goForward();
      await expect(page).not.toHaveURL(/format=/);
      await expect(cardHeadings(page)).toHaveText(anyDiamond);

      // Clear All.
      await listPage(page).getByRole('button', { name: text.clearAll, exact: true }).click();
      await expect(chips).toHaveCount(0);
      await expect(page).not.toHaveURL(/skill=|format=/);
      await expect(cardHeadings(page)).toHaveText(upcomingNames(middleEast, locale, () => true));
    });

    test('Falcon sees his registered tournaments in the side panel and the chips on the cards', async ({
      page,
      request,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/tournaments' });
      await expect(mainHeading(page, text.heading)).toBeVisible();

      const token = (await authCookie(page.context()))!.value;
      const { data: all } = await apiGet<{ data: ApiTournament[] }>(request, '/v1/tournaments');
      const { data: registered } = await apiGet<{ data: ApiRegistered[] }>(
        request,
        '/v1/tournaments/me/registered',
        token,
      );
      const byId = new Map(all.map((tournament) => [tournament.id, tournament]));
      const shown = registered
        .map((entry) => ({ entry, tournament: byId.get(entry.id)! }))
        .filter(({ tournament }) => tournament && TAB_OF[tournament.status] !== 'completed')
        .sort((a, b) => byStart(a.tournament, b.tournament));
      expect(shown.length).toBeGreaterThan(1);

      // Falcon's game account is me1: Middle East without a query.
      await expect(listPage(page).getByRole('radio', { name: text.middleEast })).toBeChecked();

      const panel = listPage(page).getByRole('complementary', { name: text.registeredPanel });
      const rows = panel.getByRole('listitem');
      await expect(rows.getByRole('link')).toHaveText(
        shown.map(({ tournament }) => nameOf(tournament, locale)),
      );
      for (const [index, { tournament }] of shown.entries()) {
        await expect(rows.nth(index).locator('time')).toHaveText(
          dateTimeOf(tournament.starting_time, locale),
        );
        await expect(rows.nth(index).getByRole('link')).toHaveAttribute(
          'href',
          `/tournaments/${tournament.id}`,
        );
      }

      // An approved upcoming registration: green Approved chip and View Details.
      const approved = shown.find(
        ({ entry, tournament }) =>
          entry.registrationStatus === 'approved' && tournament.status === 'upcoming',
      )!;
      const approvedCard = card(page, nameOf(approved.tournament, locale));
      await expect(approvedCard.getByTestId('registration-chip')).toHaveText(text.approved);
      await expect(approvedCard.getByTestId('registration-chip')).toHaveCSS('color', 'rgb(62, 207, 142)');
      await expect(approvedCard.getByRole('link', { name: text.viewDetails })).toBeVisible();

      // A checked-in live team registration (Desert Falcons): blue Checked In on the Live tab.
      const checkedIn = shown.find(({ entry }) => entry.registrationStatus === 'checked-in')!;
      expect(TAB_OF[checkedIn.tournament.status]).toBe('live');
      await tabOf(page, locale, 'live').click();
      const liveCard = card(page, nameOf(checkedIn.tournament, locale));
      await expect(liveCard.getByTestId('registration-chip')).toHaveText(text.checkedIn);
      await expect(liveCard.getByTestId('registration-chip')).toHaveCSS('color', 'rgb(90, 169, 255)');
    });
  });
}
