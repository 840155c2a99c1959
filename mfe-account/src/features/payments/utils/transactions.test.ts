import type { Transaction } from '@arena/contract';
import { filterTransactions, statusTone, transactionsPage, transactionYears } from './transactions';

const tx = (id: string, date: string, status: Transaction['status']): Transaction => ({
  id,
  date,
  description: { en: id },
  amount: 1,
  currency: 'USD',
  status,
  tournamentId: null,
  position: null,
  paymentMethod: null,
  reference: null,
  notes: null,
});

const all = [
  tx('a', '2026-05-01T12:00:00.000Z', 'Pending'),
  tx('b', '2025-05-01T12:00:00.000Z', 'Completed'),
  tx('c', '2024-05-01T12:00:00.000Z', 'Rejected'),
  tx('d', '2026-01-01T12:00:00.000Z', 'Completed'),
];

describe('transactions', () => {
  it('offers the years that have transactions, newest first', () => {
    expect(transactionYears(all)).toEqual([2026, 2025, 2024]);
    expect(transactionYears([])).toEqual([]);
  });

  it('filters by status and year', () => {
    expect(filterTransactions(all, 'all', 'all')).toHaveLength(4);
    expect(filterTransactions(all, 'Completed', 'all').map((t) => t.id)).toEqual(['b', 'd']);
    expect(filterTransactions(all, 'Completed', 2026).map((t) => t.id)).toEqual(['d']);
    expect(filterTransactions(all, 'all', 2024).map((t) => t.id)).toEqual(['c']);
  });

  it('pages by 10 with Showing X - Y of N numbers, within the valid pages', () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      tx(String(index), '2026-01-01T00:00:00.000Z', 'Pending'),
    );
    expect(transactionsPage(many, 1)).toMatchObject({ from: 1, to: 10, total: 23, pages: 3 });
    expect(transactionsPage(many, 3)).toMatchObject({ from: 21, to: 23 });
    expect(transactionsPage(many, 9)).toMatchObject({ from: 21, to: 23 });
    expect(transactionsPage([], 1)).toMatchObject({ from: 0, to: 0, total: 0, pages: 1 });
  });

  it('colours statuses as P2 §4 says', () => {
    expect([statusTone('Completed'), statusTone('Pending'), statusTone('Rejected')]).toEqual([
      'success',
      'warning',
      'danger',
    ]);
  });
});
