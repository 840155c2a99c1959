/**
 * Match box (P1 §2 "Match box", §4, §8, §9) against the real API, in both languages. The seed
 * (api/src/seed/brackets.ts, SEED_MATCH_SLOTS) schedules Desert Falcons' current match in the Nile Legends Cup
 * and Khalid's in Sands of Valor two minutes after seeding, so their tournament codes show at once (from 5 minutes
 * before), and Nour's Sands of Valor match three hours later, so its box counts down. A player copies the code,
 * presses Get Results (the simulated game-data provider answers for the code), sees the success message, and the
 * bracket page draws one more decided match. An organizer attaches a live stream to Nour's match on the match desk
 * (issue 32); Nour's box offers it, asking nothing of YouTube until the click (its answer is made here, so nothing
 * leaves the machine); the stream is removed at the end.
 */
import type { Page, Request } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { readPortalInfo } from '../support/portal-info';
import { findTournament, toaster } from '../support/ladder';
import { tokenOf } from '../support/players';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
}

const TEXT = {
  en: {
    title: 'Your Match',
    versus: 'vs',
    startsIn: 'Starts in',
    scheduledAt: /^Scheduled for /,
    codeLabel: 'Tournament code',
    copyCode: (code: string) => `Copy tournament code ${code}`,
    getResults: 'Get Results',
    copied: 'Tournament code copied to clipboard',
    updated: 'Match results updated successfully',
    menu: 'Match options',
    leaveMatch: 'Leave match',
    callAdmins: 'Call Admins',
    leaveTitle: 'Leave this match?',
    notified: 'Admin support has been notified',
    cancel: 'Cancel',
  },
  ar: {
    title: 'مباراتك',
    versus: 'ضد',
    startsIn: 'تبدأ خلال',
    scheduledAt: /^موعدها /,
    codeLabel: 'رمز البطولة',
    copyCode: (code: string) => `نسخ رمز البطولة ${code}`,
    getResults: 'جلب النتائج',
    copied: 'تم نسخ رمز البطولة',
    updated: 'تم تحديث نتائج المباراة بنجاح',
    menu: 'خيارات المباراة',
    leaveMatch: 'مغادرة المباراة',
    callAdmins: 'استدعاء المشرفين',
    leaveTitle: 'هل تريد مغادرة هذه المباراة؟',
    notified: 'تم إبلاغ فريق الدعم من المشرفين',
    cancel: 'إلغاء',
  },
} as const;

