import { randomUUID } from 'node:crypto';
import type {
  AdminPayout,
  AdminPayoutsPage,
  BankingDetails,
  PaymentProfile,
  paymentProfileBody,
  PayoutCurrency,
  settlePayoutBody,
  Transaction,
  TransactionStatus,
  WalletDetails,
} from '@arena/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { Db } from '../../db/database.js';
import { json, type PaymentTransactionsTable } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { ibanProblem, normalizeIban, normalizeSwift, swiftProblem } from './banking-checks.js';
import { decryptDetails, encryptDetails } from './payment-crypto.js';

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
  const iban = ibanProblem(details.iban);
  if (iban) fields['bankingDetails.iban'] = iban;
  const swift = swiftProblem(details.swift);
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
 * details object for its owner and records which fields changed (who, when, which; not the values).
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
    const values = {
      preferred_payment_method: after.preferredPaymentMethod,
      banking_details_id: after.bankingDetails?._id ?? null,
      banking_details: encrypt(after.bankingDetails),
      paypal_details_id: after.paypalDetails?._id ?? null,
      paypal_details: encrypt(after.paypalDetails),
      updated_at: new Date(),
    };
    await trx
      .insertInto('payment_profiles')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    await trx
      .insertInto('payment_profile_changes')
      .values({ user_id: userId, changed_by: userId, changed_fields: json(changed) })
      .execute();
    return after;
  });
}

// --- Transactions -------------------------------------------------------------------------------------------------

type TransactionRow = Selectable<PaymentTransactionsTable>;

function toTransaction(row: TransactionRow): Transaction {
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

function toAdminPayout(row: AdminPayoutRow): AdminPayout {
  return {
    ...toTransaction(row),
    user: { id: row.user_id, gameName: row.game_name, tagLine: row.tag_line },
    preferredPaymentMethod: row.preferred_payment_method,
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/** GET /v1/admin/payouts: every player's payouts, newest first, optionally of one status. */
export async function adminPayouts(
  db: Db,
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
    data: rows.map(toAdminPayout),
    pagination: { total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) },
  };
}

/**
 * PATCH /v1/admin/payouts/{id}: a pending payout becomes Completed (with the bank's or wallet's reference) or
 * Rejected; the player's preferred method at that moment is recorded as the payout's method. 404 for an unknown
 * payout, 409 when it is no longer pending.
 */
export async function settlePayout(
  db: Db,
  input: { payoutId: string; adminId: string; body: SettleBody; now: Date },
): Promise<AdminPayout> {
  if (!isUuid(input.payoutId)) throw apiError('notFound', { message: 'Payout not found' });
  return db.transaction().execute(async (trx) => {
    const payout = await trx
      .selectFrom('payment_transactions')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', input.payoutId)
      .forUpdate()
      .executeTakeFirst();
    if (!payout) throw apiError('notFound', { message: 'Payout not found' });
    if (payout.status !== 'Pending') {
      throw apiError('conflict', {
        message: `This payout is already ${payout.status}`,
        details: { status: payout.status },
      });
    }
    const profile = await trx
      .selectFrom('payment_profiles')
      .select('preferred_payment_method')
      .where('user_id', '=', payout.user_id)
      .executeTakeFirst();
    await trx
      .updateTable('payment_transactions')
      .set({
        status: input.body.status,
        reference: input.body.reference || null,
        notes: input.body.notes || null,
        payment_method: profile?.preferred_payment_method ?? null,
        settled_at: input.now,
        settled_by: input.adminId,
      })
      .where('id', '=', payout.id)
      .execute();
    const row = await adminPayoutsSelect(trx).where('t.id', '=', payout.id).executeTakeFirstOrThrow();
    return toAdminPayout(row);
  });
}
