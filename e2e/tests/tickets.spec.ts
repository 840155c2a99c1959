/**
 * Support tickets and the staff desk (P2 §2 "Tickets", §4, §5, §7; DESIGN §5 "Staff tools", "Notifications come
 * from events"), against the real API, in both languages: a fresh player opens a ticket with a screenshot, a
 * platform admin answers it on /staff/tickets in a second browser context, and the player's open ticket page shows
 * the Support Staff message and then the status staff set — without a reload (the API's `ticket_updated` on the
 * notifications socket) — with notifications on the bell; the player's reply shows on the staff page the same way;
 * then the player closes the ticket after the confirmation.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, setLocale, signInAs, test, type Locale } from '../fixtures';
import { header, LOCALES, mainHeading } from '../support/arena-ui';
import { signInAsNewPlayer, uniqueSuffix } from '../support/players';

/** What a user reads, per locale (the spec's English, the product's Arabic). */
const TEXT = {
  en: {
    tickets: 'Tickets',
    empty: 'You have no tickets yet.',
    newTicket: 'New Ticket',
    type: 'Type',
    subject: 'Subject',
    description: 'Description',
    screenshot: 'Screenshot',
    submit: 'Submit',
    created: 'Ticket Created Successfully',
    viewDetailsOf: (title: string) => `View details of ${title}`,
    open: 'Open',
    inProgress: 'In Progress',
    pending: 'Pending',
    closed: 'Closed',
    screenshotImage: 'Screenshot (opens in a new tab)',
    supportStaff: 'Support Staff',
    staffTag: 'Staff',
    reply: 'Your reply',
    send: 'Send',
    closeTicket: 'Close Ticket',
    details: 'Ticket Details',
    staffNav: 'Staff',
    staffTickets: 'Support Tickets',
    bell: /^Notifications, /,
    notificationTitle: 'Support replied to your ticket',
    statusNotificationTitle: 'Your ticket was updated',
    staffStatus: 'Status',
    statusSaved: 'Status updated',
  },
  ar: {
    tickets: 'التذاكر',
    empty: 'لا توجد لديك تذاكر بعد.',
    newTicket: 'تذكرة جديدة',
    type: 'النوع',
    subject: 'الموضوع',
    description: 'الوصف',
    screenshot: 'لقطة الشاشة',
    submit: 'إرسال',
    created: 'تم إنشاء التذكرة بنجاح',
    viewDetailsOf: (title: string) => `عرض تفاصيل ${title}`,
    open: 'مفتوحة',
    inProgress: 'قيد المعالجة',
    pending: 'بانتظار الرد',
    closed: 'مغلقة',
    screenshotImage: 'لقطة الشاشة (تُفتح في علامة تبويب جديدة)',
    supportStaff: 'فريق الدعم',
    staffTag: 'الدعم',
    reply: 'ردّك',
    send: 'إرسال',
    closeTicket: 'إغلاق التذكرة',
    details: 'تفاصيل التذكرة',
    staffNav: 'فريق العمل',
    staffTickets: 'تذاكر الدعم',
    bell: /^الإشعارات، /,
    notificationTitle: 'ردّ الدعم على تذكرتك',
    statusNotificationTitle: 'تم تحديث تذكرتك',
    staffStatus: 'الحالة',
    statusSaved: 'تم تحديث الحالة',
  },
} as const satisfies Record<Locale, unknown>;

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The messages of the ticket's conversation. */
function conversation(page: Page): Locator {
  return page.getByTestId('ticket-message');
}

/** A platform admin's page in its own browser context (closed by the caller). */
async function staffPage(browser: Browser, locale: Locale): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setLocale(page, locale);
  await signInAs(page, 'ArenaAdmin#STAFF', { returnTo: '/staff/tickets' });
  return { context, page };
}

