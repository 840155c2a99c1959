import type { AuditQuery } from '@arena/contract';

/** The audit log's filters as the page's address keeps them (`?action=payout&from=2026-11-01`): a link reproduces the view. */
export interface AuditFilters {
  staffId: string;
  /** An action's domain (`payout`) or a whole action (`payout.settle`). */
  action: string;
  recordType: string;
  recordId: string;
  /** Days as a date field gives them (`2026-11-01`), in the staff member's time zone. */
  from: string;
  to: string;
  page: number;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  staffId: '',
  action: '',
  recordType: '',
  recordId: '',
  from: '',
  to: '',
  page: 1,
};

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

const TEXT_FILTERS = ['staffId', 'action', 'recordType', 'recordId', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address holds; what it holds wrongly (a page of zero, a day that is no date) counts as unset. */
export function auditFiltersOf(search: URLSearchParams): AuditFilters {
  const filters = { ...NO_AUDIT_FILTERS };
  for (const key of TEXT_FILTERS) filters[key] = search.get(key)?.trim() ?? '';
  for (const key of ['from', 'to'] as const) if (!dayStart(filters[key])) filters[key] = '';
  const page = Number(search.get('page'));
  filters.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return filters;
}

/** The address's query for `filters`: set filters only, page 1 left out. */
export function auditSearchOf(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of TEXT_FILTERS) if (filters[key].trim()) search.set(key, filters[key].trim());
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The local midnight starting `day` (`2026-11-01`), or null for no date. */
function dayStart(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  return start.getMonth() === month - 1 && start.getDate() === date ? start : null;
}

/**
 * The query of GET /v1/admin/audit for `filters`: `from` from the start of its day, `to` to the end of its day, both
 * in the browser's time zone, as instants.
 */
export function auditCallQuery(filters: AuditFilters): AuditQuery {
  const from = dayStart(filters.from);
  const toStart = dayStart(filters.to);
  const to =
    toStart && new Date(toStart.getFullYear(), toStart.getMonth(), toStart.getDate() + 1, 0, 0, 0, -1);
  return {
    ...(filters.staffId ? { staffId: filters.staffId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.recordType ? { recordType: filters.recordType } : {}),
    ...(filters.recordId ? { recordId: filters.recordId } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    page: filters.page,
    limit: AUDIT_PAGE_SIZE,
  };
}
