/**
 * Matchmaking ladder (P1 §2 "Matchmaking panel" and "Matchmaking leaderboard page", §4, §5, §8), against the real
 * API, in both languages. Fresh players are made on the sign-in stand-in's "Create a player" form, each in their
 * own browser. The seeded "Arena Matchmaking Season" has its daily queue window open; its registration period
 * ended at its start, so registration happens with the API's clock moved back before it (`POST /v1/dev/clock`,
 * ARENA_TEST_CLOCK=1 in the e2e portal) and, when it goes through the panel, with the browser's clock moved back
 * too (Playwright's `page.clock`). Lobby joins go through `POST /v1/dev/lobby/{code}/join`.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, setLocale, test, type Locale } from '../fixtures';
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
  type ApiTournament,
  type LadderPlayer,
} from '../support/ladder';
import { readPortalInfo } from '../support/portal-info';

const TEXT = {
  en: {
    panel: 'Matchmaking',
    register: 'Register',
    registrationClosed: 'Registration closed when the tournament started; you are not registered for it.',
    join: 'Join Queue',
    leave: 'Leave Queue',
    leaveTitle: 'Leave the queue?',
    leaveMessage: 'You will lose your place in the queue.',
    registered: 'Successfully registered!',
    searching: 'Started searching',
    matchFound: 'Match found!',
    left: 'Successfully left matchmaking queue',
    match: 'Current Match',
    copyCode: (code: string) => `Copy tournament code ${code}`,
    codeCopied: 'Tournament code copied to clipboard!',
    me: 'I won',
    opponentWon: (name: string) => `${name} won`,
    screenshot: 'Screenshot of the result',
    submit: 'Submit Result',
    submitted: 'Match Result Submitted',
    forfeit: 'Leave match',
    forfeitConfirm: 'Leave match',
    forfeitTitle: 'Leave this match?',
    forfeitMessage: 'Leaving the match counts as a loss.',
    forfeited: 'Successfully forfeited the match',
    noShow: 'Claim no-show',
    noShowIn: /^No-show claim available in \d\d:\d\d$/,
    noShowClaimed: 'No-show claimed successfully',
    outside: /^This tournament is only available from .+ to .+ \S+$/,
    leaderboard: 'Leaderboard',
    search: 'Search players',
    yourPosition: 'Your Position',
  },
  ar: {
    panel: 'المطابقة',
    register: 'سجّل الآن',
    registrationClosed: 'أُغلق التسجيل عند انطلاق البطولة، ولم تسجّل فيها.',
    join: 'انضم إلى قائمة الانتظار',
    leave: 'غادر قائمة الانتظار',
    leaveTitle: 'مغادرة قائمة الانتظار؟',
    leaveMessage: 'ستفقد مكانك في قائمة الانتظار.',
    registered: 'تم التسجيل بنجاح!',
    searching: 'بدأ البحث',
    matchFound: 'تم العثور على مباراة!',
    left: 'غادرت قائمة انتظار المطابقة بنجاح',
    match: 'المباراة الحالية',
    copyCode: (code: string) => `نسخ رمز البطولة ${code}`,
    codeCopied: 'تم نسخ رمز البطولة!',
    me: 'أنا فزت',
    opponentWon: (name: string) => `فاز ${name}`,
    screenshot: 'لقطة شاشة للنتيجة',
    submit: 'أرسل النتيجة',
    submitted: 'تم إرسال نتيجة المباراة',
    forfeit: 'مغادرة المباراة',
    forfeitConfirm: 'غادر المباراة',
    forfeitTitle: 'مغادرة هذه المباراة؟',
    forfeitMessage: 'مغادرة المباراة تُحتسب خسارة.',
    forfeited: 'تم الانسحاب من المباراة بنجاح',
    noShow: 'الإبلاغ عن غياب المنافس',
    noShowIn: /^يتاح الإبلاغ عن الغياب بعد \d\d:\d\d$/,
    noShowClaimed: 'تم الإبلاغ عن غياب المنافس بنجاح',
    outside: /^هذه البطولة متاحة فقط من .+ إلى .+ \S+$/,
    leaderboard: 'لوحة الترتيب',
    search: 'ابحث عن لاعبين',
    yourPosition: 'ترتيبك',
  },
} as const;

function panel(page: Page, locale: Locale): Locator {
  return page.getByRole('region', { name: TEXT[locale].panel, exact: true });
}

/**
 * Registers through the panel in the registration period: in a second browser of the player's (same sign-in)
 * whose clock, like the API's, is moved back to an hour before the start. The player's own page keeps the real
 * time for the queue and the match.
 */