for (const locale of LOCALES) {
  test.describe(`support tickets (${locale})`, () => {
    test('a player opens a ticket with a screenshot; staff answer it; the player is notified, replies and closes it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      const title = `Prize missing ${uniqueSuffix()}`;
      const description = 'We finished second and the prize has not arrived.';
      const staffAnswer = `Thanks, we are checking your payout (${locale}).`;
      const playerReply = 'Thank you, my banking details are saved.';

      await setLocale(page, locale);
      await signInAsNewPlayer(page, '/account/tickets', { gameName: `Tkt${uniqueSuffix()}` });
      await expect(mainHeading(page, text.tickets)).toBeVisible();
      await expect(page.getByText(text.empty, { exact: true })).toBeVisible();

      // The New Ticket modal, with a screenshot.
      await page.getByRole('button', { name: text.newTicket, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.newTicket });
      await dialog.getByLabel(text.type, { exact: true }).selectOption('billing-question');
      await dialog.getByLabel(text.subject, { exact: true }).fill(title);
      await dialog.getByLabel(text.description, { exact: true }).fill(description);
      await dialog
        .getByLabel(text.screenshot, { exact: true })
        .setInputFiles({ name: 'prize.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(page.getByText(text.created, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = page.getByTestId('ticket-row').filter({ hasText: title });
      await expect(row).toBeVisible();
      await expect(row.getByText(text.open, { exact: true })).toBeVisible();
      await row.getByRole('link', { name: text.viewDetailsOf(title) }).click();
      await expect(mainHeading(page, title)).toBeVisible();
      const ticketUrl = page.url();
      await expect(conversation(page).first()).toContainText(description);
      const screenshot = conversation(page).first().getByRole('img', { name: text.screenshotImage });
      await expect(screenshot).toBeVisible();
      await expect(screenshot).toHaveAttribute(
        'src',
        /\/attachments\/\d+\/[A-Za-z0-9_-]{43}\/[0-9a-f-]{36}\.png$/,
      );
      await expect(screenshot.locator('xpath=..')).toHaveAttribute('target', '_blank');

      // From here on the player's page is never reloaded: a marker on its window would not survive a reload.
      const markNoReload = (target: Page) =>
        target.evaluate(() => Object.assign(window, { arenaNoReload: true }));
      const notReloaded = (target: Page) =>
        target.evaluate(() => (window as unknown as { arenaNoReload?: boolean }).arenaNoReload === true);
      await markNoReload(page);
      const panel = page.getByRole('complementary', { name: text.details });
      await expect(panel.getByText(text.open, { exact: true })).toBeVisible();

      // A platform admin answers on the staff desk, in a second browser context.
      const staff = await staffPage(browser, locale);
      try {
        await expect(staff.page.getByRole('navigation', { name: text.staffNav })).toBeVisible();
        await expect(mainHeading(staff.page, text.staffTickets)).toBeVisible();
        await staff.page.getByRole('link', { name: title, exact: true }).click();
        await expect(mainHeading(staff.page, title)).toBeVisible();
        await staff.page.getByLabel(text.reply, { exact: true }).fill(staffAnswer);
        await staff.page.getByRole('button', { name: text.send, exact: true }).click();
        const answered = staff.page.getByTestId('ticket-message').filter({ hasText: staffAnswer });
        await expect(answered).toBeVisible();
        await expect(answered.getByText(text.staffTag, { exact: true })).toBeVisible();

        // The player's open ticket page shows the Support Staff message and the new status at once.
        const staffMessage = conversation(page).filter({ hasText: staffAnswer });
        await expect(staffMessage).toBeVisible({ timeout: 10_000 });
        await expect(staffMessage.getByText(text.supportStaff, { exact: true })).toBeVisible();
        await expect(staffMessage.getByText(text.staffTag, { exact: true })).toBeVisible();
        await expect(panel.getByText(text.inProgress, { exact: true })).toBeVisible();

        // Staff change the status without a reply: the player's page shows it too.
        await markNoReload(staff.page);
        await staff.page
          .getByRole('combobox', { name: text.staffStatus, exact: true })
          .selectOption('pending');
        await expect(staff.page.getByText(text.statusSaved, { exact: true })).toBeVisible();
        await expect(panel.getByText(text.pending, { exact: true })).toBeVisible({ timeout: 10_000 });
        expect(await notReloaded(page), 'the player page was not reloaded').toBe(true);

        // The player is notified of both on the bell (pushed over the socket; the 60 s refetch is the fallback).
        const bellButton = header(page)
          .getByTestId('notification-bell')
          .getByRole('button', { name: text.bell });
        await expect(bellButton).toBeVisible({ timeout: 70_000 });
        await bellButton.click();
        await expect(header(page).getByText(text.notificationTitle).first()).toBeVisible();
        await expect(header(page).getByText(text.statusNotificationTitle).first()).toBeVisible();
        await bellButton.click();

        // Replies: blank text cannot be sent. The player's answer shows on the staff page without a reload, and
        // the ticket that waited for the player is open again.
        const replyBox = page.getByLabel(text.reply, { exact: true });
        const send = page.getByRole('button', { name: text.send, exact: true });
        await replyBox.fill('   ');
        await expect(send).toBeDisabled();
        await replyBox.fill(playerReply);
        await send.click();
        await expect(conversation(page).filter({ hasText: playerReply })).toBeVisible();
        await expect(replyBox).toHaveValue('');
        await expect(panel.getByText(text.open, { exact: true })).toBeVisible();
        await expect(staff.page.getByTestId('ticket-message').filter({ hasText: playerReply })).toBeVisible({
          timeout: 10_000,
        });
        expect(await notReloaded(staff.page), 'the staff page was not reloaded').toBe(true);
        expect(await notReloaded(page), 'the player page was not reloaded').toBe(true);
      } finally {
        await staff.context.close();
      }
      expect(page.url()).toBe(ticketUrl);

      // Close Ticket asks first; then the reply box and the button are gone.
      await page.getByRole('button', { name: text.closeTicket, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: text.closeTicket });
      await confirm.getByRole('button', { name: text.closeTicket, exact: true }).click();
      await expect(panel.getByText(text.closed, { exact: true }).first()).toBeVisible();
      await expect(page.getByLabel(text.reply, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.closeTicket, exact: true })).toHaveCount(0);

      // Still closed after a reload.
      await page.reload();
      await expect(mainHeading(page, title)).toBeVisible();
      await expect(page.getByLabel(text.reply, { exact: true })).toHaveCount(0);
    });

    test('the staff desk is not for players', async ({ page }) => {
      await setLocale(page, locale);
      await signInAsNewPlayer(page, '/staff/tickets', { gameName: `Nst${uniqueSuffix()}` });
      const notAllowed =
        locale === 'en'
          ? 'The staff desk is for platform staff only.'
          : 'مكتب فريق العمل مخصص لفريق عمل المنصة فقط.';
      await expect(page.getByText(notAllowed, { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: TEXT[locale].staffNav })).toHaveCount(0);
    });
  });
}
