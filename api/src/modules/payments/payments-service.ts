import { randomUUID } from 'node:crypto';
import {
  PAYOUT_HISTORY_LIMIT,
  RefusalReason,
  type AdminPayout,
  type AdminPayoutsPage,
  type BankingDetails,
  type PaymentDetailsChange,
  type PaymentProfile,
  type PayoutDestinationDetails,
  type paymentProfileBody,
  type PayoutCurrency,
  type settlePayoutBody,
  type Transaction,
  type TransactionStatus,
  type WalletDetails,
} from '@arena/contract';
import { normalizeIban, normalizeSwift } from '@arena/contract/rules';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { Db } from '../../db/database.js';
import { json, type PaymentTransactionsTable } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError, refusal } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { ibanMessage, swiftMessage } from './banking-messages.js';
import { decryptDetails, encryptDetails } from './payment-crypto.js';
import {
  destinationDetails,
  flagDetailsChanged,
  freezePayoutDestinations,
  listedDestination,
} from './payout-destinations.js';

const payoutNotFound = () =>
  refusal('notFound', 'Payout not found', { reason: RefusalReason.payoutNotFound });

type ProfileBody = z.output<typeof paymentProfileBody>;
type SettleBody = z.output<typeof settlePayoutBody>;
type BankingFields = Omit<BankingDetails, '_id'>;
type WalletFields = Omit<WalletDetails, '_id'>;

const BANKING_FIELDS = [
  'accountHolderName',
  'bankName',
  'bankAddress',
  'iban',
  'swift',
  'currency',
  'mobileNumber',
  'email',
] as const satisfies readonly (keyof BankingFields)[];

// --- Payment profile ----------------------------------------------------------------------------------------------

interface StoredProfile {
  preferredPaymentMethod: PaymentProfile['preferredPaymentMethod'];
  bankingDetails: BankingDetails | null;
  paypalDetails: WalletDetails | null;
}

async function readProfile(db: Db, key: Buffer, userId: string): Promise<StoredProfile | null> {
  const row = await db
    .selectFrom('payment_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    preferredPaymentMethod: row.preferred_payment_method,
    bankingDetails:
      row.banking_details && row.banking_details_id
        ? { _id: row.banking_details_id, ...decryptDetails<BankingFields>(key, userId, row.banking_details) }
        : null,
    paypalDetails:
      row.paypal_details && row.paypal_details_id
        ? { _id: row.paypal_details_id, ...decryptDetails<WalletFields>(key, userId, row.paypal_details) }
        : null,
  };
}

/** GET /v1/payment/banking-info: the caller's own profile; bank transfer and no details when nothing is saved. */
export async function getPaymentProfile(db: Db, key: Buffer, userId: string): Promise<PaymentProfile> {
  return (
    (await readProfile(db, key, userId)) ?? {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: null,
      paypalDetails: null,
    }
  );
}

/** 400 naming each banking field whose IBAN checksum or SWIFT/BIC format is wrong. */
function checkBankingDetails(details: BankingFields): void {
  const fields: Record<string, string> = {};
  const iban = ibanMessage(details.iban);
  if (iban) fields['bankingDetails.iban'] = iban;
  const swift = swiftMessage(details.swift);
  if (swift) fields['bankingDetails.swift'] = swift;
  if (Object.keys(fields).length > 0) throw invalidFields('body', fields);
}

/** The names of the fields that differ (`bankingDetails.iban`), never their values. */
function changedFields(before: StoredProfile | null, after: StoredProfile): string[] {
  const changed: string[] = [];
  if (before?.preferredPaymentMethod !== after.preferredPaymentMethod) changed.push('preferredPaymentMethod');
  if (after.bankingDetails) {
    for (const field of BANKING_FIELDS) {
      if (before?.bankingDetails?.[field] !== after.bankingDetails[field]) {
        changed.push(`bankingDetails.${field}`);
      }
    }
  }
  if (after.paypalDetails && before?.paypalDetails?.email !== after.paypalDetails.email) {
    changed.push('paypalDetails.email');
  }
  return changed;
}

/**
 * PUT /v1/payment/banking-info: checks the IBAN and SWIFT/BIC, keeps details that were not sent, encrypts each
 * details object for its owner and records which fields changed (who, when, which; not the values). Pending
 * payouts keep the destination frozen for them, flagged as changed since; those without one (the player had saved
 * no details) take the new details as theirs (issue 27).
 */