async function registerThroughPanel(
  browser: Browser,
  request: APIRequestContext,
  locale: Locale,
  tournament: ApiTournament,
  player: LadderPlayer,
): Promise<void> {
  const text = TEXT[locale];
  const beforeStart = Date.parse(tournament.starting_time) - HOUR;
  const context = await browser.newContext({ storageState: await player.context.storageState() });
  try {
    const page = await context.newPage();
    await setLocale(page, locale);
    await page.clock.install({ time: beforeStart });
    await moveApiClock(request, beforeStart - Date.now(), { holdJobs: true });
    await page.goto(new URL(`/tournaments/${tournament.id}`, readPortalInfo().urls.shell).href);
    const register = panel(page, locale).getByRole('button', { name: text.register });
    await expect(register).toBeEnabled();
    await register.click();
    await expect(toaster(page).getByText(text.registered)).toBeVisible();
    await expect(points(page)).toHaveText(formatNumber(1000, locale));
  } finally {
    await moveApiClock(request, 0);
    await context.close();
  }
}

/** Both players join the queue and both see the match found, with the same tournament code. */
async function queueAndMatch(locale: Locale, a: LadderPlayer, b: LadderPlayer): Promise<string> {
  const text = TEXT[locale];
  for (const player of [a, b]) {
    await panel(player.page, locale).getByRole('button', { name: text.join }).click();
    await expect(toaster(player.page).getByText(text.searching)).toBeVisible();
  }
  await Promise.all(
    [a, b].map((player) =>
      expect(toaster(player.page).getByText(text.matchFound)).toBeVisible({ timeout: 20_000 }),
    ),
  );
  const codes: string[] = [];
  for (const player of [a, b]) {
    const card = player.page.getByRole('region', { name: text.match });
    await expect(card).toBeVisible();
    const code = card.getByRole('button', { name: new RegExp(`^${text.copyCode('').trim()}`) });
    codes.push(((await code.textContent()) ?? '').trim());
  }
  expect(codes[0]).toBeTruthy();
  expect(codes[1]).toBe(codes[0]);
  return codes[0];
}

