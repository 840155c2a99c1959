/**
 * The public bug report form (P2 §2 "Bug report", §5, §7 POST /v1/bug-report, §8), against the real API, in both
 * languages: a visitor (no sign-in) submits an empty form and meets every validation message, fills the fields
 * one by one, is refused a file over 10 MB, attaches a PNG with its preview, sends the report and sees the form
 * cleared; a platform admin then finds it on the staff desk (/staff/tickets) in a second browser context, with
 * the steps appended to the description and the visitor's device.
 */
import type { Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { LOCALES, mainHeading, titleOf } from '../support/arena-ui';
import { uniqueSuffix } from '../support/players';

const TEXT = {
  en: {
    pageName: 'Bug Report',
    heading: 'Report a Bug',
    bugType: 'Bug type',
    gameId: 'Game ID',
    title: 'Title',
    description: 'Description',
    steps: 'Steps to reproduce (optional)',
    communityId: 'Chat community ID',
    file: 'Screenshot or video (optional)',
    hint: 'PNG, JPG, GIF or MP4, at most 10 MB',
    tooLarge: 'The file is larger than 10 MB',
    preview: (name: string) => `Preview of ${name}`,
    submit: 'Submit Report',
    required: 'This Field Is Required',
    missing: 'Please Fill All Required Fields',
    success: 'Bug Report Submitted Successfully',
    staffTickets: 'Support Tickets',
    tournamentBug: 'Tournament Bug',
    visitor: (name: string) => `Visitor ${name}`,
  },
  ar: {
    pageName: 'الإبلاغ عن خطأ',
    heading: 'أبلغ عن خطأ',
    bugType: 'نوع الخطأ',
    gameId: 'معرّف اللعبة',
    title: 'العنوان',
    description: 'الوصف',
    steps: 'خطوات إعادة المشكلة (اختياري)',
    communityId: 'معرّف مجتمع الدردشة',
    file: 'لقطة شاشة أو فيديو (اختياري)',
    hint: 'PNG أو JPG أو GIF أو MP4، بحد أقصى ١٠ ميغابايت',
    tooLarge: 'حجم الملف أكبر من ١٠ ميغابايت',
    preview: (name: string) => `معاينة ${name}`,
    submit: 'إرسال البلاغ',
    required: 'هذا الحقل مطلوب',
    missing: 'يرجى ملء جميع الحقول المطلوبة',
    success: 'تم إرسال البلاغ بنجاح',
    staffTickets: 'تذاكر الدعم',
    tournamentBug: 'خلل في البطولة',
    visitor: (name: string) => `زائر ${name}`,
  },
} as const satisfies Record<Locale, unknown>;

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

for (const locale of LOCALES) {
  test.describe(`bug report (${locale})`, () => {
    test('a visitor meets every validation message, sends a report, and staff see it on the desk', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const suffix = uniqueSuffix();
      const title = `Bracket stays empty ${suffix}`;
      const gameId = `Visitor${suffix}#E2E`;
      const field = (label: string) => page.getByLabel(label, { exact: true });
      const required = page.getByText(text.required, { exact: true });
      const submit = () => page.getByRole('button', { name: text.submit, exact: true }).click();
      const expectMissingToast = (from: Page) =>
        expect(from.getByText(text.missing, { exact: true }).last()).toBeVisible();

      await setLocale(page, locale);
      await page.goto('/bug-report');
      await expect(mainHeading(page, text.heading)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.pageName));
      await expect(field(text.communityId)).toHaveAttribute('type', 'email');
      await expect(page.getByText(text.hint, { exact: true })).toBeVisible();

      // Every required field is marked, then one fewer with each one filled.
      await submit();
      await expectMissingToast(page);
      await expect(required).toHaveCount(5);
      const steps: [string, (label: string) => Promise<void>][] = [
        [
          text.bugType,
          (label) =>
            field(label)
              .selectOption('tournament-bug')
              .then(() => undefined),
        ],
        [text.gameId, (label) => field(label).fill(gameId)],
        [text.title, (label) => field(label).fill(title)],
        [text.description, (label) => field(label).fill('The bracket tab shows nothing.')],
      ];
      for (const [index, [label, fill]] of steps.entries()) {
        await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
        await fill(label);
        await expect(field(label)).toHaveAttribute('aria-invalid', 'false');
        await submit();
        await expectMissingToast(page);
        await expect(required).toHaveCount(4 - index);
      }
      await field(text.steps).fill('1. Open a tournament\n2. Press Bracket');
      await field(text.communityId).fill(`visitor.${suffix}`);
      await expect(required).toHaveCount(0);

      // A file over 10 MB is refused in the form; a PNG is previewed.
      await field(text.file).setInputFiles({
        name: 'huge.mp4',
        mimeType: 'video/mp4',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      await expect(page.getByText(text.tooLarge, { exact: true })).toBeVisible();
      await field(text.file).setInputFiles({ name: 'bracket.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(text.tooLarge, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('img', { name: text.preview('bracket.png') })).toBeVisible();

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/v1/bug-report'),
      );
      await submit();
      const request = await sent;
      expect(request.headers().authorization).toBeUndefined();
      expect(request.postDataJSON()).toMatchObject({
        bugType: 'tournament-bug',
        userName: gameId,
        email: `visitor.${suffix}`,
        description:
          'The bracket tab shows nothing.\n\nSteps to reproduce:\n1. Open a tournament\n2. Press Bracket',
        screenshot: expect.stringMatching(/^data:image\/png;base64,/),
      });
      await expect(page.getByText(text.success, { exact: true })).toBeVisible();
      await expect(field(text.title)).toHaveValue('');
      await expect(field(text.gameId)).toHaveValue('');
      await expect(field(text.bugType)).toHaveValue('');
      await expect(required).toHaveCount(0);
      await expect(page.getByRole('img', { name: text.preview('bracket.png') })).toHaveCount(0);

      // A platform admin finds it on the staff desk.
      const context = await browser.newContext();
      try {
        const staff = await context.newPage();
        await setLocale(staff, locale);
        await signInAs(staff, 'ArenaAdmin#STAFF', { returnTo: '/staff/tickets' });
        await expect(mainHeading(staff, text.staffTickets)).toBeVisible();
        const row = staff.getByRole('row').filter({ hasText: title });
        await expect(row).toBeVisible();
        await expect(row).toContainText(text.tournamentBug);
        await expect(row).toContainText(text.visitor(gameId));
        await row.getByRole('link', { name: title, exact: true }).click();
        await expect(mainHeading(staff, title)).toBeVisible();
        await expect(staff.getByTestId('ticket-message').first()).toContainText('Steps to reproduce:');
        await expect(staff.getByTestId('ticket-message').first()).toContainText('2. Press Bracket');
        // The device the visitor's browser reported (the Desktop Chrome profile's user agent names its OS).
        const os = /Windows/.test(await page.evaluate(() => navigator.userAgent)) ? 'Windows' : 'Linux';
        await expect(staff.getByText(`Chrome · ${os}`)).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });
}
