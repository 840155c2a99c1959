/**
 * Ladder results from the game itself (issue 33), against the real API with the simulated game-data provider, in
 * both languages: two fresh players queue on the seeded "Arena Matchmaking Season", are matched, join the lobby and
 * play the game through the dev lobby (`POST /v1/dev/lobby/{code}/join`, then `.../game-end`, which posts the
 * publisher's game-end callback for the code). Neither reports: the result reaches both panels by itself — the
 * match card goes and the points move (equal points: ±16).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { formatNumber, LOCALES } from '../support/arena-ui';
import {
  api,
  findTournament,
  newPlayer,
  points,
  registerThroughApi,
  toaster,
  type LadderPlayer,
} from '../support/ladder';

const TEXT = {
  en: {
    panel: 'Matchmaking',
    join: 'Join Queue',
    searching: 'Started searching',
    matchFound: 'Match found!',
    match: 'Current Match',
    copyCode: 'Copy tournament code',
    submit: 'Submit Result',
  },
  ar: {
    panel: 'المطابقة',
    join: 'انضم إلى قائمة الانتظار',
    searching: 'بدأ البحث',
    matchFound: 'تم العثور على مباراة!',
    match: 'المباراة الحالية',
    copyCode: 'نسخ رمز البطولة',
    submit: 'أرسل النتيجة',
  },
} as const;

function panel(page: Page, locale: Locale): Locator {
  return page.getByRole('region', { name: TEXT[locale].panel, exact: true });
}

/** Both players join the queue and see the match found; the match's tournament code. */
async function queueAndMatch(locale: Locale, a: LadderPlayer, b: LadderPlayer): Promise<string> {
  const text = TEXT[locale];
  for (const player of [a, b]) {
    await panel(player.page, locale).getByRole('button', { name: text.join }).click();
    await expect(toaster(player.page).getByText(text.searching)).toBeVisible();
  }
  for (const player of [a, b]) {
    await expect(toaster(player.page).getByText(text.matchFound)).toBeVisible({ timeout: 20_000 });
  }
  const code = a.page
    .getByRole('region', { name: text.match })
    .getByRole('button', { name: new RegExp(`^${text.copyCode}`) });
  const tournamentCode = ((await code.textContent()) ?? '').trim();
  expect(tournamentCode).toBeTruthy();
  return tournamentCode;
}

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test(`a ladder match settled by its game, without reports (${locale})`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const text = TEXT[locale];
    const ladder = await findTournament(request, 'Arena Matchmaking Season');
    const path = `/tournaments/${ladder.id}`;
    const a = await newPlayer(browser, locale, path, { namePrefix: 'Gm' });
    const b = await newPlayer(browser, locale, path, { namePrefix: 'Gm' });
    try {
      await registerThroughApi(request, ladder, [a, b]);
      for (const player of [a, b]) {
        await player.page.reload();
        await expect(points(player.page)).toHaveText(formatNumber(1000, locale));
      }
      const code = await queueAndMatch(locale, a, b);
      for (const player of [a, b]) {
        await expect(
          player.page.getByRole('region', { name: text.match }).getByRole('button', { name: text.submit }),
        ).toBeVisible();
      }

      // Both join the simulated lobby, and the game is played: the publisher's callback settles the match.
      const lobby = `/v1/dev/lobby/${encodeURIComponent(code)}`;
      for (const player of [a, b]) {
        const joined = await api(request, 'POST', `${lobby}/join`, { token: player.token });
        expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      }
      const ended = await api<{ data: { status: string } }>(request, 'POST', `${lobby}/game-end`, {
        token: a.token,
      });
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
      expect(ended.body.data.status).toBe('verified');

      // Nobody reported: the card goes on both panels and the points move, one up 16, the other down 16.
      for (const player of [a, b]) {
        await expect(player.page.getByRole('region', { name: text.match })).toBeHidden({ timeout: 20_000 });
      }
      const { body } = await api<{ data: { points: number } }>(
        request,
        'GET',
        `/v1/matchmaking/tournaments/${ladder.id}/status`,
        { token: a.token },
      );
      const aWon = body.data.points > 1000;
      await expect(points(a.page)).toHaveText(formatNumber(aWon ? 1016 : 984, locale));
      await expect(points(b.page)).toHaveText(formatNumber(aWon ? 984 : 1016, locale));
      await expect(panel(a.page, locale).getByRole('button', { name: text.join })).toBeVisible();
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
}