async function report(locale: Locale, player: LadderPlayer, winner: 'me' | string): Promise<void> {
  const text = TEXT[locale];
  const card = player.page.getByRole('region', { name: text.match });
  const submit = card.getByRole('button', { name: text.submit });
  await expect(submit).toBeDisabled();
  await card.getByRole('radio', { name: winner === 'me' ? text.me : text.opponentWon(winner) }).check();
  await expect(submit).toBeDisabled();
  await card
    .getByLabel(text.screenshot)
    .setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: PNG });
  await submit.click();
  await expect(toaster(player.page).getByText(text.submitted)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test.describe(`matchmaking (${locale})`, () => {
    test('register, queue, match found on both sides, report with screenshots, verified, leaderboard', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const text = TEXT[locale];
      const ladder = await findTournament(request, 'Arena Matchmaking Season');
      const path = `/tournaments/${ladder.id}`;
      const a = await newPlayer(browser, locale, path, { namePrefix: 'Mm' });
      const b = await newPlayer(browser, locale, path, { namePrefix: 'Mm' });
      try {
        // Now, after the start, registration is over: a fresh player sees Register disabled.
        for (const player of [a, b]) {
          const own = panel(player.page, locale);
          await expect(own.getByRole('status')).toHaveText(text.registrationClosed);
          await expect(own.getByRole('button', { name: text.register })).toBeDisabled();
        }
        // Registration, in the registration period (the browser's and the API's clocks moved back before the start).
        for (const player of [a, b]) {
          await registerThroughPanel(browser, request, locale, ladder, player);
          await player.page.reload();
          await expect(panel(player.page, locale).getByRole('button', { name: text.join })).toBeEnabled();
          await expect(points(player.page)).toHaveText(formatNumber(1000, locale));
        }

        const code = await queueAndMatch(locale, a, b);
        await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: readPortalInfo().urls.shell,
        });
        await a.page.getByRole('button', { name: text.copyCode(code) }).click();
        await expect(toaster(a.page).getByText(text.codeCopied)).toBeVisible();

        await report(locale, a, 'me');
        await report(locale, b, a.riotId);

        // Verified: the match card goes, and the points moved (equal points: ±16).
        for (const player of [a, b]) {
          await expect(player.page.getByRole('region', { name: text.match })).toBeHidden({ timeout: 20_000 });
        }
        await expect(points(a.page)).toHaveText(formatNumber(1016, locale));
        await expect(points(b.page)).toHaveText(formatNumber(984, locale));

        // The leaderboard, searched by the winner's game name (case-insensitive), shows the new points.
        await a.page.goto(new URL(`${path}/leaderboard`, readPortalInfo().urls.shell).href);
        await expect(a.page.getByRole('table', { name: text.yourPosition })).toContainText(
          formatNumber(1016, locale),
        );
        await a.page.getByRole('searchbox', { name: text.search }).fill(a.gameName.toUpperCase());
        await a.page.getByRole('searchbox', { name: text.search }).press('Enter');
        await expect(a.page).toHaveURL(new RegExp(`search=${a.gameName.toUpperCase()}`));
        const row = a.page
          .getByRole('table', { name: text.leaderboard })
          .getByRole('row')
          .filter({ hasText: a.riotId });
        await expect(row).toContainText(formatNumber(1016, locale));
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });

    test('forfeit after the confirmation counts as a loss', async ({ browser, request }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const ladder = await findTournament(request, 'Arena Matchmaking Season');
      const path = `/tournaments/${ladder.id}`;
      const a = await newPlayer(browser, locale, path, { namePrefix: 'Mm' });
      const b = await newPlayer(browser, locale, path, { namePrefix: 'Mm' });
      try {
        await registerThroughApi(request, ladder, [a, b]);
        await a.page.reload();
        await b.page.reload();
        await queueAndMatch(locale, a, b);
        await a.page
          .getByRole('region', { name: text.match })
          .getByRole('button', { name: text.forfeit })
          .click();
        const dialog = a.page.getByRole('dialog', { name: text.forfeitTitle });
        await expect(dialog).toContainText(text.forfeitMessage);
        await dialog.getByRole('button', { name: text.forfeitConfirm }).click();
        await expect(toaster(a.page).getByText(text.forfeited)).toBeVisible();
        await expect(a.page.getByRole('region', { name: text.match })).toBeHidden();
        await expect(panel(a.page, locale).getByRole('button', { name: text.join })).toBeVisible();
        await expect(points(a.page)).not.toHaveText(formatNumber(1000, locale));
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });

    test('leaving the queue after the confirmation', async ({ browser, request }) => {
      const text = TEXT[locale];
      const ladder = await findTournament(request, 'Arena Matchmaking Season');
      const a = await newPlayer(browser, locale, `/tournaments/${ladder.id}`, { namePrefix: 'Mm' });
      try {
        await registerThroughApi(request, ladder, [a]);
        await a.page.reload();
        const own = panel(a.page, locale);
        await own.getByRole('button', { name: text.join }).click();
        await expect(toaster(a.page).getByText(text.searching)).toBeVisible();
        await own.getByRole('button', { name: text.leave }).click();
        const dialog = a.page.getByRole('dialog', { name: text.leaveTitle });
        await expect(dialog).toContainText(text.leaveMessage);
        await dialog.getByRole('button', { name: text.leave }).click();
        await expect(toaster(a.page).getByText(text.left)).toBeVisible();
        await expect(own.getByRole('button', { name: text.join })).toBeVisible();
      } finally {
        await a.context.close();
      }
    });

    test('outside the daily window: the message in the viewer’s time zone, and the API refuses', async ({
      browser,
      request,
    }) => {
      const text = TEXT[locale];
      const ladder = await findTournament(request, 'EUW Matchmaking Ladder');
      const a = await newPlayer(browser, locale, `/tournaments/${ladder.id}`, {
        namePrefix: 'Mm',
        region: 'euw1',
      });
      try {
        await registerThroughApi(request, ladder, [a]);
        await a.page.reload();
        const own = panel(a.page, locale);
        await expect(own.getByRole('note')).toHaveText(text.outside);
        await expect(own.getByRole('button', { name: text.join })).toBeDisabled();
        const refusal = await api<{ code: number; details: Record<string, string> }>(
          request,
          'POST',
          `/v1/matchmaking/tournaments/${ladder.id}/search`,
          { token: a.token },
        );
        expect(refusal.status).toBe(403);
        expect(refusal.body.code).toBe(4003);
        expect(refusal.body.details.windowStartUtc).toBeTruthy();
      } finally {
        await a.context.close();
      }
    });

    test('a no-show claim once 15 minutes have passed (the lobby joined by the claimer only)', async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];
      const ladder = await findTournament(request, 'Arena Matchmaking Season');
      const path = `/tournaments/${ladder.id}`;
      const a = await newPlayer(browser, locale, path, { namePrefix: 'Mm' });
      const b = await newPlayer(browser, locale, path, { namePrefix: 'Mm' });
      try {
        await registerThroughApi(request, ladder, [a, b]);
        // The claimer's browser clock can be moved on too (the countdown runs in the browser).
        await a.page.clock.install();
        await a.page.reload();
        await b.page.reload();
        const code = await queueAndMatch(locale, a, b);
        const card = a.page.getByRole('region', { name: text.match });
        await expect(card.getByRole('button', { name: text.noShowIn })).toBeDisabled();
        const joined = await api(request, 'POST', `/v1/dev/lobby/${encodeURIComponent(code)}/join`, {
          token: a.token,
        });
        expect(joined.status, JSON.stringify(joined.body)).toBe(200);

        await moveApiClock(request, 15 * 60_000 + 10_000);
        await a.page.clock.fastForward('15:10');
        const claim = card.getByRole('button', { name: text.noShow });
        await expect(claim).toBeEnabled();
        await claim.click();
        await expect(toaster(a.page).getByText(text.noShowClaimed)).toBeVisible();
        await expect(card).toBeHidden();
        await expect(points(a.page)).toHaveText(formatNumber(1002, locale));
      } finally {
        await moveApiClock(request, 0);
        await a.context.close();
        await b.context.close();
      }
    });
  });
}
