/**
 * Accessibility (issue 28, DESIGN §8 "accessibility 100"): axe-core over the whole route list, in both languages —
 * every public route signed out, a signed-in player's routes and the staff desk as the platform admin — with no
 * serious or critical violation of WCAG 2.x A/AA. One page load per route and language, once the page has drawn
 * its content (network quiet, no loading placeholder left); several tabs of one browser context at a time. A failure
 * names each rule, its impact and the elements that break it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { LOCALES } from '../support/arena-ui';
import {
  ADMIN,
  fill,
  firstTicket,
  PLAYER,
  PUBLIC_ROUTES,
  seededIds,
  SIGNED_IN_ROUTES,
  STAFF_ROUTES,
} from '../support/routes';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA (axe's tags); best practices and AAA are out. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Tabs checked at the same time: axe is CPU-bound, the machine has two cores. */
const PARALLEL_TABS = 3;
const PHONE = { width: 412, height: 823 };

/** Waits until the page has drawn its content: the network quiet and no loading placeholder left. */
async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]:visible').count(), { timeout: 15_000 }).toBe(0);
}

async function expectAccessible(page: Page, path: string, locale: Locale, who: string) {
  await page.goto(path);
  await ready(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const detail = failing
    .map(
      (violation) =>
        `  ${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n'),
    )
    .join('\n');
  test.info().annotations.push({
    type: 'axe',
    description: `${path} ${locale} ${who}: ${failing.length} serious/critical, ${violations.length} in all`,
  });
  expect
    .soft(
      failing.map((violation) => violation.id),
      `axe on ${path} (${locale}, ${who}):\n${detail}`,
    )
    .toEqual([]);
}

/** Checks every path, `PARALLEL_TABS` tabs of `context` at a time. */
async function expectAllAccessible(context: BrowserContext, paths: string[], locale: Locale, who: string) {
  const queue = [...paths];
  const tab = async () => {
    const page = await context.newPage();
    await setLocale(page, locale);
    for (let path = queue.shift(); path; path = queue.shift()) {
      await expectAccessible(page, path, locale, who);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_TABS, queue.length) }, tab));
}

test.use({ viewport: PHONE });

for (const locale of LOCALES) {
  test.describe(`accessibility, ${locale}`, () => {
    test(`public routes, signed out (${locale})`, async ({ context, request }) => {
      test.setTimeout((PUBLIC_ROUTES.length / PARALLEL_TABS) * 30_000);
      const ids = await seededIds(request);
      const paths = PUBLIC_ROUTES.map((route) => fill(route, ids));
      await expectAllAccessible(context, paths, locale, 'signed out');
    });

    test(`account, pass and public routes, signed in (${locale})`, async ({ context, page, request }) => {
      test.setTimeout((SIGNED_IN_ROUTES.length / PARALLEL_TABS) * 30_000 + 30_000);
      const ids = await seededIds(request);
      await setLocale(page, locale);
      await signInAs(page, PLAYER);
      ids.ticket = await firstTicket(request, page);
      const paths = SIGNED_IN_ROUTES.map((route) => fill(route, ids));
      await expectAllAccessible(context, paths, locale, 'signed in');
    });

    test(`staff desk, as the platform admin (${locale})`, async ({ context, page }) => {
      test.setTimeout(STAFF_ROUTES.length * 30_000 + 30_000);
      await setLocale(page, locale);
      await signInAs(page, ADMIN);
      await expectAllAccessible(context, STAFF_ROUTES, locale, 'admin');
    });
  });
}
