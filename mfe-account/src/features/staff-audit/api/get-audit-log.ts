import type { AuditPage } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditCallQuery, type AuditFilters } from '../utils/audit-filters';

/** GET /v1/admin/audit (admins): one page of the audit log of staff writes, newest first, filtered. */
export async function getAuditLog(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  return apiCall('GET /v1/admin/audit', { query: auditCallQuery(filters), signal });
}

/** The page of the audit log the filters ask for; the previous page stays shown while the next one loads. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ['account', 'staff', 'audit', filters],
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}
