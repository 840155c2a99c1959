/**
 * Tournament page (P1 §2 "Tournament page", "Teams page", "Schedule page", "FAQ page"; §8 not found): opened from
 * the list, the overview with its info grid, prize pool and View More Prizes, the Share menu's Copy Link, the
 * sidebar tabs switching sub-pages with back and forward, a team row opening to its members, the schedule cards,
 * the FAQ accordion; a matchmaking tournament's own tabs; an unknown id back on the list with a toast.
 * Expectations come from the real API over the seed, read by the test itself.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { apiGet, formatNumber, LOCALES, mainHeading, remoteRoot, titleOf } from '../support/arena-ui';
import { findTournament } from '../support/ladder';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
  description: { en: string; ar?: string };
  status: 'upcoming' | 'check-in' | 'in-progress' | 'completed';
  format: string;
  game_mode: string;
  type: string;
  tournament_type: 'bracket' | 'matchmaking';
  skill_level: string[];
  prizepool: { name: string; amount: string }[];
  prizepool_format: string;
  registration_start_time: string;
  registration_closed_time: string;
  checking_time: string;
  starting_time: string;
  information: { additionalInfo: string | null };
  faqs: { title: { en: string; ar?: string }; description: { en: string; ar?: string } }[];
}

interface ApiTeamEntry {
  registrationStatus: string;
  team: {
    name: string;
    membersCount: number;
    members: { gameName: string; tagLine: string; role: string }[];
  };
}

/** A text that starts with `text` (what follows may vary: a member's rank). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const TEXT = {
  en: {
    liveTab: /^Live/,
    sections: 'Tournament sections',
    bracketTabs: ['Overview', 'Bracket', 'Teams', 'Schedule', 'FAQ'],
    matchmakingTabs: ['Overview', 'Leaderboard', 'Schedule', 'FAQ'],
    info: 'Tournament Info',
    gameMode: 'Game Mode',
    format: 'Format',
    type: 'Type',
    rewards: 'Rewards',
    types: { 'Double Elimination': 'Double Elimination' } as Record<string, string>,
    prizePool: 'Prize Pool',
    places: ['1ST', '2ND', '3RD', '4TH'],
    /** A prize named only by its place (`4th Place`), as the page shows it: the organiser's English. */
    placeName: (name: string) => name,
    viewMore: (count: number) => `View More Prizes (${count})`,
    rulebook: 'Read the full rulebook',
    share: 'Share',
    shareItems: ['X (Twitter)', 'Facebook', 'WhatsApp', 'Copy Link'],
    copied: 'Link copied to clipboard',
    registeredTeams: 'Registered Teams',
    registeredPlayers: 'Registered Players',
    registered: (count: number) => `${count} registered`,
    formatLine: (format: string) => `Format: ${format}`,
    checkedIn: 'Checked In',
    roles: { owner: 'Owner', admin: 'Admin', member: 'Member' } as Record<string, string>,
    members: (name: string) => `Members of ${name}`,
    schedule: 'Schedule',
    scheduleCards: ['Registration Phase', 'Checking Phase', 'Tournament Start', 'Current Stage'],
    inProgress: 'Tournament in Progress',
    matchmakingCards: ['Matchmaking Opens', 'Matchmaking Closes'],
    faq: 'Frequently Asked Questions',
    matchmaking: 'Matchmaking',
    leaderboard: 'Leaderboard',
    notFound: 'Tournament not found',
  },
  ar: {
    liveTab: /^مباشرة/,
    sections: 'أقسام البطولة',
    bracketTabs: ['نظرة عامة', 'شجرة المباريات', 'الفرق', 'الجدول', 'الأسئلة الشائعة'],
    matchmakingTabs: ['نظرة عامة', 'لوحة الصدارة', 'الجدول', 'الأسئلة الشائعة'],
    info: 'معلومات البطولة',
    gameMode: 'طور اللعب',
    format: 'النمط',
    type: 'النوع',
    rewards: 'الجوائز',
    types: { 'Double Elimination': 'إقصاء مزدوج' } as Record<string, string>,
    prizePool: 'مجموع الجوائز',
    places: ['الأول', 'الثاني', 'الثالث', 'الرابع'],
    /** A prize named only by its place (`4th Place`) is said in Arabic. */
    placeName: (name: string) => `المركز ${['الأول', 'الثاني', 'الثالث', 'الرابع'][parseInt(name, 10) - 1]}`,
    viewMore: (count: number) => `عرض المزيد من الجوائز (${formatNumber(count, 'ar')})`,
    rulebook: 'اقرأ دليل القوانين كاملًا',
    share: 'مشاركة',
    shareItems: ['X (تويتر)', 'فيسبوك', 'واتساب', 'نسخ الرابط'],
    copied: 'تم نسخ الرابط',
    registeredTeams: 'الفرق المسجّلة',
    registeredPlayers: 'اللاعبون المسجّلون',
    registered: (count: number) => `المسجّلون: ${formatNumber(count, 'ar')}`,
    formatLine: (format: string) => `النمط: ${format}`,
    checkedIn: 'تم تأكيد الحضور',
    roles: { owner: 'المالك', admin: 'مشرف', member: 'عضو' } as Record<string, string>,
    members: (name: string) => `أعضاء ${name}`,
    schedule: 'الجدول',
    scheduleCards: ['مرحلة التسجيل', 'مرحلة تأكيد الحضور', 'بداية البطولة', 'المرحلة الحالية'],
    inProgress: 'البطولة جارية',
    matchmakingCards: ['بدء المطابقة', 'انتهاء المطابقة'],
    faq: 'الأسئلة الشائعة',
    matchmaking: 'المطابقة',
    leaderboard: 'لوحة الصدارة',
    notFound: 'البطولة غير موجودة',
  },
} as const;

