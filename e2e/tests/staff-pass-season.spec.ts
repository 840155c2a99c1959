/**
 * The pass season desk (issue 31, /staff/pass), against the real API, in both languages: the seeded organizer
 * (`Organizer#STAFF`) edits the level 1 mission's English and Arabic names and its XP in the desk's dialog; a pass
 * member's /mena-pass shows the new name, in their language, and the new XP. The organizer then puts the original
 * values back through the same dialog, and the API answers the mission exactly as seeded (other suites read the
 * seeded missions); should the test stop half way, the original is put back through the API.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInAs, test, type Locale } from '../fixtures';
import { apiGet, formatNumber, LOCALES, mainHeading } from '../support/arena-ui';
import { api, toaster } from '../support/ladder';
import { newPage, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    title: 'Pass',
    missions: 'Pass missions',
    editMission: (name: string) => `Edit the level 1 mission: ${name}`,
    dialogTitle: 'Edit the level 1 mission',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    xpReward: 'XP reward',
    save: 'Save',
    saved: 'Mission saved. The pass shows it now.',
    stripLabel: 'Pass levels, scroll to see all',
    missionXp: (xp: number) => `+${formatNumber(xp, 'en')} XP`,
  },
  ar: {
    title: 'الباس',
    missions: 'مهام الباس',
    editMission: (name: string) => `تعديل مهمة المستوى ${formatNumber(1, 'ar')}: ${name}`,
    dialogTitle: `تعديل مهمة المستوى ${formatNumber(1, 'ar')}`,
    nameEn: 'الاسم (الإنجليزية)',
    nameAr: 'الاسم (العربية)',
    xpReward: 'مكافأة نقاط الخبرة',
    save: 'حفظ',
    saved: 'حُفظت المهمة، ويعرضها الباس الآن.',
    stripLabel: 'مستويات الباس، مرّر لرؤيتها كلها',
    missionXp: (xp: number) => `+${formatNumber(xp, 'ar')} نقطة خبرة`,
  },
} as const;

interface StaffMission {
  id: string;
  level: number;
  position: number;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  requirements: Record<Locale, string>;
  target: number;
  xpReward: number;
  rewardType: string;
  reward: number | null;
  completions: number;
}

/** The level 1 mission (the first), as the desk reads it. */
async function firstMission(request: APIRequestContext, token: string): Promise<StaffMission> {
  const { data } = await apiGet<{ data: { missions: StaffMission[] } }>(
    request,
    '/v1/admin/pass/season',
    token,
  );
  const mission = data.missions.find((candidate) => candidate.level === 1 && candidate.position === 0);
  expect(mission, 'the seed has a level 1 mission').toBeTruthy();
  return mission!;
}

/** Saves the mission's editable fields as `mission` has them, through the API. */
async function putMission(request: APIRequestContext, token: string, mission: StaffMission): Promise<void> {
  const { urls } = readPortalInfo();
  const { name, description, requirements, target, xpReward, rewardType, reward } = mission;
  const response = await request.fetch(`${urls.api}/v1/admin/pass/missions/${mission.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    data: { name, description, requirements, target, xpReward, rewardType, reward },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Edits the mission shown as `shownName` on the desk: its two names and its XP, saved with the toast. */
async function editMission(
  page: Page,
  locale: Locale,
  shownName: string,
  values: { en: string; ar: string; xp: number },
): Promise<void> {
  const text = TEXT[locale];
  const table = page.getByRole('table', { name: text.missions });
  await table.getByRole('button', { name: text.editMission(shownName), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(text.nameAr, { exact: true })).toHaveAttribute('dir', 'rtl');
  await dialog.getByLabel(text.nameEn, { exact: true }).fill(values.en);
  await dialog.getByLabel(text.nameAr, { exact: true }).fill(values.ar);
  await dialog.getByLabel(text.xpReward, { exact: true }).fill(String(values.xp));
  await dialog.getByRole('button', { name: text.save, exact: true }).click();
  await expect(toaster(page)).toContainText(text.saved);
  await expect(dialog).toBeHidden();
  await expect(
    table.getByRole('button', { name: text.editMission(values[locale]), exact: true }),
  ).toBeVisible();
}

async function organizerPage(browser: Browser, locale: Locale): Promise<Page> {
  const page = await newPage(browser, locale);
  await signInAs(page, 'Organizer#STAFF', { returnTo: '/staff/pass' });
  return page;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of LOCALES) {
  test.describe(`the pass season desk (${locale})`, () => {
    test("an organizer renames a mission in both languages and changes its XP; the player's pass shows it; the original comes back", async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const text = TEXT[locale];
      const organizer = await organizerPage(browser, locale);
      const organizerToken = await tokenOf(organizer);
      const original = await firstMission(request, organizerToken);
      let restored = false;
      try {
        await expect(mainHeading(organizer, text.title)).toBeVisible();
        const suffix = uniqueSuffix();
        const edited = {
          en: `E2E mission ${suffix}`,
          ar: `مهمة تجريبية ${suffix}`,
          xp: original.xpReward === 450 ? 400 : 450,
        };
        await editMission(organizer, locale, original.name[locale], edited);
        expect(await firstMission(request, organizerToken)).toEqual({
          ...original,
          name: { en: edited.en, ar: edited.ar },
          xpReward: edited.xp,
        });

        // A pass member sees the new name in their language, and the new XP, on the level they work toward.
        const player = await newPage(browser, locale);
        await signInAsNewPlayer(player, '/mena-pass', { gameName: `Ps${uniqueSuffix()}` });
        const token = await tokenOf(player);
        expect((await api(request, 'POST', '/v1/menapass/register', { token })).status).toBe(200);
        await player.goto('/mena-pass');
        const card = player.getByRole('list', { name: text.stripLabel }).locator(':scope > [data-level="1"]');
        const missionButton = card.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(edited[locale])}`),
        });
        await expect(missionButton).toBeVisible();
        await expect(missionButton).toContainText(text.missionXp(edited.xp));
        const otherLanguage = locale === 'en' ? 'ar' : 'en';
        await expect(card.getByText(edited[otherLanguage])).toHaveCount(0);
        await player.context().close();

        // The organizer puts the original back through the desk: the API answers the seeded mission again.
        await editMission(organizer, locale, edited[locale], {
          en: original.name.en,
          ar: original.name.ar,
          xp: original.xpReward,
        });
        expect(await firstMission(request, organizerToken)).toEqual(original);
        restored = true;
      } finally {
        if (!restored) await putMission(request, organizerToken, original);
        await organizer.context().close();
      }
    });
  });
}
