/**
 * Bracket page (P1 §2 "Bracket page", §9 default frame height 850) against the real API and its embed host, in
 * both languages: a live seeded tournament shows its bracket in a frame loaded from the API's origin, with the
 * participants drawn inside it; the frame's height follows the host's resize messages and ignores messages from
 * anywhere else; a tournament that has not begun shows the not-started message.
 *
 * Seeded tournaments (api/src/seed/tournaments.ts, dates relative to the seed): Nile Legends Cup is a live double
 * elimination with results; Sands of Valor a live swiss stage leading to a playoff; Levant Masters is in its
 * check-in phase.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { LOCALES } from '../support/arena-ui';
import { findTournament } from '../support/ladder';

interface ApiTournament {
  id: string;
  name: { en: string; ar?: string };
  description: { en: string; ar?: string };
}

const TEXT = {
  en: {
    heading: 'Bracket',
    main: 'Main Bracket',
    swiss: 'Swiss Bracket',
    nextMain: 'Next Main Bracket',
    frameLabel: (title: string, name: string) => `${title}: ${name}`,
    notStarted: 'The bracket is available when the tournament begins',
    /** The viewer's label of the winners bracket's first round (a double elimination). */
    roundOne: 'WB Round 1',
  },
  ar: {
    heading: 'جدول البطولة',
    main: 'الجدول الرئيسي',
    swiss: 'الجدول السويسري',
    nextMain: 'الجدول الرئيسي التالي',
    frameLabel: (title: string, name: string) => `${title}: ${name}`,
    notStarted: 'يتوفر جدول البطولة عند بدء البطولة',
    roundOne: 'جولة الفائزين ١',
  },
} as const;

const DEFAULT_HEIGHT = 850;

/** A seeded tournament by name (all of the list's pages: suites of the worker may have made newer ones). */
const tournamentNamed = (page: Page, english: string): Promise<ApiTournament> =>
  findTournament<ApiTournament>(page.request, english);

const nameIn = (tournament: ApiTournament, locale: Locale) =>
  (locale === 'ar' ? tournament.name.ar : undefined) ?? tournament.name.en;

/** The participant names of a stage, as the host draws them (read from the same API the page uses). */
async function participantNames(page: Page, apiUrl: string, tournamentId: string): Promise<string[]> {
  const response = await page.request.get(`${apiUrl}/embed/brackets/${tournamentId}?lang=en`);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  return [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1]);
}

function frameHeight(frame: Locator): Promise<number> {
  return frame.evaluate((element) => Math.round(element.getBoundingClientRect().height));
}

function rootHeight(inner: FrameLocator): Promise<number> {
  return inner
    .locator('#bracket-root')
    .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
}