const text = (value: { en: string; ar?: string }, locale: Locale) =>
  (locale === 'ar' && value.ar) || value.en;
const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US');

/** Day and month of a date as the schedule cards show them (the browser's time zone is the runner's). */
function dayAndMonth(iso: string, locale: Locale): [string, string] {
  const date = new Date(iso);
  return [
    new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric' }).format(date),
    new Intl.DateTimeFormat(intlLocale(locale), { month: 'short' }).format(date),
  ];
}

function root(page: Page): Locator {
  return remoteRoot(page, 'tournaments');
}

function sectionTabs(page: Page, locale: Locale): Locator {
  return root(page).getByRole('navigation', { name: TEXT[locale].sections }).getByRole('link');
}

function region(page: Page, name: string): Locator {
  return root(page).getByRole('region', { name, exact: true });
}

/** The value next to a label in the info grid. */
function infoValue(page: Page, locale: Locale, label: string): Locator {
  return region(page, TEXT[locale].info)
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** A seeded tournament by name (all of the list's pages: suites of the worker may have made newer ones). */
const tournamentNamed = (_page: Page, request: Parameters<typeof apiGet>[0], name: string) =>
  findTournament<ApiTournament>(request, name);

for (const locale of LOCALES) {
  test.describe(`tournament page (${locale})`, () => {
    test('a bracket tournament from the list: overview, share, tabs with back and forward, teams, schedule, FAQ', async ({
      page,
      context,
      request,
      setLocale,
      portal,
    }) => {
      const t = TEXT[locale];
      const nile = await tournamentNamed(page, request, 'Nile Legends Cup');
      expect(nile.tournament_type).toBe('bracket');
      expect(nile.prizepool.length).toBeGreaterThan(3);
      const name = text(nile.name, locale);
      const overviewPath = `/tournaments/${nile.id}`;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.urls.shell });

      // From the list: the live tournament's card opens its page.
      await setLocale(page, locale);
      await page.goto('/tournaments');
      await root(page).getByRole('tab', { name: t.liveTab }).click();
      await root(page).getByRole('article', { name, exact: true }).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}$`));
      await expect(mainHeading(page, name)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(name));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text(nile.description, locale),
      );

      // Info grid, with the type in the page's language and the rewards with the locale's separators.
      await expect(infoValue(page, locale, t.gameMode)).toHaveText(nile.game_mode);
      await expect(infoValue(page, locale, t.format)).toHaveText(nile.format);
      await expect(infoValue(page, locale, t.type)).toHaveText(t.types[nile.type]);
      const [amount, currency] = nile.prizepool_format.split(' ');
      await expect(infoValue(page, locale, t.rewards)).toHaveText(
        `${formatNumber(Number(amount), locale)} ${currency}`,
      );
      await expect(region(page, t.info).getByRole('listitem')).toHaveText(nile.skill_level);

      // Prize pool: three places, then View More Prizes with the remaining count; the non-numeric prize as it is.
      const prizes = region(page, t.prizePool);
      const prizeRows = prizes.getByTestId('prize-list').getByRole('listitem');
      await expect(prizeRows).toHaveCount(3);
      for (const [index, prize] of nile.prizepool.slice(0, 3).entries()) {
        await expect(prizeRows.nth(index)).toContainText(t.places[index]);
        await expect(prizeRows.nth(index)).toContainText(
          `${formatNumber(Number(prize.amount), locale)} ${currency}`,
        );
      }
      const remaining = nile.prizepool.length - 3;
      await prizes.getByRole('button', { name: t.viewMore(remaining) }).click();
      await expect(prizeRows).toHaveCount(nile.prizepool.length);
      const last = nile.prizepool[3];
      expect(Number.isNaN(Number(last.amount))).toBe(true);
      await expect(prizeRows.nth(3)).toContainText(t.places[3]);
      await expect(prizeRows.nth(3)).toContainText(t.placeName(last.name));
      await expect(prizeRows.nth(3)).toContainText(last.amount);
      await expect(root(page).getByRole('link', { name: t.rulebook })).toHaveAttribute(
        'href',
        nile.information.additionalInfo!,
      );

      // Share: a menu button; Copy Link puts the page's address on the clipboard and says so.
      const share = root(page).getByRole('button', { name: t.share, exact: true });
      await expect(share).toHaveAttribute('aria-haspopup', 'menu');
      await share.click();
      const menu = page.getByRole('menu', { name: t.share });
      await expect(menu.getByRole('menuitem')).toHaveText([...t.shareItems]);
      const shareText = Array.from(text(nile.description, locale)).slice(0, 110).join('');
      const x = new URL((await menu.getByRole('menuitem').first().getAttribute('href'))!);
      expect(x.searchParams.get('text')).toBe(shareText);
      await menu.getByRole('menuitem', { name: t.shareItems[3] }).click();
      await expect(page.getByTestId('toaster').getByText(t.copied, { exact: true })).toBeVisible();
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${portal.urls.shell}${overviewPath}`,
      );

      // Sidebar tabs: the bracket set, the current one marked.
      const tabs = sectionTabs(page, locale);
      await expect(tabs).toHaveText([...t.bracketTabs]);
      await expect(tabs.nth(0)).toHaveAttribute('aria-current', 'page');

      // Teams: every registered team, a row opening to its members.
      const { data: registered } = await apiGet<{ data: { teams: ApiTeamEntry[]; teamsCount: number } }>(
        request,
        `/v1/tournaments/${nile.id}/teams`,
      );
      await tabs.nth(2).click();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}/teams$`));
      await expect(tabs.nth(2)).toHaveAttribute('aria-current', 'page');
      await expect(tabs.nth(0)).not.toHaveAttribute('aria-current', 'page');
      const teams = region(page, t.registeredTeams);
      await expect(teams.getByText(t.registered(registered.teamsCount), { exact: true })).toBeVisible();
      await expect(teams.getByText(t.formatLine(nile.format), { exact: true })).toBeVisible();
      const rows = teams.getByRole('button', { expanded: false });
      await expect(rows).toHaveCount(registered.teams.length);
      const first = registered.teams[0];
      const row = teams.getByRole('button', { name: new RegExp(first.team.name) });
      await expect(row).toContainText(t.checkedIn);
      await expect(row.locator('img')).toBeVisible();
      await row.click();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      const members = teams.getByRole('list', { name: t.members(first.team.name) }).getByRole('listitem');
      // Each member's line, then their rank (issue 33) as last read from the game: it depends on the account.
      await expect(members).toHaveText(
        first.team.members.map((member) =>
          startingWith(`${member.gameName}${t.roles[member.role]} · #${member.tagLine}`),
        ),
      );

      // Schedule: the three dates with day and month, and the current stage.
      await tabs.nth(3).click();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}/schedule$`));
      const schedule = region(page, t.schedule);
      await expect(schedule.getByRole('heading', { level: 3 })).toHaveText([...t.scheduleCards]);
      for (const [index, iso] of [
        nile.registration_start_time,
        nile.checking_time,
        nile.starting_time,
      ].entries()) {
        const [day, month] = dayAndMonth(iso, locale);
        const card = schedule.getByRole('listitem').nth(index);
        await expect(card).toContainText(day);
        await expect(card).toContainText(month);
        await expect(card.locator('time')).toHaveAttribute('datetime', iso);
      }
      await expect(schedule.getByRole('listitem').nth(3)).toContainText(t.inProgress);

      // FAQ: an accordion.
      await tabs.nth(4).click();
      const faq = region(page, t.faq);
      const question = faq.getByRole('button', { name: text(nile.faqs[0].title, locale) });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(faq.getByText(text(nile.faqs[0].description, locale))).toBeHidden();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByText(text(nile.faqs[0].description, locale))).toBeVisible();

      // Back and forward move between the sections.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}/schedule$`));
      await expect(tabs.nth(3)).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}/teams$`));
      await expect(region(page, t.registeredTeams)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}$`));
      await expect(region(page, t.prizePool)).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${overviewPath}/teams$`));
      await expect(tabs.nth(2)).toHaveAttribute('aria-current', 'page');
    });

    test('a 1vs1 tournament lists its players', async ({ page, request, setLocale }) => {
      const t = TEXT[locale];
      const duel = await tournamentNamed(page, request, 'Desert Storm 1v1');
      const { data } = await apiGet<{
        data: { players: { player: { displayName: string } }[]; playersCount: number };
      }>(request, `/v1/tournaments/${duel.id}/teams`);
      expect(data.playersCount).toBeGreaterThan(0);
      await setLocale(page, locale);
      await page.goto(`/tournaments/${duel.id}/teams`);
      const players = region(page, t.registeredPlayers);
      await expect(players.getByText(t.registered(data.playersCount), { exact: true })).toBeVisible();
      await expect(players.getByRole('listitem')).toHaveCount(data.players.length);
      await expect(players.getByRole('listitem').first()).toContainText(data.players[0].player.displayName);
      await expect(players.getByRole('button', { expanded: false })).toHaveCount(0);
    });

    test('a matchmaking tournament has its own tabs, matchmaking panel, leaderboard and schedule', async ({
      page,
      request,
      setLocale,
    }) => {
      const t = TEXT[locale];
      const season = await tournamentNamed(page, request, 'Arena Matchmaking Season');
      expect(season.tournament_type).toBe('matchmaking');
      await setLocale(page, locale);
      await page.goto(`/tournaments/${season.id}`);
      await expect(mainHeading(page, text(season.name, locale))).toBeVisible();
      const tabs = sectionTabs(page, locale);
      await expect(tabs).toHaveText([...t.matchmakingTabs]);
      await expect(region(page, t.matchmaking)).toBeVisible();

      await tabs.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${season.id}/leaderboard$`));
      await expect(page.locator('#remote-tournaments').getByRole('searchbox')).toBeVisible();

      await tabs.nth(2).click();
      const schedule = region(page, t.schedule);
      await expect(schedule.getByRole('heading', { level: 3 })).toHaveText([...t.matchmakingCards]);
      for (const [index, iso] of [season.starting_time, season.registration_closed_time].entries())
        await expect(schedule.getByRole('listitem').nth(index).locator('time')).toHaveAttribute(
          'datetime',
          iso,
        );
    });

    test('fits a phone screen: no sideways scrolling, the tabs scroll on their own', async ({
      page,
      request,
      setLocale,
    }) => {
      const t = TEXT[locale];
      const nile = await tournamentNamed(page, request, 'Nile Legends Cup');
      await page.setViewportSize({ width: 390, height: 844 });
      await setLocale(page, locale);
      await page.goto(`/tournaments/${nile.id}`);
      await expect(region(page, t.prizePool)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const tabs = sectionTabs(page, locale);
      await tabs.nth(4).click();
      await expect(region(page, t.faq)).toBeVisible();
      await expect(tabs.nth(4)).toHaveAttribute('aria-current', 'page');
    });

    test('an unknown tournament goes back to the list with "Tournament not found"', async ({
      page,
      setLocale,
    }) => {
      const t = TEXT[locale];
      await setLocale(page, locale);
      await page.goto('/tournaments/00000000-0000-4000-8000-000000000000/teams');
      await expect(page).toHaveURL(/\/tournaments$/);
      await expect(page.getByTestId('toaster').getByText(t.notFound, { exact: true })).toBeVisible();
    });
  });
}
