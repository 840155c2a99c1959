/**
 * A pass season rollover (issue 31), against the real API, in both languages, on a portal of the spec's own
 * (support/own-portal.ts): a rollover ends the season every later suite of the worker reads, so it never happens on
 * the worker's portal. An organizer (`Organizer#STAFF`) creates the next season on the pass desk (/staff/pass); the
 * API's test clock moves past its first day; the periodic pass starts it; a pass member's /mena-pass shows the new
 * season and, as their last season, the one that ended. The two languages run one after the other on the one portal:
 * the Arabic test's season follows the English test's (each rollover ends the season before it).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { RewardSeason } from '@arena/contract';
import { expect, signInAs, test, type Locale } from '../fixtures';
import { apiGet, formatNumber } from '../support/arena-ui';
import { api, moveApiClock, toaster } from '../support/ladder';
import { type OwnPortal, startOwnPortal } from '../support/own-portal';
import { newPage, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const DAY = 86_400_000;

const TEXT = {
  en: {
    form: 'The next season',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    startsOn: 'First day',
    endsOn: 'Last day',
    create: 'Create',
    created: (name: string) => `${name} created with a copy of the current levels and missions.`,
    lastSeason: (name: string) => `Last season: ${name}`,
  },
  ar: {
    form: 'الموسم التالي',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    startsOn: 'اليوم الأول',
    endsOn: 'اليوم الأخير',
    create: 'إنشاء',
    created: (name: string) => `أُنشئ ${name} بنسخة من المستويات والمهام الحالية.`,
    lastSeason: (name: string) => `الموسم الماضي: ${name}`,
  },
} as const;

/** `YYYY-MM-DD` of the day `days` after today, in this machine's time zone (the browser's, as the form reads it). */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function seasons(request: APIRequestContext): Promise<RewardSeason[]> {
  return (await apiGet<{ data: RewardSeason[] }>(request, '/v1/menapass/seasons')).data;
}

/**
 * A new pass member, signed in on the spec's portal, registered before the rollover, with `xp` granted by the
 * organizer (a result in the season that will end: the pass keeps it as their last season).
 */
async function passMember(
  browser: Browser,
  locale: Locale,
  { shell, organizerToken, xp }: { shell: string; organizerToken: string; xp: number },
): Promise<Page> {
  const page = await newPage(browser, locale);
  const { gameName, tagLine } = await signInAsNewPlayer(page, '/mena-pass', {
    gameName: `Ro${uniqueSuffix()}`,
  });
  const registered = await api(page.request, 'POST', '/v1/menapass/register', { token: await tokenOf(page) });
  expect(registered.status).toBe(200);
  const granted = await api(page.request, 'POST', '/v1/admin/pass/grants', {
    token: organizerToken,
    data: { riotId: `${gameName}#${tagLine}`, xp, reason: 'Season rollover test' },
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(201);
  await page.goto(`${shell}/mena-pass`);
  return page;
}

test.describe.configure({ mode: 'serial' });

let own: OwnPortal | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  own = await startOwnPortal(testInfo);
  testInfo.annotations.push({
    type: 'own portal',
    description: `started in ${own.startSeconds.toFixed(1)} s`,
  });
  console.log(`pass-season-rollover: own portal started in ${own.startSeconds.toFixed(1)} s`);
});

test.afterAll(async () => {
  const started = Date.now();
  await own?.stop();
  console.log(`pass-season-rollover: own portal stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The worker's portal, which the later suites read, still has its season current: none has ended there.
  const { urls } = readPortalInfo();
  const answer = (await (await fetch(`${urls.api}/v1/menapass/seasons`)).json()) as { data: RewardSeason[] };
  expect(answer.data.filter((season) => season.status === 'ended')).toEqual([]);
  expect(answer.data.filter((season) => season.status === 'current')).toHaveLength(1);
});

for (const [index, locale] of (['en', 'ar'] as const satisfies readonly Locale[]).entries()) {
  test(`an organizer creates the next season; once its first day comes it is the pass's season, and the one before has ended (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const shell = own!.info.urls.shell;
    const before = (await seasons(request)).find((season) => season.status === 'current');
    expect(before, 'a current season').toBeTruthy();

    const organizer = await newPage(browser, locale);
    await signInAs(organizer, 'Organizer#STAFF', { returnTo: '/staff/pass' });
    const xp = 300;
    const member = await passMember(browser, locale, { shell, organizerToken: await tokenOf(organizer), xp });
    await expect(member.getByTestId('pass-season')).toContainText(before!.name[locale]);

    // The organizer creates the next season on the desk: first day after today (the English test's) or the day after.
    const suffix = uniqueSuffix();
    const name = { en: `Season E2E ${suffix}`, ar: `موسم تجريبي ${suffix}` };
    const form = organizer.getByRole('form', { name: text.form });
    await form.getByLabel(text.nameEn, { exact: true }).fill(name.en);
    await form.getByLabel(text.nameAr, { exact: true }).fill(name.ar);
    await form.getByLabel(text.startsOn, { exact: true }).fill(dayFromToday(index + 1));
    await form.getByLabel(text.endsOn, { exact: true }).fill(dayFromToday(index + 60));
    await form.getByRole('button', { name: text.create, exact: true }).click();
    await expect(toaster(organizer)).toContainText(text.created(name.en));
    const upcoming = (await seasons(request)).find((season) => season.status === 'upcoming');
    expect(upcoming?.name).toEqual(name);
    await organizer.context().close();

    // The API's clock passes its first day: the periodic pass (every 2 s) starts it, as Start on the desk would.
    await moveApiClock(request, Date.parse(upcoming!.startsAt) - Date.now() + 60_000);
    await expect
      .poll(async () => (await seasons(request)).find((season) => season.id === upcoming!.id)?.status, {
        timeout: 15_000,
      })
      .toBe('current');
    expect((await seasons(request)).find((season) => season.id === before!.id)?.status).toBe('ended');

    // The member's pass shows the new season, and the one before as their last season.
    await member.reload();
    await expect(member.getByTestId('pass-season')).toContainText(name[locale]);
    const lastSeason = member.getByTestId('pass-last-season');
    await expect(lastSeason).toContainText(text.lastSeason(before!.name[locale]));
    await expect(lastSeason).toContainText(formatNumber(xp, locale));
    await member.context().close();
  });
}
