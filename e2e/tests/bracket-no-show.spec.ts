/**
 * Bracket no-shows that enforce themselves (issue 33), against the real API with the simulated provider, in both
 * languages. The seeded organizer (`Organizer#STAFF`) makes a four-player cup through the API and starts it (the
 * API's clock moved into its registration and check-in periods, `POST /v1/dev/clock`); one semi-final's first player
 * reads their match (its slot: 15 minutes on, its code shown 5 minutes before), joins its lobby through the dev
 * lobby route, and the clock moves past the deadline (15 minutes after the code was shown): the API's no-show pass
 * forfeits the absent opponent and flags the other semi-final, where nobody joined. On the run page's match desk the
 * organizer sees both and reverses the forfeit with a note; the match is ready again.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { formatNumber, LOCALES, mainHeading } from '../support/arena-ui';
import { HOUR, moveApiClock, toaster } from '../support/ladder';
import { createPlayerToken, tokenOf, uniqueSuffix } from '../support/players';
import { apiOk, cancelLeftovers, organizerPage, publishedTournament } from '../support/organizer';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    runTitle: (name: string) => `Run ${name}`,
    matches: 'Matches',
    semifinals: 'Semifinals',
    match: (number: string) => `Match ${number}`,
    ready: 'Ready',
    completed: 'Completed',
    noShow: 'No-show',
    forfeited: (name: string) => `${name} did not join the lobby in time and lost by forfeit automatically`,
    bothAbsent: 'Both sides absent',
    actions: 'Actions',
    reverse: 'Reverse forfeit',
    note: 'Note',
    reversedToast: 'Forfeit reversed. The match will be played again and both sides were notified.',
    reversed: 'Forfeit reversed',
  },
  ar: {
    runTitle: (name: string) => `إدارة ${name}`,
    matches: 'المباريات',
    semifinals: 'نصف النهائي',
    match: (number: string) => `المباراة ${number}`,
    ready: 'جاهزة',
    completed: 'منتهية',
    noShow: 'عدم حضور',
    forfeited: (name: string) => `لم ينضم ${name} إلى الردهة في الوقت المحدد فخسر بالانسحاب تلقائيًا`,
    bothAbsent: 'غياب الطرفين',
    actions: 'الإجراءات',
    reverse: 'إلغاء الانسحاب',
    note: 'ملاحظة',
    reversedToast: 'أُلغي الانسحاب. ستُلعب المباراة من جديد وأُبلغ الطرفان.',
    reversed: 'أُلغي الانسحاب',
  },
} as const;

const MINUTE = 60_000;
const DAY = 24 * HOUR;

interface DeskMatch {
  id: number;
  round: number;
  number: number;
  status: string;
  noShow: { state: string; absentSide: 1 | 2 | null } | null;
}

interface PlayerStatus {
  currentMatch: {
    id: number;
    tournament_code: string | null;
    player1: { gameName: string } | null;
    player2: { gameName: string } | null;
  } | null;
}

const shellUrl = (path: string) => new URL(path, readPortalInfo().urls.shell).href;

const statusOf = (request: APIRequestContext, tournamentId: string, token: string) =>
  apiOk<{ data: PlayerStatus }>(request, 'GET', `/v1/tournaments/${tournamentId}/player/status`, {
    token,
  }).then((body) => body.data.currentMatch!);

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test(`an organizer sees the no-show pass's forfeit on the match desk and reverses it with a note (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const cupName = { en: `No-show Cup ${suffix}`, ar: `كأس الغياب ${suffix}` };
    const organizer = await organizerPage(browser, locale);
    let tournamentId = '';
    const token = await tokenOf(organizer);
    try {
      const names = [1, 2, 3, 4].map((index) => `NS${index}${suffix}`);
      const players = await Promise.all(names.map((gameName) => createPlayerToken(request, { gameName })));

      // Check-in closed a minute ago; created, published, registered and checked in with the clock moved back.
      const start = Date.now() - MINUTE;
      const at = (offset: number) => new Date(start + offset).toISOString();
      await moveApiClock(request, start - 3 * HOUR - Date.now(), { holdJobs: true });
      const cup = await publishedTournament(request, token, {
        name: cupName,
        description: { en: 'Be in the lobby.', ar: 'كن في الردهة.' },
        region: 'me1',
        format: '1vs1',
        structure: { kind: 'single_elimination', thirdPlaceMatch: false },
        skill_level: ['Gold'],
        registration_start_time: at(-2 * DAY),
        registration_closed_time: at(-2 * HOUR),
        checking_time: at(-HOUR),
        starting_time: at(0),
        ends_at: at(6 * HOUR),
        prize_pool: { currency: 'USD', places: [] },
      });
      tournamentId = cup.id;
      for (const player of players) {
        await apiOk(request, 'POST', `/v1/tournaments/${cup.id}/register/solo`, { token: player });
      }
      await moveApiClock(request, start - 30 * MINUTE - Date.now(), { holdJobs: true });
      for (const player of players) {
        await apiOk(request, 'POST', `/v1/tournaments/${cup.id}/check-in/solo`, { token: player }, 200);
      }
      await moveApiClock(request, 0, { holdJobs: true });
      await apiOk(request, 'POST', `/v1/admin/tournaments/${cup.id}/start`, { token }, 200);

      // The first player's semi-final and the other one get their slots (15 minutes on) as their players read them.
      const first = await statusOf(request, cup.id, players[0]!);
      const other = players.find((_, index) => index > 0 && index !== names.indexOf(opponentOf(first)))!;
      const otherMatch = await statusOf(request, cup.id, other);
      // The code shows 5 minutes before the slot: the first player joins the lobby, nobody else does.
      await moveApiClock(request, 11 * MINUTE, { holdJobs: true });
      const revealed = await statusOf(request, cup.id, players[0]!);
      expect(revealed.tournament_code).toBeTruthy();
      await apiOk(
        request,
        'POST',
        `/v1/dev/lobby/${revealed.tournament_code}/join`,
        { token: players[0]! },
        200,
      );

      // 15 minutes after the code was shown the pass (every 5 s) decides both semi-finals.
      await moveApiClock(request, 26 * MINUTE);
      const desk = async () =>
        (
          await apiOk<{ data: DeskMatch[] }>(request, 'GET', `/v1/admin/tournaments/${cup.id}/matches`, {
            token,
          })
        ).data;
      await expect
        .poll(async () => (await desk()).map((match) => match.noShow?.state ?? null).sort(), {
          timeout: 20_000,
        })
        .toEqual(['bothAbsent', 'forfeited', null]);
      const matches = await desk();
      const forfeited = matches.find((match) => match.id === first.id)!;
      const flagged = matches.find((match) => match.id === otherMatch.id)!;

      // The organizer's match desk: the forfeit and the flag, in words.
      await organizer.goto(shellUrl(`/staff/tournaments/${cup.id}/run`));
      await expect(mainHeading(organizer, text.runTitle(cupName[locale]))).toBeVisible();
      const semis = organizer
        .getByRole('main')
        .getByRole('region', { name: text.matches, exact: true })
        .getByRole('list', { name: text.semifinals, exact: true });
      const card = semis.getByRole('listitem', { name: text.match(formatNumber(forfeited.number, locale)) });
      const flaggedCard = semis.getByRole('listitem', {
        name: text.match(formatNumber(flagged.number, locale)),
      });
      await expect(card.getByText(text.completed, { exact: true })).toBeVisible();
      await expect(card.getByText(text.noShow, { exact: true })).toBeVisible();
      await expect(card.getByText(text.forfeited(opponentOf(first)))).toBeVisible();
      await expect(flaggedCard.getByText(text.bothAbsent, { exact: true })).toBeVisible();
      await expect(flaggedCard.getByText(text.ready, { exact: true })).toBeVisible();

      // Reverse forfeit, with a note: the match is ready again.
      await card.getByRole('button', { name: new RegExp(`^${text.actions}`) }).click();
      await organizer.getByRole('menuitem', { name: text.reverse, exact: true }).click();
      const dialog = organizer.getByRole('dialog');
      await dialog.getByLabel(text.note, { exact: true }).fill('The lobby events came late: play it again.');
      await dialog.getByRole('button', { name: text.reverse, exact: true }).click();
      await expect(toaster(organizer).getByText(text.reversedToast, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(text.reversed, { exact: true })).toBeVisible();
      await expect(card.getByText(text.ready, { exact: true })).toBeVisible();
    } finally {
      await moveApiClock(request, 0);
      if (tournamentId) await cancelLeftovers(request, token, [tournamentId], 'End of the no-show test');
      await organizer.context().close();
    }
  });
}

/** The game name of the first player's opponent in their current match. */
function opponentOf(match: NonNullable<PlayerStatus['currentMatch']>): string {
  return match.player1?.gameName.startsWith('NS1') ? match.player2!.gameName : match.player1!.gameName;
}
