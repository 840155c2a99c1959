/**
 * Ranks from the game (issue 33), against the real API with the simulated provider (each account's solo queue rank
 * and account level drawn from its puuid):
 * - in English, the seeded organizer seeds a checked-in 1vs1 cup of fresh players by rank on its run page: the
 *   players' ranks are read just before, and the table shows each entrant's rank score, highest first, those
 *   without a rank last, in the order the API stored;
 * - in Arabic, a player opens a cup that asks an account level no account has: the overview shows the requirement,
 *   and registering is refused with the requirement named, in Arabic.
 * Breadth (each requirement, team seeds, the publisher down) is in the API's seeding-by-rank.test.ts and the
 * remotes' jest tests.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures';
import { formatNumber, mainHeading } from '../support/arena-ui';
import { HOUR, moveApiClock, toaster } from '../support/ladder';
import { createPlayerToken, newPage, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { apiOk, cancelLeftovers, ORGANIZER, publishedTournament } from '../support/organizer';
import { readPortalInfo } from '../support/portal-info';

const DAY = 24 * HOUR;
const MINUTE = 60_000;
/** More than any simulated account's level (30 to 530): nobody meets it. */
const LEVEL_NOBODY_HAS = 2000;

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

interface Created {
  id: string;
}

/** A published 1vs1 cup made as the organizer, with what publishing needs and `body`. */
async function publishedCup(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Created> {
  return publishedTournament<Created>(request, token, {
    description: { en: 'Seeded by rank.', ar: 'مصنّفة حسب الرتبة.' },
    region: 'me1',
    format: '1vs1',
    structure: { kind: 'single_elimination', thirdPlaceMatch: false },
    skill_level: ['Iron', 'Challenger'],
    ...body,
  });
}

async function organizerToken(page: Page): Promise<string> {
  await signInAs(page, ORGANIZER, { returnTo: '/staff/tournaments' });
  return tokenOf(page);
}

test.describe('seeding by rank and rank requirements', () => {
  test('(en) an organizer seeds a checked-in cup by rank and sees the entrants by rank score', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const name = `Rank Cup ${suffix}`;
    const organizer = await newPage(browser, 'en');
    const token = await organizerToken(organizer);
    const created: string[] = [];
    try {
      const players = await Promise.all(
        [1, 2, 3, 4].map((index) => createPlayerToken(request, { gameName: `Rk${index}${suffix}` })),
      );
      const start = Date.now() - MINUTE;
      const at = (offset: number) => new Date(start + offset).toISOString();
      // In the registration period: the cup is published and the players register.
      await moveApiClock(request, start - 3 * HOUR - Date.now(), { holdJobs: true });
      const cup = await publishedCup(request, token, {
        name: { en: name, ar: `كأس الرتبة ${suffix}` },
        registration_start_time: at(-2 * DAY),
        registration_closed_time: at(-2 * HOUR),
        checking_time: at(-HOUR),
        starting_time: at(0),
        ends_at: at(6 * HOUR),
      });
      created.push(cup.id);
      for (const player of players) {
        await apiOk(request, 'POST', `/v1/tournaments/${cup.id}/register/solo`, { token: player });
      }
      // In check-in, then past the start (the real time): check-in has closed.
      await moveApiClock(request, start - 30 * MINUTE - Date.now(), { holdJobs: true });
      for (const player of players) {
        await apiOk(request, 'POST', `/v1/tournaments/${cup.id}/check-in/solo`, { token: player }, 200);
      }
      await moveApiClock(request, 0);

      await organizer.goto(shellUrl(`/staff/tournaments/${cup.id}/run`));
      await expect(mainHeading(organizer, `Run ${name}`)).toBeVisible();
      const seeding = organizer.getByRole('main').getByRole('region', { name: 'Seeding', exact: true });
      const table = seeding.getByRole('table', { name: 'Checked-in entrants in seed order', exact: true });
      await expect(table.getByRole('rowheader')).toHaveCount(4);
      await expect(table.getByRole('columnheader', { name: 'Rank score', exact: true })).toBeVisible();

      await seeding
        .getByRole('group', { name: 'Seeding method', exact: true })
        .getByRole('button', { name: 'By rank', exact: true })
        .click();
      await expect(
        toaster(organizer).getByText("Seeded by rank: the players' ranks were read from the game first.", {
          exact: true,
        }),
      ).toBeVisible();
      await expect(seeding.getByText(/^Seeded by rank on .+\.$/)).toBeVisible();

      // The order the API stored, with the scores it read: highest first, the unranked last.
      const { data } = await apiOk<{
        data: { method: string; entrants: { name: string; rankScore: number | null }[] };
      }>(request, 'GET', `/v1/admin/tournaments/${cup.id}/entrants`, { token });
      expect(data.method).toBe('rank');
      const scores = data.entrants.map((entrant) => entrant.rankScore ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      await expect(table.getByRole('rowheader')).toHaveText(
        data.entrants.map((entrant) => new RegExp(`^${entrant.name}`)),
      );
      const scoreColumn = 2;
      for (const [index, entrant] of data.entrants.entries()) {
        await expect(
          table
            .getByRole('row')
            .nth(index + 1)
            .getByRole('cell')
            .nth(scoreColumn),
        ).toHaveText(entrant.rankScore === null ? 'Unranked' : formatNumber(entrant.rankScore, 'en'));
      }
    } finally {
      await moveApiClock(request, 0).catch(() => undefined);
      await cancelLeftovers(request, token, created, 'End of the seeding by rank test');
      await organizer.context().close();
    }
  });

  test('(ar) a player reads a cup’s rank requirement and is refused registration, the requirement named in Arabic', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const suffix = uniqueSuffix();
    const organizer = await newPage(browser, 'en');
    const token = await organizerToken(organizer);
    const created: string[] = [];
    try {
      const now = Date.now();
      const at = (offset: number) => new Date(now + offset).toISOString();
      const cup = await publishedCup(request, token, {
        name: { en: `Veterans Cup ${suffix}`, ar: `كأس المحاربين ${suffix}` },
        registration_start_time: at(-HOUR),
        registration_closed_time: at(DAY),
        checking_time: at(DAY + HOUR),
        starting_time: at(DAY + 2 * HOUR),
        ends_at: at(2 * DAY),
        min_account_level: LEVEL_NOBODY_HAS,
      });
      created.push(cup.id);

      const player = await newPage(browser, 'ar');
      const gameName = `Vt${suffix}`;
      const { tagLine } = await signInAsNewPlayer(player, `/tournaments/${cup.id}`, { gameName });
      const requirements = player.getByTestId('rank-requirements');
      await expect(requirements).toHaveText(`أدنى مستوى للحساب: ${formatNumber(LEVEL_NOBODY_HAS, 'ar')}`);

      const button = player.getByTestId('registration-button');
      await expect(button).toHaveText('سجّل الآن');
      await button.click();
      await expect(
        toaster(player).getByText(
          new RegExp(
            `^مستوى حساب ${gameName}#${tagLine} هو [٠-٩٬]+: تتطلب هذه البطولة المستوى ${formatNumber(LEVEL_NOBODY_HAS, 'ar')} أو أعلى\\.$`,
          ),
        ),
      ).toBeVisible();
      await expect(button).toHaveText('سجّل الآن');
      await player.context().close();
    } finally {
      await cancelLeftovers(request, token, created, 'End of the seeding by rank test');
      await organizer.context().close();
    }
  });
});
