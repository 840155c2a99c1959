/**
 * The walk over every route of the portal, in both languages: public routes signed out and signed in (a signed-in
 * page draws more: the bell, the avatar, the player's registrations and position), account and pass routes signed
 * in, the staff desk as the platform admin. Each page load is held to five things once the page has drawn its
 * content (network quiet, no loading placeholder left, no new shift for a while):
 *
 * - Layout shift (issue 14, DESIGN §8): cumulative layout shift ≤ 0.02, measured in the page with a
 *   PerformanceObserver (buffered `layout-shift` entries without recent input) from the first byte of the load; CLS
 *   is the largest session window (gaps under 1 s, windows up to 5 s), as browsers and Lighthouse count it. A failure
 *   names the elements that moved. Layout shift does not depend on the machine's speed, so CI holds the budget.
 * - No sideways scrolling at its size (issue 28: a page wider than a phone).
 * - Accessibility (issue 28, DESIGN §8 "accessibility 100"), at the phone size: axe-core finds no serious or
 *   critical violation of WCAG 2.x A/AA (support/axe.ts). It used to walk the routes again on its own; measured in
 *   this walk's phone pass, each route, language and session loads once (issue 29: the test suite's time).
 * - Nothing animates for ever once the page has settled: an endless animation (a shimmer of a placeholder waiting
 *   below the fold) is painted again every frame, CPU a phone's battery pays for. The count does not depend on the
 *   machine either.
 * - The Content-Security-Policy of the portal's HTML (issue 27): no document of the page (frames included) meets a
 *   violation. A walk of its own in security-headers.spec.ts loaded the signed-in routes again for that alone.
 *
 * Public pages signed out are measured at the four sizes of DESIGN §8 (phone 412×823, Lighthouse's mobile one,
 * tablet 768×1024, laptop 1350×940, wide 1920×1080; issue 28 found /mena-pass at 0.05 on a laptop): the phone in one
 * test, the three larger sizes in another, so the two share the workers. Signed-in and staff pages at the phone
 * size, where most visitors are and where the page is longest. Each test uses tabs of one browser context, several
 * at a time (the wait for a page to settle is idle time).
 */
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
  staffPlayer,
} from '../support/routes';
import { expectAccessibleNow } from '../support/axe';
import { watchCspViolations } from '../support/csp';

const CLS_BUDGET = 0.02;
const MOBILE = { width: 412, height: 823 };
/** The sizes of DESIGN §8. */
const SIZES = {
  phone: MOBILE,
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1350, height: 940 },
  wide: { width: 1920, height: 1080 },
} as const;
type SizeName = keyof typeof SIZES;
/** Tabs measuring at the same time: enough to overlap the settling waits, few enough for a 2-core machine. */
const PARALLEL_TABS = 4;
/** How long the page must stay without a new shift after its content is in, before the sum is read. */
const SETTLE_MS = 1500;
/**
 * A test's time per page a tab measures: a hang guard, not a budget (a page takes 2–4 s on a quiet machine; on a day
 * this machine ran three times slower, the phone walk's 27 pages took 3 min 6 s in four tabs).
 */
const PAGE_MS = 45_000;

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

