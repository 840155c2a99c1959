import type { AdminPayout } from '@arena/contract';
import { clearToasts, mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../../testing/fixtures';
import { setSession, toastTexts } from '../../../testing/render';
import { StaffPayoutsPage } from './staff-payouts-page';

const admin = {
  ...testUser,
  id: 'admin-1',
  role: 'admin',
  staffRoles: ['admin' as const],
  gameName: 'ArenaAdmin',
  tagLine: 'STAFF',
};
const support = { ...testUser, id: 'support-1', staffRoles: ['support' as const] };

const pending: AdminPayout = {
  id: 'p1',
  date: '2026-11-13T10:00:00.000Z',
  description: { en: 'Riyadh Rumble — 1st place prize', ar: 'معركة الرياض — جائزة المركز الأول' },
  amount: 700,
  currency: 'USD',
  status: 'Pending',
  tournamentId: 't1',
  position: 1,
  paymentMethod: null,
  reference: null,
  notes: null,
  user: { id: 'u1', gameName: 'Falcon', tagLine: 'MENA' },
  preferredPaymentMethod: 'bank_transfer',
  settledAt: null,
  destination: {
    method: 'bank_transfer',
    frozenAt: '2026-11-13T10:00:00.000Z',
    accountHolderName: 'Falcon Al-Saud',
    bankName: 'Saudi National Bank',
    iban: 'SA** **** **** **** **** 7519',
    swift: 'NCBKSAJE',
    currency: 'SAR',
  },
  detailsChangedAt: null,
  detailsHistory: [
    {
      changedAt: '2026-11-01T08:00:00.000Z',
      changedBy: { id: 'u1', gameName: 'Falcon', tagLine: 'MENA' },
      fields: ['preferredPaymentMethod', 'bankingDetails.iban'],
      afterFrozen: false,
    },
  ],
};

/** The same payout after the player changed the IBAN and the holder's name: still paying the frozen account. */
const changed: AdminPayout = {
  ...pending,
  detailsChangedAt: '2026-11-14T09:30:00.000Z',
  detailsHistory: [
    {
      changedAt: '2026-11-14T09:30:00.000Z',
      changedBy: { id: 'u1', gameName: 'Falcon', tagLine: 'MENA' },
      fields: ['bankingDetails.accountHolderName', 'bankingDetails.iban'],
      afterFrozen: true,
    },
    ...pending.detailsHistory,
  ],
};

const pageOf = (data: AdminPayout[]) => ({
  body: { data, pagination: { total: data.length, page: 1, limit: 20, pages: 1 } },
});

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
});

