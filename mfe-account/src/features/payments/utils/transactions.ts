import type { Transaction, TransactionStatus } from '@arena/contract';

/** Transaction history page size (P2 §9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

export type StatusFilter = 'all' | TransactionStatus;
export type YearFilter = 'all' | number;

/** The years that have transactions, newest first (the year filter's choices after "all"). */
export function transactionYears(transactions: readonly Transaction[]): number[] {
  return [...new Set(transactions.map((transaction) => new Date(transaction.date).getFullYear()))].sort(
    (a, b) => b - a,
  );
}

/** The transactions of a status and a year. */
export function filterTransactions(
  transactions: readonly Transaction[],
  status: StatusFilter,
  year: YearFilter,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      (status === 'all' || transaction.status === status) &&
      (year === 'all' || new Date(transaction.date).getFullYear() === year),
  );
}

/** One page (1-based) and the "Showing X - Y of N" numbers; X is 0 when there is nothing to show. */
export function transactionsPage(
  transactions: readonly Transaction[],
  page: number,
  size = TRANSACTIONS_PAGE_SIZE,
): { rows: Transaction[]; from: number; to: number; total: number; pages: number } {
  const total = transactions.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  const rows = transactions.slice(start, start + size);
  return { rows, from: total === 0 ? 0 : start + 1, to: start + rows.length, total, pages };
}

/** P2 §4: Completed green, Pending yellow, Rejected red. */
export function statusTone(status: TransactionStatus): 'success' | 'warning' | 'danger' {
  return status === 'Completed' ? 'success' : status === 'Pending' ? 'warning' : 'danger';
}
