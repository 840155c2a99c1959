/**
 * The header fits a phone (issue 28, DESIGN §8): from 320 px up, in both languages, signed out and signed in, the
 * brand, the language toggle, Sign In (or the bell and the account menu) and the menu button sit on one row inside
 * the screen, none of them cuts its text, and the page does not scroll sideways. Screenshot-free: each element's
 * scrollWidth against its clientWidth (text cut or spilling) and its bounding box against the viewport and against
 * the other controls. The opened menu's links are held to the same rules.
 *
 * Besides the home page, the tournament list is walked: its tabs were wider than a 320-px phone.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { header, languageToggle, LOCALES, TEXT } from '../support/arena-ui';

const WIDTHS = [320, 375, 412];
const HEIGHT = 823;
const ROUTES = ['/', '/tournaments'];
const PLAYER = 'Falcon#MENA';
const PLAYER_NAME = 'Falcon';

const HEADER_TEXT = {
  en: { home: 'MENA Arena home', openMenu: 'Open menu', closeMenu: 'Close menu' },
  ar: { home: 'الصفحة الرئيسية لـ MENA Arena', openMenu: 'فتح القائمة', closeMenu: 'إغلاق القائمة' },
} as const;

/**
 * What does not fit, read in the page: the document wider than the viewport, and any drawn element of `bar` that
 * reaches outside the viewport or whose content is wider than its box (clipped, cut with an ellipsis or spilling).
 */
async function overflowProblems(bar: Locator): Promise<string[]> {
  return bar.evaluate((element) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${viewport}-px viewport`);
    }
    const describe = (node: Element) => {
      const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? '';
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `<${node.tagName.toLowerCase()}>${label ? ` [${label}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(node).visibility === 'hidden') continue;
      if (box.left < -0.5 || box.right > viewport + 0.5) {
        problems.push(
          `${describe(node)} reaches outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of 0..${viewport})`,
        );
      }
      if (node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1) {
        problems.push(`${describe(node)} cuts its content (${node.scrollWidth} px in ${node.clientWidth})`);
      }
    }
    return problems;
  });
}

/** The controls are drawn, inside the viewport, on one row, and none covers another. */
async function expectOneRow(page: Page, controls: Locator[], where: string) {
  const boxes = [];
  for (const control of controls) {
    await expect(control, `${where}: ${control}`).toBeVisible();
    const box = await control.boundingBox();
    expect(box, `${where}: ${control} has a box`).not.toBeNull();
    boxes.push({ control: `${control}`, ...box! });
  }
  const width = page.viewportSize()!.width;
  for (const [index, box] of boxes.entries()) {
    expect.soft(box.x, `${where}: ${box.control} starts inside the viewport`).toBeGreaterThanOrEqual(-0.5);
    expect
      .soft(box.x + box.width, `${where}: ${box.control} ends inside the viewport`)
      .toBeLessThanOrEqual(width + 0.5);
    const first = boxes[0];
    expect
      .soft(
        box.y < first.y + first.height && first.y < box.y + box.height,
        `${where}: ${box.control} on the brand's row`,
      )
      .toBe(true);
    for (const other of boxes.slice(index + 1)) {
      const overlap =
        Math.min(box.x + box.width, other.x + other.width) - Math.max(box.x, other.x) > 0.5 &&
        Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y) > 0.5;
      expect.soft(overlap, `${where}: ${box.control} and ${other.control} overlap`).toBe(false);
    }
  }
}

async function expectHeaderFits(page: Page, locale: Locale, signedIn: boolean) {
  const bar = header(page);
  const text = HEADER_TEXT[locale];
  const brand = bar.getByRole('link', { name: text.home, exact: true });
  const menuButton = bar.getByRole('button', { name: text.openMenu, exact: true });
  const account = signedIn
    ? [
        bar.getByRole('button', { name: TEXT[locale].bell }),
        bar.getByRole('button', { name: TEXT[locale].accountMenu(PLAYER_NAME), exact: true }),
      ]
    : [bar.getByRole('link', { name: TEXT[locale].signIn, exact: true })];

  // Each route loads once, at the narrowest width, and is then widened: the header is laid out by CSS for the
  // viewport it has (a document load per width cost Chromium about half a CPU-second each and told nothing more).
  for (const route of ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      const where = `${route} at ${width} px (${locale}, ${signedIn ? 'signed in' : 'signed out'})`;
      await expectOneRow(page, [brand, languageToggle(page), ...account, menuButton], where);
      await page.waitForLoadState('networkidle');
      expect.soft(await overflowProblems(bar), where).toEqual([]);
      // The folded navigation, opened: its links too stay whole and inside the screen.
      const menuAt = `the opened menu on ${where}`;
      await menuButton.click();
      const nav = page.getByRole('navigation', { name: TEXT[locale].mainNav, exact: true });
      await expect(nav.getByRole('link', { name: TEXT[locale].nav.news, exact: true }), menuAt).toBeVisible();
      expect.soft(await overflowProblems(bar), menuAt).toEqual([]);
      await bar.getByRole('button', { name: text.closeMenu, exact: true }).click();
    }
  }
}

for (const locale of LOCALES) {
  test.describe(`header on a phone, ${locale}`, () => {
    test(`fits from 320 px, signed out (${locale})`, async ({ page }) => {
      await setLocale(page, locale);
      await expectHeaderFits(page, locale, false);
    });

    test(`fits from 320 px, signed in (${locale})`, async ({ page }) => {
      await setLocale(page, locale);
      await signInAs(page, PLAYER);
      await expectHeaderFits(page, locale, true);
    });
  });
}
