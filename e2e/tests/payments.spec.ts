/**
 * Payment settings (P2 §2 "Payment settings", §4 payment save, §5 payment form, §7 Payments, §8): banking details
 * saved through the confirmation (IBAN checked by its checksum first) and read back after a reload, the online
 * wallet, and Falcon's seeded payouts filtered by status and year with their details. The saving tests create
 * their own player; the history test only reads Falcon's payouts. On /staff/payouts (issue 27) an admin sees where
 * Nour's pending prize pays — frozen when she first saved details, not moved by her later change — flagged, with
 * the change history and the full details on request.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readPortalInfo } from '../support/portal-info';
import { expect, test } from '../fixtures';
import { apiGet, formatNumber, LOCALES, mainHeading, titleOf } from '../support/arena-ui';
import { newPage, signInAsNewPlayer, tokenOf } from '../support/players';

const TEXT = {
  en: {
    title: 'Payment Settings',
    bankTransfer: 'Bank Transfer',
    wallet: 'Online Wallet',
    holder: 'Account Holder Name',
    bankName: 'Bank Name',
    bankAddress: 'Bank Address',
    iban: 'IBAN',
    swift: 'SWIFT / BIC',
    currency: 'Currency',
    mobile: 'Mobile Number',
    email: 'Email',
    walletEmail: 'Wallet Email',
    save: 'Save',
    confirmTitle: 'Save Banking Information?',
    saved: 'Banking Information Saved',
    required: 'This Field Is Required',
    ibanChecksum: 'The IBAN check digits do not match: check it for a typo',
    status: 'Status',
    year: 'Year',
    all: 'All',
    completed: 'Completed',
    pending: 'Pending',
    rejected: 'Rejected',
    viewDetails: 'View Details',
    details: 'Transaction Details',
    close: 'Close',
    showing: (from: number, to: number, total: number) => `Showing ${from} - ${to} of ${total}`,
    payoutsTitle: 'Payouts',
    destination: 'Destination',
    detailsChanged: 'Details changed',
    payoutDetails: 'Details',
    payoutDetailsTitle: (player: string) => `Payout details: ${player}`,
    detailsHistory: 'Payment details history',
    afterPayout: 'After this payout',
    revealDetails: 'Show full details',
  },
  ar: {
    title: 'إعدادات الدفع',
    bankTransfer: 'تحويل بنكي',
    wallet: 'محفظة إلكترونية',
    holder: 'اسم صاحب الحساب',
    bankName: 'اسم البنك',
    bankAddress: 'عنوان البنك',
    iban: 'رقم الآيبان (IBAN)',
    swift: 'رمز السويفت (SWIFT / BIC)',
    currency: 'العملة',
    mobile: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    walletEmail: 'بريد المحفظة الإلكتروني',
    save: 'حفظ',
    confirmTitle: 'حفظ المعلومات البنكية؟',
    saved: 'تم حفظ المعلومات البنكية',
    required: 'هذا الحقل مطلوب',
    ibanChecksum: 'خانات التحقق في رقم الآيبان غير متطابقة: تأكد من عدم وجود خطأ مطبعي',
    status: 'الحالة',
    year: 'السنة',
    all: 'الكل',
    completed: 'مكتملة',
    pending: 'قيد الانتظار',
    rejected: 'مرفوضة',
    viewDetails: 'عرض التفاصيل',
    details: 'تفاصيل المعاملة',
    close: 'إغلاق',
    showing: (from: number, to: number, total: number) =>
      `عرض ${formatNumber(from, 'ar')} - ${formatNumber(to, 'ar')} من ${formatNumber(total, 'ar')}`,
    payoutsTitle: 'المدفوعات',
    destination: 'الوجهة',
    detailsChanged: 'تغيّرت البيانات',
    payoutDetails: 'التفاصيل',
    payoutDetailsTitle: (player: string) => `تفاصيل الدفعة: ${player}`,
    detailsHistory: 'سجل بيانات الدفع',
    afterPayout: 'بعد هذه الدفعة',
    revealDetails: 'عرض التفاصيل كاملة',
  },
} as const;

interface ApiTransaction {
  id: string;
  date: string;
  description: { en: string; ar?: string };
  amount: number;
  currency: string;
  status: 'Completed' | 'Pending' | 'Rejected';
  tournamentId: string | null;
  position: number | null;
  reference: string | null;
  notes: string | null;
}

/** The IBAN Nour's pending prize is frozen to: the first she saves. */
const FROZEN_IBAN = 'SA03 8000 0000 6080 1016 7519';
const NOUR_BANK = {
  accountHolderName: 'Nour Haddad',
  bankName: 'Saudi National Bank',
  bankAddress: 'King Fahd Road, Riyadh',
  swift: 'NCBKSAJE',
  currency: 'SAR',
  mobileNumber: '+966 50 123 4567',
  email: 'nour@example.com',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

function historyRows(page: Page) {
  return page.getByRole('table').locator('tbody tr');
}

for (const locale of LOCALES) {
  test.describe(`payments (${locale})`, () => {
    test('a player saves banking details through the confirmation and reads them back after a reload', async ({
      page,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      const suffix = randomBytes(3).toString('hex');
      await signInAsNewPlayer(page, '/account/payments', { gameName: `Pay${suffix}` });
      await expect(mainHeading(page, text.title)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(text.title));
      await expect(page.getByRole('radio', { name: text.bankTransfer, exact: true })).toBeChecked();
      await expect(field(page, text.walletEmail)).toHaveCount(0);

      // Nothing is sent while a field is missing or the IBAN's check digits are wrong.
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.required, { exact: true })).toHaveCount(7);
      await field(page, text.holder).fill(`Player ${suffix}`);
      await field(page, text.bankName).fill('Saudi National Bank');
      await field(page, text.bankAddress).fill('King Fahd Road, Riyadh');
      await field(page, text.iban).fill('SA04 8000 0000 6080 1016 7519');
      await field(page, text.swift).fill('NCBKSAJE');
      await field(page, text.currency).selectOption('SAR');
      await field(page, text.mobile).fill('+966 50 123 4567');
      await field(page, text.email).fill(`pay${suffix}@example.com`);
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.ibanChecksum, { exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await field(page, text.iban).fill('SA03 8000 0000 6080 1016 7519');
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith('/v1/payment/banking-info'))
          saves.push(request.url());
      });
      await page.getByRole('button', { name: text.save, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.confirmTitle });
      await expect(dialog).toBeVisible();
      expect(saves, 'nothing is sent before the confirmation').toEqual([]);
      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
      expect(saves).toHaveLength(1);

      await page.reload();
      await expect(field(page, text.holder)).toHaveValue(`Player ${suffix}`);
      await expect(field(page, text.iban)).toHaveValue('SA0380000000608010167519');
      await expect(field(page, text.swift)).toHaveValue('NCBKSAJE');
      await expect(field(page, text.currency)).toHaveValue('SAR');
      await expect(field(page, text.email)).toHaveValue(`pay${suffix}@example.com`);
      const saved = await apiGet<{ data: { bankingDetails: { iban: string } | null } }>(
        page.request,
        '/v1/payment/banking-info',
        await tokenOf(page),
      );
      expect(saved.data.bankingDetails?.iban).toBe('SA0380000000608010167519');

      // The online wallet: only its email is asked for, and the choice survives a reload.
      await page.getByRole('radio', { name: text.wallet, exact: true }).check();
      await expect(field(page, text.iban)).toHaveCount(0);
      await field(page, text.walletEmail).fill(`wallet${suffix}@example.com`);
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page
        .getByRole('dialog', { name: text.confirmTitle })
        .getByRole('button', { name: text.save })
        .click();
      await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('radio', { name: text.wallet, exact: true })).toBeChecked();
      await expect(field(page, text.walletEmail)).toHaveValue(`wallet${suffix}@example.com`);
    });

    test("Falcon filters his payouts by status and year and opens one's details", async ({
      page,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/account/payments' });
      await expect(mainHeading(page, text.title)).toBeVisible();
      const { data: payouts } = await apiGet<{ data: ApiTransaction[] }>(
        page.request,
        '/v1/payment/history',
        await tokenOf(page),
      );
      expect(new Set(payouts.map((payout) => payout.status))).toEqual(
        new Set(['Completed', 'Pending', 'Rejected']),
      );

      await expect(historyRows(page)).toHaveCount(payouts.length);
      await expect(
        page.getByText(text.showing(1, payouts.length, payouts.length), { exact: true }),
      ).toBeVisible();

      const completed = payouts.filter((payout) => payout.status === 'Completed');
      await field(page, text.status).selectOption({ label: text.completed });
      await expect(historyRows(page)).toHaveCount(completed.length);
      await expect(historyRows(page).getByText(text.pending, { exact: true })).toHaveCount(0);

      const years = [...new Set(payouts.map((payout) => new Date(payout.date).getFullYear()))].sort(
        (a, b) => b - a,
      );
      const yearSelect = field(page, text.year);
      await expect(yearSelect.locator('option')).toHaveText([text.all, ...years.map(String)]);
      const oldest = years[years.length - 1];
      await yearSelect.selectOption(String(oldest));
      const completedThatYear = completed.filter((payout) => new Date(payout.date).getFullYear() === oldest);
      await expect(historyRows(page)).toHaveCount(completedThatYear.length);

      // Back to every payout, then the details of the settled tournament prize.
      await field(page, text.status).selectOption({ label: text.all });
      await yearSelect.selectOption({ label: text.all });
      const prize = completed.find((payout) => payout.tournamentId && payout.reference)!;
      expect(prize, 'a settled tournament prize').toBeTruthy();
      const description = (locale === 'ar' ? prize.description.ar : undefined) ?? prize.description.en;
      await page.getByRole('button', { name: `${text.viewDetails}: ${description}`, exact: true }).click();
      const details = page.getByRole('dialog', { name: text.details });
      await expect(details).toBeVisible();
      await expect(
        details.getByText(`${formatNumber(prize.amount, locale)} ${prize.currency}`),
      ).toBeVisible();
      await expect(details.getByText(text.completed, { exact: true })).toBeVisible();
      await expect(details.getByText(prize.id, { exact: true })).toBeVisible();
      await expect(details.getByText(prize.tournamentId!, { exact: true })).toBeVisible();
      await expect(details.getByText(prize.reference!, { exact: true })).toBeVisible();
      await expect(details.getByText(text.bankTransfer, { exact: true })).toBeVisible();
      await details.getByRole('button', { name: text.close, exact: true }).click();
      await expect(details).toHaveCount(0);
    });

    test('staff see where a pending payout pays, frozen before the player changed the IBAN, and the change', async ({
      page,
      browser,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      // Nour, third in the Riyadh Rumble (Pending), saves bank details and then changes the IBAN in her browser.
      const nour = await newPage(browser, locale);
      await signInAs(nour, 'Nour#JOR', { returnTo: '/account/payments' });
      const token = await tokenOf(nour);
      const { urls } = readPortalInfo();
      for (const iban of [FROZEN_IBAN, 'SA44 2000 0001 2345 6789 1234']) {
        const saved = await nour.request.put(`${urls.api}/v1/payment/banking-info`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { preferredPaymentMethod: 'bank_transfer', bankingDetails: { ...NOUR_BANK, iban } },
        });
        expect(saved.status(), await saved.text()).toBe(200);
      }
      await nour.context().close();

      await setLocale(page, locale);
      await signInAs(page, 'ArenaAdmin#STAFF', { returnTo: '/staff/payouts' });
      await expect(mainHeading(page, text.payoutsTitle)).toBeVisible();
      await expect(page.getByRole('columnheader', { name: text.destination, exact: true })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Nour#JOR' });
      await expect(row).toHaveCount(1);
      // Still the first IBAN, masked; flagged because the details changed after it was frozen.
      await expect(row.getByText('SA** **** **** **** **** 7519', { exact: true })).toBeVisible();
      await expect(row.getByText(text.detailsChanged, { exact: true })).toBeVisible();

      await row.getByRole('button', { name: `${text.payoutDetails}: Nour#JOR`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.payoutDetailsTitle('Nour#JOR') });
      await expect(dialog).toBeVisible();
      const history = dialog.getByRole('region', { name: text.detailsHistory });
      await expect(history.getByRole('listitem').first()).toContainText('Nour#JOR');
      await expect(history.getByRole('listitem').first().getByText(text.afterPayout)).toBeVisible();
      const destination = dialog.getByRole('region', { name: text.destination });
      await expect(destination.getByText('SA0380000000608010167519', { exact: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: text.revealDetails, exact: true }).click();
      await expect(destination.getByText('SA0380000000608010167519', { exact: true })).toBeVisible();
      await expect(destination.getByText(NOUR_BANK.bankAddress, { exact: true })).toBeVisible();
    });
  });
}
