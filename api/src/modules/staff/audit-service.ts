import type { AuditEntry, AuditPage, auditQuery } from '@arena/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { Database } from '../../db/schema.js';
import { playerColumns, toStaffPlayer } from './staff-players.js';
import type { StaffContext } from './staff-roles-service.js';

type AuditQuery = z.output<typeof auditQuery>;
type AuditSelect<O> = SelectQueryBuilder<Database, 'staff_audit', O>;

/**
 * The audit rows the filters keep: by staff member, by action (`payout.settle`) or its domain (`payout`), by record,
 * and by time (`from` and `to` inclusive).
 */
function filtered<O>(query: AuditSelect<O>, filters: AuditQuery): AuditSelect<O> {
  let kept = query;
  if (filters.staffId !== undefined) kept = kept.where('staff_audit.staff_id', '=', filters.staffId);
  const { action } = filters;
  if (action) {
    kept = kept.where((eb) =>
      eb.or([
        eb('staff_audit.action', '=', action),
        sql<boolean>`starts_with(staff_audit.action, ${`${action}.`})`,
      ]),
    );
  }
  if (filters.recordType) kept = kept.where('staff_audit.record_type', '=', filters.recordType);
  if (filters.recordId) kept = kept.where('staff_audit.record_id', '=', filters.recordId);
  if (filters.from) kept = kept.where('staff_audit.at', '>=', new Date(filters.from));
  if (filters.to) kept = kept.where('staff_audit.at', '<=', new Date(filters.to));
  return kept;
}

/**
 * GET /v1/admin/audit: the audit log of staff writes, newest first, a page at a time, each entry with its staff
 * member. A `staffId` that is no account id matches nothing.
 */
export async function auditLog(context: StaffContext, filters: AuditQuery): Promise<AuditPage> {
  const { db, assetUrl } = context;
  const { page, limit } = filters;
  if (filters.staffId !== undefined && !isUuid(filters.staffId)) {
    return { data: [], pagination: { total: 0, page, limit, pages: 0 } };
  }
  const count = await filtered(
    db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string>().as('count')),
    filters,
  ).executeTakeFirstOrThrow();
  const rows = await filtered(
    db
      .selectFrom('staff_audit')
      .selectAll('staff_audit')
      .select((eb) => playerColumns(db, eb.ref('staff_audit.staff_id')).as('staff')),
    filters,
  )
    .orderBy('staff_audit.at', 'desc')
    .orderBy('staff_audit.seq', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const total = Number(count.count);
  const data = rows.map((row): AuditEntry => ({
    id: row.id,
    staff: row.staff ? toStaffPlayer(row.staff, assetUrl) : null,
    action: row.action,
    record: { type: row.record_type, id: row.record_id },
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  }));
  return { data, pagination: { total, page, limit, pages: Math.ceil(total / limit) } };
}
