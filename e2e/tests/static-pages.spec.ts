/**
 * Legal pages, FAQ and changelog (P2 §1, §2 "Changelog", "Other pages", §9): reached from the shell's footer; the
 * privacy policy's 11 and the terms of use's 10 accordion sections, opened and closed by keyboard, with the
 * policy's effective date in the locale; the FAQ's 15 questions; the changelog's seven releases newest first.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { expectDocumentLanguage, intlLocaleOf, LOCALES, mainHeading, titleOf } from '../support/arena-ui';

const TEXT = {
  en: {
    footer: { privacy: 'Privacy Policy', terms: 'Terms of Use', faq: 'FAQ', changelog: 'Changelog' },
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    faq: 'Frequently Asked Questions',
    faqTitle: 'FAQ',
    changelog: 'Changelog',
    sections: 'Sections',
    questions: 'Questions',
    releases: 'Releases',
    retention: '8. How long we keep your data',
    retentionText: 'IP address and location data are kept for up to 12 months',
    conduct: '3. Fair play and conduct',
    xp: 'How do I earn XP?',
    xpText: 'Every match you play gives a base of 50 XP.',
    version: (number: string) => `Version ${number}`,
    latest: 'Latest',
    lifted: 'The pass restriction has been lifted for the EUW, EUNE and ME servers',
    launched: (date: string) =>
      `The MENA Pass launched on ${date} for players on the Middle East servers only.`,
  },
  ar: {
    footer: {
      privacy: 'سياسة الخصوصية',
      terms: 'شروط الاستخدام',
      faq: 'الأسئلة الشائعة',
      changelog: 'سجل التغييرات',
    },
    privacy: 'سياسة الخصوصية',
    terms: 'شروط الاستخدام',
    faq: 'الأسئلة الشائعة',
    faqTitle: 'الأسئلة الشائعة',
    changelog: 'سجل التغييرات',
    sections: 'الأقسام',
    questions: 'الأسئلة',
    releases: 'الإصدارات',
    retention: '٨. مدة الاحتفاظ ببياناتك',
    retentionText: 'نحتفظ بعنوان IP وبيانات الموقع لمدة تصل إلى ١٢ شهرًا',
    conduct: '٣. اللعب النظيف والسلوك',
    xp: 'كيف أكسب نقاط الخبرة؟',
    xpText: 'تمنحك كل مباراة تلعبها ٥٠ نقطة خبرة أساسية.',
    version: (number: string) => `الإصدار ${number}`,
    latest: 'الأحدث',
    lifted: 'رُفع قيد التذكرة عن خوادم EUW وEUNE وME',
    launched: (date: string) => `انطلق MENA Pass في ${date} للاعبي خوادم الشرق الأوسط فقط.`,
  },
} as const;

/** P2 §2 "Changelog", §9: 2.1.6 (latest) down to 2.1.0, dated 2025-03-10 down to 2025-02-19. */
const RELEASES = [
  ['2.1.6', '2025-03-10'],
  ['2.1.5', '2025-03-06'],
  ['2.1.4', '2025-03-03'],
  ['2.1.3', '2025-02-27'],
  ['2.1.2', '2025-02-24'],
  ['2.1.1', '2025-02-21'],
  ['2.1.0', '2025-02-19'],
] as const;

function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function accordionButtons(page: Page, label: string): Locator {
  return page.getByRole('main').getByRole('group', { name: label, exact: true }).getByRole('button');
}