export async function savePaymentProfile(
  db: Db,
  key: Buffer,
  userId: string,
  body: ProfileBody,
): Promise<PaymentProfile> {
  const banking: BankingFields | null = body.bankingDetails
    ? {
        accountHolderName: body.bankingDetails.accountHolderName,
        bankName: body.bankingDetails.bankName,
        bankAddress: body.bankingDetails.bankAddress,
        iban: normalizeIban(body.bankingDetails.iban),
        swift: normalizeSwift(body.bankingDetails.swift),
        currency: body.bankingDetails.currency,
        mobileNumber: body.bankingDetails.mobileNumber,
        email: body.bankingDetails.email,
      }
    : null;
  if (banking) checkBankingDetails(banking);

  return db.transaction().execute(async (trx) => {
    // Serialises two saves of the same player (the audit compares with what the other one wrote).
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const before = await readProfile(trx, key, userId);
    const after: StoredProfile = {
      preferredPaymentMethod: body.preferredPaymentMethod,
      bankingDetails: banking
        ? { _id: before?.bankingDetails?._id ?? randomUUID(), ...banking }
        : (before?.bankingDetails ?? null),
      paypalDetails: body.paypalDetails
        ? { _id: before?.paypalDetails?._id ?? randomUUID(), email: body.paypalDetails.email }
        : (before?.paypalDetails ?? null),
    };
    const changed = changedFields(before, after);
    if (changed.length === 0) return after;

    const encrypt = (details: BankingDetails | WalletDetails | null) => {
      if (!details) return null;
      const { _id: _ignored, ...fields } = details;
      return encryptDetails(key, userId, fields);
    };
    const now = new Date();
    const values = {
      preferred_payment_method: after.preferredPaymentMethod,
      banking_details_id: after.bankingDetails?._id ?? null,
      banking_details: encrypt(after.bankingDetails),
      paypal_details_id: after.paypalDetails?._id ?? null,
      paypal_details: encrypt(after.paypalDetails),
      updated_at: now,
    };
    await trx
      .insertInto('payment_profiles')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    await trx
      .insertInto('payment_profile_changes')
      .values({ user_id: userId, changed_by: userId, changed_fields: json(changed), changed_at: now })
      .execute();
    await flagDetailsChanged(trx, userId, now);
    await freezePayoutDestinations(trx, { userId }, now);
    return after;
  });
}

// --- Transactions -------------------------------------------------------------------------------------------------

type TransactionRow = Selectable<PaymentTransactionsTable>;

/** A payout row as the answers show it (the player's history, the payout desk, the moderation record). */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    description: row.description,
    amount: Number(row.amount),
    currency: row.currency as PayoutCurrency,
    status: row.status,
    tournamentId: row.tournament_id,
    position: row.position,
    paymentMethod: row.payment_method,
    reference: row.reference,
    notes: row.notes,
  };
}

/** GET /v1/payment/history: the caller's payouts, newest first. */
export async function paymentHistory(db: Db, userId: string): Promise<Transaction[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toTransaction);
}

// --- Staff ----------------------------------------------------------------------------------------------------------

function adminPayoutsSelect(db: Db) {
  return db
    .selectFrom('payment_transactions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('payment_profiles as p', 'p.user_id', 't.user_id')
    .selectAll('t')
    .select(['u.game_name', 'u.tag_line', 'p.preferred_payment_method']);
}

type AdminPayoutRow = TransactionRow & {
  game_name: string;
  tag_line: string;
  preferred_payment_method: 'bank_transfer' | 'paypal' | null;
};

interface ChangeRow {
  user_id: string;
  changed_at: Date;
  changed_fields: string[];
  changed_by: string | null;
  game_name: string | null;
  tag_line: string | null;
}

/** The latest `PAYOUT_HISTORY_LIMIT` payment details changes of each of these players, newest first. */
async function detailsChangesOf(db: Db, userIds: string[]): Promise<Map<string, ChangeRow[]>> {
  const byUser = new Map<string, ChangeRow[]>();
  if (userIds.length === 0) return byUser;
  const ranked = db
    .selectFrom('payment_profile_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select(['c.user_id', 'c.changed_at', 'c.changed_fields', 'c.changed_by', 'u.game_name', 'u.tag_line'])
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('c.user_id').orderBy('c.changed_at', 'desc').orderBy('c.id'))
        .as('rank'),
    )
    .where('c.user_id', 'in', [...new Set(userIds)]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('r.rank', '<=', PAYOUT_HISTORY_LIMIT)
    .orderBy('r.user_id')
    .orderBy('r.rank')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(row);
    byUser.set(row.user_id, list);
  }
  return byUser;
}

function toDetailsChange(change: ChangeRow, frozenAt: Date | null): PaymentDetailsChange {
  return {
    changedAt: change.changed_at.toISOString(),
    changedBy:
      change.changed_by && change.game_name !== null && change.tag_line !== null
        ? { id: change.changed_by, gameName: change.game_name, tagLine: change.tag_line }
        : null,
    fields: change.changed_fields,
    afterFrozen: frozenAt !== null && change.changed_at.getTime() > frozenAt.getTime(),
  };
}

