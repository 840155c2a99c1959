import type { PaymentProfile, Transaction } from '@arena/contract';
import {
  clearToasts,
  mockApi,
  type MockRoute,
  renderWithKit,
  resetKit,
  switchLocale,
} from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { setSession, toastTexts } from '../../../testing/render';

const savedProfile: PaymentProfile = {
  preferredPaymentMethod: 'bank_transfer',
  bankingDetails: {
    _id: 'bank-1',
    accountHolderName: 'Falcon Al-Saud',
    bankName: 'Saudi National Bank',
    bankAddress: 'King Fahd Road, Riyadh',
    iban: 'SA0380000000608010167519',
    swift: 'NCBKSAJE',
    currency: 'SAR',
    mobileNumber: '+966501234567',
    email: 'falcon@example.com',
  },
  paypalDetails: null,
};

const emptyProfile: PaymentProfile = {
  preferredPaymentMethod: 'bank_transfer',
  bankingDetails: null,
  paypalDetails: null,
};

function transaction(index: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: `tx-${index}`,
    date: new Date(Date.UTC(2026, 0, 28 - index)).toISOString(),
    description: { en: `Cup ${index} — 1st place prize`, ar: `كأس ${index} — جائزة المركز الأول` },
    amount: 100 + index,
    currency: 'USD',
    status: 'Pending',
    tournamentId: null,
    position: null,
    paymentMethod: null,
    reference: null,
    notes: null,
    ...overrides,
  };
}

/** Twelve payouts of 2026 and one of 2025, in all three states. */
const history: Transaction[] = [
  transaction(0, {
    status: 'Completed',
    tournamentId: 'tour-1',
    position: 1,
    paymentMethod: 'bank_transfer',
    reference: 'TRF-SA-90117',
    notes: 'Congratulations, champion!',
    amount: 500,
  }),
  ...Array.from({ length: 11 }, (_, index) => transaction(index + 1)),
  transaction(20, {
    date: '2025-03-01T10:00:00.000Z',
    status: 'Rejected',
    notes: 'The IBAN on file was closed',
    description: { en: 'Gulf Showdown — 3rd place prize', ar: 'مواجهة الخليج — جائزة المركز الثالث' },
  }),
];

let api: ReturnType<typeof mockApi>;

function routes(overrides: Record<string, MockRoute> = {}) {
  api = mockApi({
    'GET /v1/payment/banking-info': { body: { status: 'success', data: savedProfile } },
    'GET /v1/payment/history': { body: { data: history } },
    ...overrides,
  });
  return api;
}