function panel(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Follows the shell footer's link, as a visitor would, and checks the page it lands on. */
async function openFromFooter(page: Page, link: string, path: string, heading: string, title: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(mainHeading(page, heading)).toBeVisible();
  await expect(page).toHaveTitle(titleOf(title));
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`legal pages, FAQ and changelog (${locale})`, () => {
    test('the footer leads to the four pages', async ({ page, setLocale }) => {
      await setLocale(page, locale);
      await page.goto('/');
      await openFromFooter(page, t.footer.privacy, '/privacy-policy', t.privacy, t.privacy);
      await openFromFooter(page, t.footer.terms, '/terms-of-use', t.terms, t.terms);
      await openFromFooter(page, t.footer.faq, '/faq', t.faq, t.faqTitle);
      await openFromFooter(page, t.footer.changelog, '/changelog', t.changelog, t.changelog);
      await expectDocumentLanguage(page, locale);
    });

    test('the privacy policy: 11 sections, the effective date, a section opened and closed by keyboard', async ({
      page,
      setLocale,
    }) => {
      await setLocale(page, locale);
      await page.goto('/privacy-policy');
      await expect(mainHeading(page, t.privacy)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(t.privacy));
      await expectDocumentLanguage(page, locale);

      const buttons = accordionButtons(page, t.sections);
      await expect(buttons).toHaveCount(11);
      for (const button of await buttons.all())
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      const effective = page.getByRole('main').locator('time[datetime="2024-01-07"]');
      await expect(effective).toHaveText(longDate('2024-01-07', locale));

      const retention = page.getByRole('main').getByRole('button', { name: t.retention, exact: true });
      await retention.focus();
      await page.keyboard.press('Enter');
      await expect(retention).toHaveAttribute('aria-expanded', 'true');
      await expect(panel(page, t.retention)).toContainText(t.retentionText);
      await expect(retention).toBeFocused();
      await page.keyboard.press('Space');
      await expect(retention).toHaveAttribute('aria-expanded', 'false');
      await expect(panel(page, t.retention)).toHaveCount(0);
    });

    test('the terms of use: 10 sections, one opened with Space after tabbing to it', async ({
      page,
      setLocale,
    }) => {
      await setLocale(page, locale);
      await page.goto('/terms-of-use');
      await expect(mainHeading(page, t.terms)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(t.terms));

      const buttons = accordionButtons(page, t.sections);
      await expect(buttons).toHaveCount(10);
      await buttons.nth(1).focus();
      await page.keyboard.press('Tab');
      const conduct = buttons.nth(2);
      await expect(conduct).toBeFocused();
      await expect(conduct).toHaveAccessibleName(t.conduct);
      await page.keyboard.press('Space');
      // One press toggles once: still open after the key is released.
      await expect(conduct).toHaveAttribute('aria-expanded', 'true');
      await expect(panel(page, t.conduct)).toBeVisible();
      await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
    });

    test('the FAQ: 15 questions, the XP answer opened by keyboard', async ({ page, setLocale }) => {
      await setLocale(page, locale);
      await page.goto('/faq');
      await expect(mainHeading(page, t.faq)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(t.faqTitle));

      await expect(accordionButtons(page, t.questions)).toHaveCount(15);
      const xp = page.getByRole('main').getByRole('button', { name: t.xp, exact: true });
      await xp.focus();
      await page.keyboard.press('Enter');
      await expect(xp).toHaveAttribute('aria-expanded', 'true');
      await expect(panel(page, t.xp).getByRole('listitem').first()).toHaveText(t.xpText);
    });

    test('the changelog: seven releases, newest first, dated in the locale', async ({ page, setLocale }) => {
      await setLocale(page, locale);
      await page.goto('/changelog');
      await expect(mainHeading(page, t.changelog)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(t.changelog));

      const releases = page.getByRole('list', { name: t.releases, exact: true }).getByRole('article');
      await expect(releases).toHaveCount(RELEASES.length);
      await expect(releases.getByRole('heading', { level: 2 })).toHaveText(
        RELEASES.map(([number]) => t.version(number)),
      );
      for (const [index, [, date]] of RELEASES.entries()) {
        const time = releases.nth(index).locator('time');
        await expect(time).toHaveAttribute('datetime', date);
        await expect(time).toHaveText(longDate(date, locale));
      }
      await expect(releases.first().getByText(t.latest, { exact: true })).toBeVisible();
      await expect(releases.nth(1).getByText(t.latest, { exact: true })).toHaveCount(0);
      for (const release of await releases.all()) {
        await expect(release.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expect(release.getByRole('listitem').first()).toBeVisible();
      }
      await expect(page.getByRole('article', { name: t.version('2.1.3') })).toContainText(t.lifted);
      // The pass's history (P2 §1): launched on 27 January 2025, in the page's date format.
      await expect(page.getByRole('article', { name: t.version('2.1.3') })).toContainText(
        t.launched(longDate('2025-01-27', locale)),
      );
    });
  });
}