for (const locale of LOCALES) {
  test.describe(`bracket page (${locale})`, () => {
    test.beforeEach(async ({ page, setLocale }) => {
      await setLocale(page, locale);
    });

    test('a live tournament: the bracket from the embed host, participants inside, height from the host', async ({
      page,
      portal,
    }) => {
      const tournament = await tournamentNamed(page, 'Nile Legends Cup');
      const text = TEXT[locale];
      await page.goto(`/tournaments/${tournament.id}/bracket`);

      await expect(page.getByRole('heading', { level: 2, name: text.heading, exact: true })).toBeVisible();
      // Banner, name, description (P1 §2 "Bracket page").
      const description =
        (locale === 'ar' ? tournament.description.ar : undefined) ?? tournament.description.en;
      await expect(page.getByText(description, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.main, exact: true })).toBeVisible();
      const frame = page.getByTitle(text.frameLabel(text.main, nameIn(tournament, locale)), { exact: true });
      await expect(frame).toHaveAttribute(
        'src',
        `${portal.urls.api}/embed/brackets/${tournament.id}?stage=main&lang=${locale}`,
      );

      // Loaded from the API's origin, drawn left to right, in the page's language, with every participant.
      const inner = page.frameLocator(
        `iframe[title="${text.frameLabel(text.main, nameIn(tournament, locale))}"]`,
      );
      await expect(inner.locator('html')).toHaveAttribute('lang', locale);
      await expect(inner.locator('html')).toHaveAttribute('dir', 'ltr');
      const embedded = page.frames().find((candidate) => candidate.url().includes('/embed/brackets/'));
      expect(new URL(embedded!.url()).origin).toBe(new URL(portal.urls.api).origin);
      const names = await participantNames(page, portal.urls.api, tournament.id);
      expect(names.length).toBe(6);
      for (const name of names) {
        await expect(inner.locator('.participant .name', { hasText: name }).first()).toBeVisible();
      }
      await expect(inner.getByRole('heading', { name: text.roundOne, exact: true })).toBeAttached();

      // The host reports its height: the frame takes it instead of the default.
      await expect.poll(() => frameHeight(frame)).not.toBe(DEFAULT_HEIGHT);
      const reported = await rootHeight(inner);
      await expect.poll(() => frameHeight(frame)).toBe(reported);

      // It keeps following: the host grows by 600 px, the frame with it. (Chromium pauses the rendering, and with it
      // the ResizeObserver, of cross-origin frames out of view: the frame is brought into view first.)
      await frame.scrollIntoViewIfNeeded();
      await inner.locator('#bracket-root').evaluate((root) => {
        const filler = document.createElement('div');
        filler.style.height = '600px';
        root.append(filler);
      });
      await expect.poll(() => frameHeight(frame)).toBe(reported + 600);
    });

    test('a message posted by another origin does not change the height', async ({ page, portal }) => {
      const tournament = await tournamentNamed(page, 'Nile Legends Cup');
      const text = TEXT[locale];
      // A page that posts a resize message from a sandboxed frame (an opaque origin). The portal's CSP lets frames
      // come from the bracket host only, so it is served at an address there.
      const foreignUrl = `${portal.urls.api}/e2e/foreign-frame`;
      await page.route(foreignUrl, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<script>parent.postMessage({ type: "arena:bracket-resize", height: 7 }, "*")</script>',
        }),
      );
      await page.goto(`/tournaments/${tournament.id}/bracket`);
      const frame = page.getByTitle(text.frameLabel(text.main, nameIn(tournament, locale)), { exact: true });
      await expect.poll(() => frameHeight(frame)).not.toBe(DEFAULT_HEIGHT);
      const before = await frameHeight(frame);

      // The portal page itself (the shell's origin) and a sandboxed frame (an opaque origin) post resize messages.
      const origins = await page.evaluate(
        (foreignSrc) =>
          new Promise<string[]>((resolve) => {
            const seen: string[] = [];
            window.addEventListener('message', (event) => {
              if (event.data?.type !== 'arena:bracket-resize' || event.data.height > 10) return;
              seen.push(event.origin);
              if (seen.length === 2) resolve(seen);
            });
            window.postMessage({ type: 'arena:bracket-resize', height: 5 }, '*');
            const foreign = document.createElement('iframe');
            foreign.setAttribute('sandbox', 'allow-scripts');
            foreign.src = foreignSrc;
            document.body.append(foreign);
          }),
        foreignUrl,
      );
      expect(origins.sort()).toEqual([new URL(page.url()).origin, 'null'].sort());
      await page.waitForTimeout(300);
      expect(await frameHeight(frame)).toBe(before);
    });

    test('a swiss stage and the playoff it leads to: two frames titled by type', async ({ page, portal }) => {
      const tournament = await tournamentNamed(page, 'Sands of Valor');
      const text = TEXT[locale];
      await page.goto(`/tournaments/${tournament.id}/bracket`);
      await expect(page.getByRole('heading', { level: 3, name: text.swiss, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.nextMain, exact: true })).toBeVisible();
      const next = page.getByTitle(text.frameLabel(text.nextMain, nameIn(tournament, locale)), {
        exact: true,
      });
      await expect(next).toHaveAttribute(
        'src',
        `${portal.urls.api}/embed/brackets/${tournament.id}?stage=next&lang=${locale}`,
      );
      const swiss = page.frameLocator(
        `iframe[title="${text.frameLabel(text.swiss, nameIn(tournament, locale))}"]`,
      );
      const [first] = await participantNames(page, portal.urls.api, tournament.id);
      await expect(swiss.locator('.participant .name', { hasText: first }).first()).toBeVisible();
    });

    test('a tournament that has not begun: the not-started message, no frame', async ({ page }) => {
      const tournament = await tournamentNamed(page, 'Levant Masters');
      await page.goto(`/tournaments/${tournament.id}/bracket`);
      await expect(page.getByText(TEXT[locale].notStarted, { exact: true })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
    });
  });
}
