import type { AdminPayout } from '@arena/contract';
import { mockApi } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../../testing/fixtures';
import { clearToasts, renderWithToaster, resetKit, setSession, toastTexts } from '../../../testing/render';
import { StaffPayoutsPage } from './staff-payouts-page';

const admin = { ...testUser, id: 'admin-1', role: 'admin', gameName: 'ArenaAdmin', tagLine: 'STAFF' };

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
};

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
});

describe('staff payouts page', () => {
  it('tells players the page is not for them and never calls the admin API', async () => {
    setSession(testUser);
    const api = mockApi({});
    renderWithToaster(<StaffPayoutsPage />, '/staff/payouts');
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
    renderWithToaster(<StaffPayoutsPage />, '/staff/payouts');
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
    renderWithToaster(<StaffPayoutsPage />, '/staff/payouts');
    expect(await screen.findByText('معركة الرياض — جائزة المركز الأول')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'رفض: Falcon#MENA' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض الدفعة' });
    fireEvent.change(within(dialog).getByLabelText('ملاحظات'), { target: { value: 'No details' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'Rejected', notes: 'No details' }]));
  });
});