/** A match's live stream (issue 32): what the desk and the box say, in each language. */
const STREAM = {
  en: {
    deskButton: /^Live stream of .*: (Nour vs Hamza|Hamza vs Nour)$/,
    dialog: /^Live stream: /,
    address: 'Stream address',
    save: 'Save stream',
    saved: "Stream saved. The match's players see it in their match box.",
    section: 'Live stream of this match',
    load: 'Load the stream',
    notice: 'Loading the stream shows content from YouTube, which may set its own cookies.',
  },
  ar: {
    deskButton: /^البث المباشر: .*: (Nour ضد Hamza|Hamza ضد Nour)$/,
    dialog: /^البث المباشر: /,
    address: 'عنوان البث',
    save: 'حفظ البث',
    saved: 'تم حفظ البث. يراه لاعبو المباراة في صندوق مباراتهم.',
    section: 'البث المباشر لهذه المباراة',
    load: 'تشغيل البث',
    notice: 'يعرض تشغيل البث محتوى من YouTube، وقد يضع ملفات تعريف الارتباط الخاصة به.',
  },
} as const;
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const STREAM_HOSTS =
  /(^|\.)(twitch\.tv|ttvnw\.net|jtvnw\.net|youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

/** Who plays the soon match in each language (both seeded two minutes after the seed). */
const SOON = {
  en: {
    tournament: 'Nile Legends Cup',
    player: 'Falcon#MENA',
    sides: ['Desert Falcons', 'Nile Pharaohs'],
  },
  ar: { tournament: 'Sands of Valor', player: 'Khalid#JED', sides: ['Khalid', 'Tariq'] },
} as const;

/** A seeded tournament by name (all of the list's pages: suites of the worker may have made newer ones). */
const tournamentNamed = (page: Page, english: string): Promise<ApiTournament> =>
  findTournament<ApiTournament>(page.request, english);

function toast(page: Page, text: string) {
  return page.getByTestId('toaster').getByText(text, { exact: true });
}

/** How many matches the embedded bracket draws with a winner. */
async function decidedMatches(page: Page, tournamentId: string): Promise<number> {
  await page.goto(`/tournaments/${tournamentId}/bracket`);
  const inner = page.frameLocator('iframe[src*="/embed/brackets/"]').first();
  await expect(inner.locator('.participant').first()).toBeVisible();
  return inner.locator('.participant.win').count();
}

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  test.describe(`match box (${locale})`, () => {
    test.beforeEach(async ({ page, setLocale }) => {
      await setLocale(page, locale);
    });

    test('the code shows 5 minutes before; copy it, Get Results, and the bracket has the result', async ({
      page,
    }) => {
      const text = TEXT[locale];
      const soon = SOON[locale];
      const tournament = await tournamentNamed(page, soon.tournament);
      const pagePath = `/tournaments/${tournament.id}`;
      await signInAs(page, soon.player, { returnTo: pagePath });

      const before = await decidedMatches(page, tournament.id);
      await page.goto(pagePath);
      const box = page.getByRole('region', { name: text.title });
      await expect(box).toBeVisible();
      await expect(box.getByText(soon.sides[0], { exact: true })).toBeVisible();
      await expect(box.getByText(soon.sides[1], { exact: true })).toBeVisible();
      await expect(box.getByText(text.codeLabel, { exact: true })).toBeVisible();
      await expect(box.getByRole('timer')).toHaveCount(0);

      // The code, in the platform's shape; a click copies it.
      const codeButton = box.getByRole('button', { name: /MENA-/ });
      const code = (await codeButton.textContent())!.trim();
      expect(code).toMatch(/^MENA-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await expect(codeButton).toHaveAccessibleName(text.copyCode(code));
      const { urls } = readPortalInfo();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(urls.shell).origin,
      });
      await codeButton.click();
      await expect(toast(page, text.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // The menu: Leave match only confirms; Call Admins only says admins were notified.
      await box.getByRole('button', { name: text.menu }).click();
      await page.getByRole('menuitem', { name: text.callAdmins }).click();
      await expect(toast(page, text.notified)).toBeVisible();
      await box.getByRole('button', { name: text.menu }).click();
      await page.getByRole('menuitem', { name: text.leaveMatch }).click();
      const dialog = page.getByRole('dialog', { name: text.leaveTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();

      // Get Results: the result is verified by the code and recorded.
      await box.getByRole('button', { name: text.getResults, exact: true }).click();
      await expect(toast(page, text.updated)).toBeVisible();
      await expect(box.getByRole('button', { name: text.copyCode(code) })).toHaveCount(0);

      expect(await decidedMatches(page, tournament.id)).toBe(before + 1);
    });

    test('a later match counts down and shows its local time, without a code', async ({ page }) => {
      const text = TEXT[locale];
      const tournament = await tournamentNamed(page, 'Sands of Valor');
      await signInAs(page, 'Nour#JOR', { returnTo: `/tournaments/${tournament.id}` });
      const box = page.getByRole('region', { name: text.title });
      await expect(box).toBeVisible();
      await expect(box.getByText('Hamza', { exact: true })).toBeVisible();
      await expect(box.getByText(text.startsIn, { exact: true })).toBeVisible();
      const timer = box.getByRole('timer');
      const first = await timer.textContent();
      await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
      await expect(box.getByText(text.scheduledAt)).toBeVisible();
      await expect(box.getByText(text.codeLabel, { exact: true })).toHaveCount(0);
      await expect(box.getByRole('button', { name: text.getResults })).toHaveCount(0);
    });

    test("an organizer adds a stream on the match desk; the player's box loads it only on the click", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(60_000);
      const text = { ...TEXT[locale], ...STREAM[locale] };
      const tournament = await tournamentNamed(page, 'Sands of Valor');
      const organizer = await (await browser.newContext()).newPage();
      let token = '';
      let matchId: string | null = null;
      try {
        await setLocale(organizer, locale);
        await signInAs(organizer, 'Organizer#STAFF', { returnTo: `/staff/tournaments/${tournament.id}/run` });
        token = await tokenOf(organizer);
        await organizer.getByRole('button', { name: text.deskButton }).click();
        const dialog = organizer.getByRole('dialog', { name: text.dialog });
        await dialog.getByRole('textbox', { name: text.address }).fill(VIDEO);
        const saved = organizer.waitForResponse((answer) =>
          /\/v1\/admin\/matches\/\d+\/stream$/.test(answer.url()),
        );
        await dialog.getByRole('button', { name: text.save, exact: true }).click();
        matchId = /matches\/(\d+)\/stream/.exec((await saved).url())![1]!;
        await expect(toaster(organizer).getByText(text.saved)).toBeVisible();

        const streamRequests: string[] = [];
        page.on('request', (sent: Request) => {
          if (STREAM_HOSTS.test(new URL(sent.url()).hostname)) streamRequests.push(sent.url());
        });
        await page.route('https://www.youtube-nocookie.com/**', (route) =>
          route.fulfill({ body: '<html></html>', contentType: 'text/html' }),
        );
        await signInAs(page, 'Nour#JOR', { returnTo: `/tournaments/${tournament.id}` });
        const box = page.getByRole('region', { name: text.title });
        const stream = box.getByRole('region', { name: text.section });
        await expect(stream.getByText(text.notice)).toBeVisible();
        await expect(stream.locator('iframe')).toHaveCount(0);
        expect(streamRequests, 'nothing asked of Twitch or YouTube before the click').toEqual([]);

        await stream.getByRole('button', { name: text.load, exact: true }).click();
        await expect(stream.locator('iframe')).toHaveAttribute('src', PLAYER);
        await expect.poll(() => streamRequests).toContain(PLAYER);
      } finally {
        // The seeded match goes back to having no stream.
        if (token && matchId) {
          const cleared = await request.fetch(
            `${readPortalInfo().urls.api}/v1/admin/matches/${matchId}/stream`,
            {
              method: 'PUT',
              headers: { Authorization: `Bearer ${token}` },
              data: { stream_url: null },
            },
          );
          expect(cleared.status()).toBe(200);
        }
        await organizer.context().close();
      }
    });
  });
}
