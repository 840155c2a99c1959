/**
 * Layout shift (issue 14, DESIGN §8): cumulative layout shift ≤ 0.02 on every route of the portal, in both
 * languages, public routes signed out and account/pass routes signed in. Measured in the page with a
 * PerformanceObserver (buffered `layout-shift` entries without recent input), from the first byte of the load until
 * the page has drawn its content and the network has been quiet for a while; CLS is the largest session window
 * (gaps under 1 s, windows up to 5 s), as browsers and Lighthouse count it. A failure names the elements that moved.
 *
 * Layout shift does not depend on the machine's speed, so this suite holds the budget in CI. The viewport is
 * Lighthouse's mobile one (412×823), where most visitors are and where the page is longest.
 */
import type { Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { apiGet, LOCALES } from '../support/arena-ui';

const CLS_BUDGET = 0.02;
const MOBILE = { width: 412, height: 823 };
/** How long the page must stay without a new shift after its content is in, before the sum is read. */
const SETTLE_MS = 1500;

/** Routes anyone can open (DESIGN §3): the shell's pages and every remote's public pages. */
const PUBLIC_ROUTES = [
  '/',
  '/tournaments',
  '/tournaments/{tournament}',
  '/tournaments/{tournament}/bracket',
  '/tournaments/{tournament}/teams',
  '/tournaments/{tournament}/schedule',
  '/tournaments/{tournament}/faqs',
  '/news',
  '/news/{post}',
  '/loyalty-leaderboard',
  '/mena-pass',
  '/landing',
  '/privacy-policy',
  '/terms-of-use',
  '/faq',
  '/changelog',
  '/bug-report',
  '/translations',
  '/coming-soon',
  '/no-such-page',
];

/** Routes of a signed-in player: the account pages, the reward pass and the home page with the bell and avatar. */
const SIGNED_IN_ROUTES = [
  '/',
  '/mena-pass',
  '/account',
  '/account/settings',
  '/account/teams',
  '/account/tournaments',
  '/account/notifications',
  '/account/payments',
  '/account/rewards',
  '/account/tickets',
  '/tournaments',
];

const PLAYER = 'Falcon#MENA';

interface ShiftReport {
  cls: number;
  total: number;
  shifts: { value: number; at: number; sources: string[] }[];
}

/** Installed before any script of the page: records every layout shift of this document with what moved. */
function observeLayoutShifts() {
  type Shift = { value: number; at: number; sources: string[] };
  const shifts: Shift[] = [];
  const describe = (node: Node | null | undefined): string => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(gone)';
    const parts: string[] = [];
    let element: Element | null = node;
    while (element && parts.length < 4) {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const cls = typeof element.className === 'string' ? element.className.split(/\s+/)[0] : '';
      parts.unshift(
        `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${!id && cls ? `.${cls}` : ''}`,
      );
      if (id) break;
      element = element.parentElement;
    }
    return parts.join(' > ');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} (${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, h ${Math.round(
              source.previousRect.height,
            )}→${Math.round(source.currentRect.height)})`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  (window as unknown as { __arenaShifts: Shift[] }).__arenaShifts = shifts;
}

/** The largest session window of shifts (gap < 1 s, window ≤ 5 s): the CLS of web-vitals and Lighthouse. */
async function readShifts(page: Page): Promise<ShiftReport> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __arenaShifts: ShiftReport['shifts'] }).__arenaShifts ?? [],
  );
  let cls = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last < 1000 && shift.at - first < 5000) {
      window += shift.value;
    } else {
      window = shift.value;
      first = shift.at;
    }
    last = shift.at;
    cls = Math.max(cls, window);
  }
  return { cls, total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Waits until the page has drawn its content: the network quiet, no loading placeholder left, no new shift. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]:visible').count(), { timeout: 15_000 }).toBe(0);
  let count = -1;
  for (let i = 0; i < 10; i += 1) {
    await page.waitForTimeout(SETTLE_MS);
    const now = await page.evaluate(
      () => (window as unknown as { __arenaShifts: unknown[] }).__arenaShifts.length,
    );
    if (now === count) return;
    count = now;
  }
}

async function seededIds(request: Parameters<typeof apiGet>[0]) {
  const tournaments = await apiGet<{ data: { id: string }[] }>(request, '/v1/tournaments?limit=1');
  const posts = await apiGet<{ data: { id: string }[] }>(request, '/v1/posts?limit=1');
  const tournament = tournaments.data[0]?.id;
  const post = posts.data[0]?.id;
  expect(tournament, 'a seeded tournament').toBeTruthy();
  expect(post, 'a seeded news post').toBeTruthy();
  return { tournament: tournament!, post: post! };
}

function fill(route: string, ids: { tournament: string; post: string }): string {
  return route.replace('{tournament}', ids.tournament).replace('{post}', ids.post);
}

async function expectStable(page: Page, path: string, locale: Locale, who: string) {
  await page.goto(path);
  await settle(page);
  const report = await readShifts(page);
  const detail = report.shifts
    .map(
      (shift) =>
        `  ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join('; ') || '(no source)'}`,
    )
    .join('\n');
  test.info().annotations.push({
    type: 'cls',
    description: `${path} ${locale} ${who}: ${report.cls.toFixed(4)} (all shifts ${report.total.toFixed(4)})`,
  });
  expect
    .soft(report.cls, `CLS of ${path} (${locale}, ${who}) is ${report.cls.toFixed(4)}; shifts:\n${detail}`)
    .toBeLessThanOrEqual(CLS_BUDGET);
}

test.use({ viewport: MOBILE, isMobile: false, hasTouch: true });

for (const locale of LOCALES) {
  test.describe(`layout shift, ${locale}`, () => {
    test(`public routes, signed out (${locale})`, async ({ page, request }) => {
      test.setTimeout(PUBLIC_ROUTES.length * 30_000);
      const ids = await seededIds(request);
      await setLocale(page, locale);
      await page.addInitScript(observeLayoutShifts);
      for (const route of PUBLIC_ROUTES) await expectStable(page, fill(route, ids), locale, 'signed out');
    });

    test(`account and pass routes, signed in (${locale})`, async ({ page, request }) => {
      test.setTimeout(SIGNED_IN_ROUTES.length * 30_000 + 30_000);
      const ids = await seededIds(request);
      await setLocale(page, locale);
      await signInAs(page, PLAYER);
      await page.addInitScript(observeLayoutShifts);
      for (const route of SIGNED_IN_ROUTES) await expectStable(page, fill(route, ids), locale, 'signed in');
    });
  });
}