describe('staff payouts page', () => {
  it('tells players the page is not for them and never calls the admin API', async () => {
    setSession(testUser);
    const api = mockApi({});
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    expect(screen.getByText('This page is for platform staff only.')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('lists pending payouts and marks one paid with its reference', async () => {
    setSession(admin);
    const patches: unknown[] = [];
    const api = mockApi({
      'GET /v1/admin/payouts': ({ url }) => ({
        body: {
          data:
            url.searchParams.get('status') === 'Pending' || !url.searchParams.get('status') ? [pending] : [],
          pagination: { total: 1, page: 1, limit: 20, pages: 1 },
        },
      }),
      'PATCH /v1/admin/payouts/p1': ({ body }) => {
        patches.push(body);
        return { body: { data: { ...pending, status: 'Completed', reference: 'TRF-1' } } };
      },
    });
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    const row = (await screen.findByText('Falcon#MENA')).closest('tr')!;
    expect(within(row).getByText('700 USD')).toBeInTheDocument();
    expect(within(row).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Mark Paid: Falcon#MENA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payout as paid' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(within(dialog).getByText('This Field Is Required')).toBeInTheDocument();
    expect(patches).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: ' TRF-1 ' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Paid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() =>
      expect(patches).toEqual([{ status: 'Completed', reference: 'TRF-1', notes: 'Paid' }]),
    );
    await waitFor(() => expect(toastTexts()).toContain('Payout updated'));
    expect(api.calls().filter((call) => call === 'GET /v1/admin/payouts').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['en', '1,500 EUR', 'Pending', 'Page 1 of 12'],
    ['ar', '١٬٥٠٠ EUR', 'قيد الانتظار', 'الصفحة ١ من ١٢'],
  ] as const)(
    'keeps the date, the amount and the status pill on one line, and pages in the page digits (%s)',
    async (locale, amount, status, pager) => {
      await resetKit(locale);
      setSession(admin);
      mockApi({
        'GET /v1/admin/payouts': {
          body: {
            data: [{ ...pending, amount: 1500, currency: 'EUR' }],
            pagination: { total: 230, page: 1, limit: 20, pages: 12 },
          },
        },
      });
      renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
      const row = (await screen.findByText('Falcon#MENA')).closest('tr')!;
      const cells = within(row).getAllByRole('cell');
      const oneLine = [cells[0]!, within(row).getByText(amount), within(row).getByText(status)];
      for (const element of oneLine)
        expect(getComputedStyle(element.closest('td')!).whiteSpace).toBe('nowrap');
      expect(screen.getByText(pager)).toBeInTheDocument();
    },
  );

  it('rejects a payout with notes only, in Arabic', async () => {
    await resetKit('ar');
    setSession(admin);
    const patches: unknown[] = [];
    mockApi({
      'GET /v1/admin/payouts': {
        body: { data: [pending], pagination: { total: 1, page: 1, limit: 20, pages: 1 } },
      },
      'PATCH /v1/admin/payouts/p1': ({ body }) => {
        patches.push(body);
        return { body: { data: { ...pending, status: 'Rejected' } } };
      },
    });
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    expect(await screen.findByText('معركة الرياض — جائزة المركز الأول')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'رفض: Falcon#MENA' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض الدفعة' });
    fireEvent.change(within(dialog).getByLabelText('ملاحظات'), { target: { value: 'No details' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'Rejected', notes: 'No details' }]));
  });

  it.each([
    [
      'en',
      {
        code: 4009,
        message: 'Reworded: done already',
        details: { reason: 'payoutSettled', status: 'Completed' },
      },
      'This payout is already Completed',
    ],
    [
      'ar',
      {
        code: 4009,
        message: 'Reworded: done already',
        details: { reason: 'payoutSettled', status: 'Completed' },
      },
      'حالة هذه الدفعة بالفعل: مكتملة',
    ],
    [
      'ar',
      { code: 4004, message: 'Reworded: gone', details: { reason: 'payoutNotFound' } },
      'هذه الدفعة لم تعد موجودة',
    ],
    ['en', { code: 4009, message: 'Reworded: no reason' }, 'Error Updating Payout'],
    ['ar', { code: 4009, message: 'Reworded: no reason' }, 'خطأ في تحديث الدفعة'],
  ] as const)('says a refused settlement by its reason (%s %j)', async (locale, body, shown) => {
    await resetKit(locale);
    setSession(admin);
    mockApi({
      'GET /v1/admin/payouts': pageOf([pending]),
      'PATCH /v1/admin/payouts/p1': () => ({ status: body.code === 4004 ? 404 : 409, body }),
    });
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    const reject = locale === 'ar' ? 'رفض' : 'Reject';
    fireEvent.click(await screen.findByRole('button', { name: `${reject}: Falcon#MENA` }));
    const dialog = await screen.findByRole('dialog', {
      name: locale === 'ar' ? 'رفض الدفعة' : 'Reject the payout',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: reject }));
    await waitFor(() => expect(toastTexts()).toContain(shown));
    expect(toastTexts().join(' ')).not.toMatch(/Reworded/);
  });

  it('shows where each payout pays, masked, and flags details changed since (issue 27)', async () => {
    setSession(admin);
    const nowhere: AdminPayout = {
      ...pending,
      id: 'p2',
      user: { id: 'u2', gameName: 'Omar', tagLine: 'EGY' },
      destination: null,
      detailsHistory: [],
    };
    mockApi({ 'GET /v1/admin/payouts': pageOf([changed, nowhere]) });
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    expect(await screen.findByRole('columnheader', { name: 'Destination' })).toBeInTheDocument();
    const falcon = (await screen.findByText('Falcon#MENA')).closest('tr')!;
    expect(within(falcon).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(falcon).getByText('SA** **** **** **** **** 7519')).toBeInTheDocument();
    expect(within(falcon).getByText('Details changed')).toBeInTheDocument();
    expect(within(falcon).getByRole('button', { name: 'Mark Paid: Falcon#MENA' })).toBeEnabled();

    const omar = screen.getByText('Omar#EGY').closest('tr')!;
    expect(within(omar).getByText('No payment details saved')).toBeInTheDocument();
    expect(within(omar).queryByText('Details changed')).toBeNull();
    expect(within(omar).getByRole('button', { name: 'Mark Paid: Omar#EGY' })).toBeDisabled();
    expect(within(omar).getByRole('button', { name: 'Reject: Omar#EGY' })).toBeEnabled();
  });

  it("opens a payout's details: the frozen destination, revealed in full on request, and the change history", async () => {
    setSession(admin);
    const api = mockApi({
      'GET /v1/admin/payouts': pageOf([changed]),
      'GET /v1/admin/payouts/p1/destination': {
        body: {
          data: {
            method: 'bank_transfer',
            frozenAt: '2026-11-13T10:00:00.000Z',
            accountHolderName: 'Falcon Al-Saud',
            bankName: 'Saudi National Bank',
            bankAddress: 'King Fahd Road, Riyadh',
            iban: 'SA0380000000608010167519',
            swift: 'NCBKSAJE',
            currency: 'SAR',
            mobileNumber: '+966 50 123 4567',
            email: 'falcon@example.com',
          },
        },
      },
    });
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Details: Falcon#MENA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout details: Falcon#MENA' });
    const destination = within(dialog).getByRole('region', { name: 'Destination' });
    expect(within(destination).getByText('SA** **** **** **** **** 7519')).toBeInTheDocument();
    expect(within(destination).getByText('Falcon Al-Saud')).toBeInTheDocument();
    expect(within(destination).queryByText('King Fahd Road, Riyadh')).toBeNull();
    expect(api.calls()).not.toContain('GET /v1/admin/payouts/p1/destination');
    expect(within(dialog).getByText(/The player changed their payment details on/)).toBeInTheDocument();

    const history = within(dialog).getByRole('region', { name: 'Payment details history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText(/by Falcon#MENA/)).toBeInTheDocument();
    expect(within(entries[0]!).getByText('After this payout')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Account holder name, IBAN')).toBeInTheDocument();
    expect(within(entries[1]!).queryByText('After this payout')).toBeNull();
    expect(within(entries[1]!).getByText('Preferred method, IBAN')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show full details' }));
    expect(await within(destination).findByText('SA0380000000608010167519')).toBeInTheDocument();
    expect(within(destination).getByText('King Fahd Road, Riyadh')).toBeInTheDocument();
    expect(within(destination).getByText('+966 50 123 4567')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /v1/admin/payouts/p1/destination');
  });

  it('shows the destination and its history in Arabic', async () => {
    await resetKit('ar');
    setSession(admin);
    mockApi({ 'GET /v1/admin/payouts': pageOf([changed]) });
    renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
    expect(await screen.findByRole('columnheader', { name: 'الوجهة' })).toBeInTheDocument();
    const row = (await screen.findByText('Falcon#MENA')).closest('tr')!;
    expect(within(row).getByText('تحويل بنكي')).toBeInTheDocument();
    expect(within(row).getByText('تغيّرت البيانات')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'التفاصيل: Falcon#MENA' }));
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل الدفعة: Falcon#MENA' });
    expect(within(dialog).getByRole('region', { name: 'الوجهة' })).toBeInTheDocument();
    expect(within(dialog).getByText('اسم صاحب الحساب')).toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'سجل بيانات الدفع' });
    expect(within(history).getByText('اسم صاحب الحساب، رقم الآيبان')).toBeInTheDocument();
    expect(within(history).getByText('بعد هذه الدفعة')).toBeInTheDocument();
    expect(within(dialog).getByText(/غيّر اللاعب بيانات الدفع في/)).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Only admins settle payouts and see full payment details.',
      'Reference',
      'Awaiting an admin',
      'Details',
    ],
    [
      'ar',
      'يسوّي المشرفون وحدهم المدفوعات ويطّلعون على تفاصيل الدفع كاملة.',
      'المرجع',
      'بانتظار مشرف',
      'التفاصيل',
    ],
  ] as const)(
    'shows support the payouts read-only: no settling, no full destination (%s)',
    async (locale, readOnly, referenceColumn, awaiting, details) => {
      await resetKit(locale);
      setSession(support);
      const api = mockApi({ 'GET /v1/admin/payouts': pageOf([pending]) });
      renderWithKit(<StaffPayoutsPage />, { path: '/staff/payouts' });
      const row = (await screen.findByText('Falcon#MENA')).closest('tr')!;
      expect(screen.getByText(readOnly)).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: referenceColumn })).toBeInTheDocument();
      expect(within(row).getByText(awaiting)).toBeInTheDocument();
      expect(within(row).getAllByRole('button')).toHaveLength(1);
      fireEvent.click(within(row).getByRole('button', { name: `${details}: Falcon#MENA` }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('SA** **** **** **** **** 7519')).toBeInTheDocument();
      expect(within(dialog).getAllByRole('button')).toHaveLength(1);
      expect(api.calls()).toEqual(['GET /v1/admin/payouts']);
    },
  );
});
