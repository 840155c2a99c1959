import type { Db } from './database.js';
import { json } from './schema.js';

/** What a staff write changed, for `recordStaffAction`. Never banking details or other secrets. */
export interface StaffAction {
  /** The staff member who did it; null for the system (a scheduled post published by its job). */
  staffId: string | null;
  /** What was done, `<domain>.<verb>` (`payout.settle`). */
  action: string;
  /** The table and id of the record changed. */
  record: { type: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/**
 * Records one staff write (DESIGN §5 "Every staff write is one audit row"): call it with the transaction that makes
 * the change, so the row exists exactly when the change does.
 *
 * @example await recordStaffAction(trx, { staffId, action: 'payout.settle', record: { type: 'payment_transactions', id }, before, after, at: now });
 */
export async function recordStaffAction(db: Db, entry: StaffAction): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      record_type: entry.record.type,
      record_id: entry.record.id,
      before: entry.before ? json(entry.before) : null,
      after: entry.after ? json(entry.after) : null,
      at: entry.at,
    })
    .execute();
}
