/**
 * axe-core over a page as it is now (DESIGN §8 "accessibility 100"): no serious or critical violation of WCAG 2.x
 * A/AA. The route walk (route-walk.spec.ts) runs it on every route once the page has settled; other suites on the
 * states they reach (a row granted, a dialog open). A failure names each rule, its impact and the elements that
 * break it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA (axe's tags); best practices and AAA are out. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Whether a frame of the page comes from another origin (the API's bracket page, a stream's player). axe's default
 * run reaches into those (a partial run per frame, finished in a blank page of its own); without them, one run in
 * the page itself (AxeBuilder's "legacy" mode, which covers same-origin frames) finds the same violations for about
 * 40 % less CPU (six routes: Chromium 8.5 → 5.4 CPU s, the test process 2.7 → 1.7; identical results).
 * Asking for the violations' results alone (`resultTypes`) spares axe the selectors of every passing node: two routes,
 * two runs each, alternating: Chromium 6.8 → 6.0 CPU s, the test process 2.2 → 1.0.
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== origin;
  });
}

/**
 * Holds the page as it is now to no serious or critical axe violation; `soft` records the failure and goes on (a
 * walk over many routes reports every route that fails).
 */
export async function expectAccessibleNow(page: Page, what: string, { soft = false } = {}): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // Selectors and details for violations only (passes and the rest come back with one node each): what this
    // check reads. Set before the tags, which `options` would replace.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_A_AA)
    .setLegacyMode(!hasCrossOriginFrame(page))
    .analyze();
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
    description: `${what}: ${failing.length} serious/critical, ${violations.length} in all`,
  });
  const expectation = soft ? expect.soft : expect;
  expectation(
    failing.map((violation) => violation.id),
    `axe on ${what}:\n${detail}`,
  ).toEqual([]);
}