/** Payout rows as staff see them: the destination decrypted and masked, and the player's details changes. */
async function toAdminPayouts(db: Db, key: Buffer, rows: AdminPayoutRow[]): Promise<AdminPayout[]> {
  const changes = await detailsChangesOf(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    ...toTransaction(row),
    user: { id: row.user_id, gameName: row.game_name, tagLine: row.tag_line },
    preferredPaymentMethod: row.preferred_payment_method,
    settledAt: row.settled_at?.toISOString() ?? null,
    destination: listedDestination(destinationDetails(key, row)),
    detailsChangedAt: row.details_changed_at?.toISOString() ?? null,
    detailsHistory: (changes.get(row.user_id) ?? []).map((change) =>
      toDetailsChange(change, row.destination_frozen_at),
    ),
  }));
}

/** GET /v1/admin/payouts: every player's payouts, newest first, optionally of one status. */
export async function adminPayouts(
  db: Db,
  key: Buffer,
  query: { status?: TransactionStatus; page: number; limit: number },
): Promise<AdminPayoutsPage> {
  let list = adminPayoutsSelect(db);
  let count = db.selectFrom('payment_transactions').select((eb) => eb.fn.countAll<string>().as('count'));
  if (query.status) {
    list = list.where('t.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const total = Number((await count.executeTakeFirstOrThrow()).count);
  const rows = await list
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    data: await toAdminPayouts(db, key, rows),
    pagination: { total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) },
  };
}

/**
 * GET /v1/admin/payouts/{id}/destination: every detail of where the payout pays, as frozen, for the staff member
 * making the transfer. 404 for an unknown payout or one without a destination.
 */
export async function payoutDestinationOf(
  db: Db,
  key: Buffer,
  payoutId: string,
): Promise<PayoutDestinationDetails> {
  if (!isUuid(payoutId)) throw payoutNotFound();
  const row = await db
    .selectFrom('payment_transactions')
    .select(['user_id', 'destination_method', 'destination', 'destination_frozen_at'])
    .where('id', '=', payoutId)
    .executeTakeFirst();
  if (!row) throw payoutNotFound();
  const details = destinationDetails(key, row);
  if (!details) throw apiError('notFound', { message: 'This payout has no payment details to pay to' });
  return details;
}

/**
 * PATCH /v1/admin/payouts/{id}: a pending payout becomes Completed (with the bank's or wallet's reference) or
 * Rejected, with the method of its frozen destination as the payout's method; one audit row records it. 404 for
 * an unknown payout, 409 when it is no longer pending, or when it would be Completed without a destination.
 */
export async function settlePayout(
  db: Db,
  key: Buffer,
  input: { payoutId: string; adminId: string; body: SettleBody; now: Date },
): Promise<AdminPayout> {
  if (!isUuid(input.payoutId)) throw payoutNotFound();
  return db.transaction().execute(async (trx) => {
    const payout = await trx
      .selectFrom('payment_transactions')
      .select(['id', 'user_id', 'status', 'destination_method'])
      .where('id', '=', input.payoutId)
      .forUpdate()
      .executeTakeFirst();
    if (!payout) throw payoutNotFound();
    if (payout.status !== 'Pending') {
      throw refusal('conflict', `This payout is already ${payout.status}`, {
        reason: RefusalReason.payoutSettled,
        status: payout.status,
      });
    }
    if (input.body.status === 'Completed' && !payout.destination_method) {
      throw refusal(
        'conflict',
        'This payout has no payment details to pay to: the player must save them first, or reject it',
        { reason: RefusalReason.noDestination },
      );
    }
    const settled = {
      status: input.body.status,
      reference: input.body.reference || null,
      notes: input.body.notes || null,
      payment_method: payout.destination_method,
      settled_at: input.now,
      settled_by: input.adminId,
    };
    await trx.updateTable('payment_transactions').set(settled).where('id', '=', payout.id).execute();
    await recordStaffAction(trx, {
      staffId: input.adminId,
      action: 'payout.settle',
      record: { type: 'payment_transactions', id: payout.id },
      before: { status: payout.status },
      after: {
        status: settled.status,
        reference: settled.reference,
        notes: settled.notes,
        paymentMethod: settled.payment_method,
      },
      at: input.now,
    });
    const row = await adminPayoutsSelect(trx).where('t.id', '=', payout.id).executeTakeFirstOrThrow();
    return (await toAdminPayouts(trx, key, [row]))[0]!;
  });
}