/**
 * The endless animations running in the page (`name on tag.class`): a spinner or a shimmering placeholder.
 */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity,
      )
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
        return `${name} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className).split(' ')[0]}` : '?'}`;
      }),
  );
}

/**
 * Waits until the page has drawn its content: the network quiet, then SETTLE_MS with no loading placeholder (no busy
 * region, no spinner or shimmer running) and no new shift, at most ten rounds. Each round looks again: Playwright's
 * network idle comes once per load and, on a loaded machine, can come before a route's code or data was asked for
 * (the shell's code still running): the pass page's skeletons and the tournament page's spinner were still there
 * after a walk had settled on a single look. A placeholder that never goes is still met after the last round.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const busy = () => page.locator('[aria-busy="true"]:visible').count();
  const shiftCount = () =>
    page.evaluate(() => (window as unknown as { __arenaShifts: unknown[] }).__arenaShifts.length);
  for (let i = 0; i < 10; i += 1) {
    await expect.poll(busy, { timeout: 15_000 }).toBe(0);
    const count = await shiftCount();
    await page.waitForTimeout(SETTLE_MS);
    const quiet = (await shiftCount()) === count && (await busy()) === 0;
    if (quiet && (await endlessAnimations(page)).length === 0) return;
  }
}

/**
 * Measures every route at every size, `PARALLEL_TABS` tabs of `context` at a time, each tab sized per route; at the
 * phone size axe checks the settled page too.
 */
async function expectStableAtSizes(
  context: BrowserContext,
  paths: string[],
  sizes: SizeName[],
  locale: Locale,
  who: string,
) {
  const queue = paths.flatMap((path) => sizes.map((size) => ({ path, size })));
  const tab = async () => {
    const page = await context.newPage();
    await setLocale(page, locale);
    await page.addInitScript(observeLayoutShifts);
    const cspViolations = await watchCspViolations(page);
    for (let task = queue.shift(); task; task = queue.shift()) {
      await page.setViewportSize(SIZES[task.size]);
      const { width, height } = SIZES[task.size];
      const what = `${who}, ${task.size} ${width}×${height}`;
      await expectStable(page, task.path, locale, what);
      expect.soft(await cspViolations(), `CSP violations on ${task.path} (${locale}, ${what})`).toEqual([]);
      if (task.size === 'phone')
        await expectAccessibleNow(page, `${task.path} (${locale}, ${what})`, { soft: true });
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_TABS, queue.length) }, tab));
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
  // Nothing moves for ever on a settled page: an endless animation is painted again every frame (two skeletons below
  // the fold of / cost Chromium 0.27 CPU s a second until a visitor scrolled to them).
  const endless = await endlessAnimations(page);
  expect.soft(endless, `endless animations on ${path} (${locale}, ${who})`).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect
    .soft(scrollWidth, `${path} (${locale}, ${who}) scrolls sideways: ${scrollWidth} px wide`)
    .toBeLessThanOrEqual(clientWidth);
}

// The service worker as a returning player has it: installed by a context's first page, in control of the rest
// (the other suites block it: playwright.config.ts). A default visitor's motion (the other suites ask for less): the
// walk holds that nothing animates for ever.
test.use({
  viewport: MOBILE,
  isMobile: false,
  hasTouch: true,
  serviceWorkers: 'allow',
  reducedMotion: 'no-preference',
});

for (const locale of LOCALES) {
  test.describe(`route walk, ${locale}`, () => {
    test(`public routes on a phone, signed out (${locale})`, async ({ context, request }) => {
      test.setTimeout((PUBLIC_ROUTES.length / PARALLEL_TABS) * PAGE_MS + 30_000);
      const ids = await seededIds(request);
      const paths = PUBLIC_ROUTES.map((route) => fill(route, ids));
      await expectStableAtSizes(context, paths, ['phone'], locale, 'signed out');
    });

    test(`public routes at the larger sizes, signed out (${locale})`, async ({ context, request }) => {
      const sizes: SizeName[] = ['tablet', 'laptop', 'wide'];
      test.setTimeout(((PUBLIC_ROUTES.length * sizes.length) / PARALLEL_TABS) * PAGE_MS);
      const ids = await seededIds(request);
      const paths = PUBLIC_ROUTES.map((route) => fill(route, ids));
      await expectStableAtSizes(context, paths, sizes, locale, 'signed out');
    });

    test(`account, pass and public routes, signed in (${locale})`, async ({ context, page, request }) => {
      test.setTimeout((SIGNED_IN_ROUTES.length / PARALLEL_TABS) * PAGE_MS + 30_000);
      const ids = await seededIds(request);
      await setLocale(page, locale);
      await signInAs(page, PLAYER);
      ids.ticket = await firstTicket(request, page);
      const paths = SIGNED_IN_ROUTES.map((route) => fill(route, ids));
      await expectStableAtSizes(context, paths, ['phone'], locale, 'signed in');
    });

    test(`staff desk, as the platform admin (${locale})`, async ({ context, page, request }) => {
      test.setTimeout((STAFF_ROUTES.length / PARALLEL_TABS) * PAGE_MS + 30_000);
      const ids = await seededIds(request);
      await setLocale(page, locale);
      await signInAs(page, ADMIN);
      ids.player = await staffPlayer(request, page);
      const paths = STAFF_ROUTES.map((route) => fill(route, ids));
      await expectStableAtSizes(context, paths, ['phone'], locale, 'admin');
    });
  });
}