async function renderPayments(language: 'en' | 'ar' = 'en') {
  // The routes are mocked already: switch the language only (resetKit would restore fetch).
  if (language === 'ar') await switchLocale('ar');
  renderWithKit(<AccountRoutes />, { path: '/account/payments' });
}

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
  setSession(testUser);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('payments page: payment settings', () => {
  it('shows the title, both sections, the saved details and the sidebar entry', async () => {
    routes();
    await renderPayments();
    expect(await screen.findByLabelText('Account Holder Name')).toHaveValue('Falcon Al-Saud');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeInTheDocument();
    // Both sections of the page are drawn: the banking form and the history of payouts.
    expect(screen.getByRole('heading', { level: 2, name: 'Banking Information' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Preferred Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveValue('SA0380000000608010167519');
    expect(screen.getByLabelText('Currency')).toHaveValue('SAR');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(sidebar).getByRole('link', { current: 'page' })).toHaveTextContent('Payments');
    await waitFor(() => expect(document.title).toBe('Payment Settings | MENA Arena'));
  });

  it('shows the wallet email only when the online wallet is chosen', async () => {
    routes();
    await renderPayments();
    await screen.findByLabelText('Account Holder Name');
    expect(screen.queryByLabelText('Wallet Email')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Online Wallet' }));
    expect(screen.getByLabelText('Wallet Email')).toHaveAttribute('type', 'email');
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
  });

  it('marks every required bank field and sends nothing', async () => {
    routes({ 'GET /v1/payment/banking-info': { body: { status: 'success', data: emptyProfile } } });
    await renderPayments();
    await screen.findByLabelText('Account Holder Name');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This Field Is Required')).toHaveLength(7);
    expect(screen.getByLabelText('Account Holder Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('PUT /v1/payment/banking-info');
  });

  it('checks the IBAN checksum and the SWIFT/BIC format as the server does', async () => {
    routes();
    await renderPayments();
    await screen.findByLabelText('IBAN');
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'SA04 8000 0000 6080 1016 7519' } });
    fireEvent.change(screen.getByLabelText('SWIFT / BIC'), { target: { value: 'NCB1' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'falcon-at-example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The IBAN check digits do not match: check it for a typo'),
    ).toBeInTheDocument();
    expect(screen.getByText('The SWIFT/BIC must be 8 or 11 letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    // Fixing a field clears its message at once.
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'SA03 8000 0000 6080 1016 7519' } });
    await waitFor(() =>
      expect(
        screen.queryByText('The IBAN check digits do not match: check it for a typo'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('The SWIFT/BIC must be 8 or 11 letters and digits')).toBeInTheDocument();
  });

  it('confirms before sending, then shows Banking Information Saved for 5 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const bodies: unknown[] = [];
    routes({
      'PUT /v1/payment/banking-info': ({ body }) => {
        bodies.push(body);
        return {
          body: {
            status: 'success',
            data: {
              ...savedProfile,
              preferredPaymentMethod: 'paypal',
              paypalDetails: { _id: 'w1', email: 'wallet@example.com' },
            },
          },
        };
      },
    });
    await renderPayments();
    await screen.findByLabelText('Account Holder Name');
    fireEvent.click(screen.getByRole('radio', { name: 'Online Wallet' }));
    fireEvent.change(screen.getByLabelText('Wallet Email'), { target: { value: 'wallet@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save Banking Information?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Save Banking Information?' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByText('Banking Information Saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      { preferredPaymentMethod: 'paypal', paypalDetails: { email: 'wallet@example.com' } },
    ]);
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.queryByText('Banking Information Saved')).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)(
    'says a refused save in the page language, never the server words (%s)',
    async (language) => {
      routes({
        'PUT /v1/payment/banking-info': {
          status: 400,
          body: {
            code: 4000,
            message: 'Invalid body: bankingDetails.iban',
            details: {
              location: 'body',
              fields: { 'bankingDetails.iban': 'IBAN check digits do not match' },
            },
          },
        },
      });
      const text = {
        en: {
          name: 'Account Holder Name',
          save: 'Save',
          failed: 'Error Saving Banking Information',
          invalid: 'This value is not valid',
        },
        ar: {
          name: 'اسم صاحب الحساب',
          save: 'حفظ',
          failed: 'خطأ في حفظ المعلومات البنكية',
          invalid: 'هذه القيمة غير صالحة',
        },
      }[language];
      await renderPayments(language);
      await screen.findByLabelText(text.name);
      fireEvent.click(screen.getByRole('button', { name: text.save }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.save }));
      await waitFor(() => expect(toastTexts()).toContain(text.failed));
      await waitFor(() => expect(screen.getAllByText(text.failed).length).toBeGreaterThanOrEqual(2));
      await waitFor(() => expect(screen.getByText(text.invalid)).toBeInTheDocument());
      expect(screen.queryByText(/Invalid body|do not match/)).not.toBeInTheDocument();
    },
  );

  it('falls back to Error Saving Banking Information without a server message', async () => {
    routes({ 'PUT /v1/payment/banking-info': { status: 500, body: {} } });
    await renderPayments();
    await screen.findByLabelText('Account Holder Name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Error Saving Banking Information'));
    await waitFor(() =>
      expect(screen.getAllByText('Error Saving Banking Information').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('draws the form and the history together, once both calls have answered (no layout shift)', async () => {
    routes({ 'GET /v1/payment/history': { pending: true } });
    await renderPayments();
    expect(await screen.findByRole('status', { name: 'Loading banking information' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toContain('GET /v1/payment/banking-info'));
    expect(screen.queryByLabelText('Account Holder Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transaction History' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment Settings' }).closest('section'),
    ).toHaveAttribute('aria-busy', 'true');
  });

  it('toasts Error Loading Banking Information when the profile does not load', async () => {
    routes({ 'GET /v1/payment/banking-info': { status: 500, body: { message: 'boom' } } });
    await renderPayments();
    await waitFor(() => expect(toastTexts()).toContain('Error Loading Banking Information'));
    expect(await screen.findByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
  });

  it('speaks Arabic: labels, methods and the required-field message', async () => {
    routes({ 'GET /v1/payment/banking-info': { body: { status: 'success', data: emptyProfile } } });
    await renderPayments('ar');
    await screen.findByLabelText('اسم صاحب الحساب');
    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات الدفع' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'تحويل بنكي' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(7);
    fireEvent.click(screen.getByRole('radio', { name: 'محفظة إلكترونية' }));
    expect(screen.getByLabelText('بريد المحفظة الإلكتروني')).toBeInTheDocument();
    // Once sent, the newly required wallet email is checked at once, and the hidden bank fields no longer count.
    await waitFor(() => expect(screen.getAllByText('هذا الحقل مطلوب')).toHaveLength(1));
    expect(screen.getByLabelText('بريد المحفظة الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['en', 'IBAN', 'Checked by its check digits, e.g. SA03 8000 0000 6080 1016 7519'],
    ['ar', 'رقم الآيبان (IBAN)', 'يُتحقق منه بخانات التحقق، مثل SA03 8000 0000 6080 1016 7519'],
  ] as const)(
    'keeps the example IBAN on one line, left to right, in its hint (%s)',
    async (locale, label, hint) => {
      routes();
      await renderPayments(locale);
      const iban = await screen.findByLabelText(label);
      expect(iban).toHaveAccessibleDescription(hint);
      const example = screen.getByText('SA03 8000 0000 6080 1016 7519');
      expect(example.tagName).toBe('BDI');
      expect(example).toHaveAttribute('dir', 'ltr');
      expect(getComputedStyle(example).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(example).unicodeBidi).toBe('isolate');
    },
  );
});

describe('payments page: transaction history', () => {
  const table = () => screen.getByRole('table');
  const bodyRows = () => within(table()).getAllByRole('row').slice(1);

  it('lists pages of 10 with Showing X - Y of N, amounts in their currency and status badges', async () => {
    routes();
    await renderPayments();
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 - 10 of 13')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('500 USD')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Completed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Showing 11 - 13 of 13')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('filters by status and by the years that have transactions', async () => {
    routes();
    await renderPayments();
    await screen.findByRole('table');
    const year = screen.getByLabelText('Year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '2026', '2025']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Rejected' } });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Gulf Showdown — 3rd place prize')).toBeInTheDocument();
    fireEvent.change(year, { target: { value: '2026' } });
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Pending' } });
    expect(screen.getByText('Showing 1 - 10 of 11')).toBeInTheDocument();
  });

  it('opens the details of a transaction with every field', async () => {
    routes();
    await renderPayments();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'View Details: Cup 0 — 1st place prize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    for (const text of [
      '500 USD',
      'Completed',
      'tx-0',
      'Cup 0 — 1st place prize',
      'tour-1',
      'Bank Transfer',
      'TRF-SA-90117',
      'Congratulations, champion!',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Position').nextElementSibling).toHaveTextContent('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts Error Loading Transactions and shows an empty list when the history fails', async () => {
    routes({ 'GET /v1/payment/history': { status: 500, body: { message: 'boom' } } });
    await renderPayments();
    await waitFor(() => expect(toastTexts()).toContain('Error Loading Transactions'));
    await waitFor(() => expect(screen.getByText('No transactions found')).toBeInTheDocument());
  });

  it('shows the history in Arabic', async () => {
    routes();
    await renderPayments('ar');
    await screen.findByRole('table');
    expect(screen.getByText('عرض ١ - ١٠ من ١٣')).toBeInTheDocument();
    expect(screen.getByText('كأس 0 — جائزة المركز الأول')).toBeInTheDocument();
    expect(screen.getAllByText('قيد الانتظار').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'عرض التفاصيل: كأس 0 — جائزة المركز الأول' }));
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل المعاملة' });
    expect(within(dialog).getByText('المركز').nextElementSibling).toHaveTextContent(/^١$/);
  });
});
