import type {
  BankingDetails,
  PayoutDestination,
  PayoutDestinationDetails,
  WalletDetails,
} from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { decryptDetails } from './payment-crypto.js';

/**
 * Freezes where the pending payouts of a player go (issue 27): each one without a destination takes a copy of the
 * details of the player's preferred method as saved now — the same ciphertext, encrypted for the owner, so no key
 * is needed here — and never changes again. Payouts of a player who saved no details (or none for the preferred
 * method) stay without one until they do. `payoutIds` narrows it to those payouts (the ones just created).
 */
export async function freezePayoutDestinations(
  db: Db,
  scope: { userId: string } | { payoutIds: string[] },
  now: Date,
): Promise<void> {
  if ('payoutIds' in scope && scope.payoutIds.length === 0) return;
  const chosen = (bank: string, wallet: string) =>
    sql.raw(`case when p.preferred_payment_method = 'bank_transfer' then p.${bank} else p.${wallet} end`);
  await sql`
    update payment_transactions t set
      destination_method = p.preferred_payment_method,
      destination_details_id = ${chosen('banking_details_id', 'paypal_details_id')},
      destination = ${chosen('banking_details', 'paypal_details')},
      destination_frozen_at = ${now}
    from payment_profiles p
    where p.user_id = t.user_id
      and t.status = 'Pending'
      and t.destination is null
      and ${chosen('banking_details', 'paypal_details')} is not null
      and ${'userId' in scope ? sql`t.user_id = ${scope.userId}` : sql`t.id in (${sql.join(scope.payoutIds)})`}
  `.execute(db);
}

/**
 * Flags the pending payouts of a player whose destination is already frozen: their payment details changed at
 * `now`. The payouts still pay the frozen destination; staff see the flag and the change history.
 */
export async function flagDetailsChanged(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ details_changed_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'Pending')
    .where('destination', 'is not', null)
    .execute();
}

/**
 * An IBAN as staff lists show it: its country code and last four characters, the rest starred, in groups of four
 * as IBANs are printed (`SA** **** **** **** **** 7519`).
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const keep = compact.length > 8 ? 4 : 2;
  const masked = compact.slice(0, 2) + '*'.repeat(compact.length - 2 - keep) + compact.slice(-keep);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An email as staff lists show it: the first character and the domain (`f***@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

type BankingFields = Omit<BankingDetails, '_id'>;
type WalletFields = Omit<WalletDetails, '_id'>;

/** A payout row's frozen destination columns. */
export interface FrozenDestination {
  user_id: string;
  destination_method: 'bank_transfer' | 'paypal' | null;
  destination: string | null;
  destination_frozen_at: Date | null;
}

/** Every detail of a payout's frozen destination, decrypted for staff; null when it has none. */
export function destinationDetails(key: Buffer, row: FrozenDestination): PayoutDestinationDetails | null {
  if (!row.destination || !row.destination_method || !row.destination_frozen_at) return null;
  const frozenAt = row.destination_frozen_at.toISOString();
  if (row.destination_method === 'bank_transfer') {
    const bank = decryptDetails<BankingFields>(key, row.user_id, row.destination);
    return { method: 'bank_transfer', frozenAt, ...bank };
  }
  const wallet = decryptDetails<WalletFields>(key, row.user_id, row.destination);
  return { method: 'paypal', frozenAt, email: wallet.email };
}

/** The destination as staff lists show it: the IBAN and wallet email masked, no address, phone or contact email. */
export function listedDestination(details: PayoutDestinationDetails | null): PayoutDestination | null {
  if (!details) return null;
  if (details.method === 'paypal') {
    return { method: 'paypal', frozenAt: details.frozenAt, email: maskEmail(details.email) };
  }
  return {
    method: 'bank_transfer',
    frozenAt: details.frozenAt,
    accountHolderName: details.accountHolderName,
    bankName: details.bankName,
    iban: maskIban(details.iban),
    swift: details.swift,
    currency: details.currency,
  };
}
