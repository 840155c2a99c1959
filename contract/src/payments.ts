import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, displayText, id, isoDate, localizedText, text, pageOf } from './primitives.js';
import { MOBILE_NUMBER_PATTERN, PAYOUT_CURRENCIES } from './rules/payouts.js';

/** How a player wants prizes paid: a bank transfer or the online wallet (whose details the spec calls `paypalDetails`). */
export const paymentMethod = z.enum(['bank_transfer', 'paypal']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

// The payout currencies and the phone number shape are rules the form applies too (`@arena/contract/rules`).
export { MOBILE_NUMBER_PATTERN, PAYOUT_CURRENCIES };

/** A payout currency (P2 §9); USD is the default. */
export const payoutCurrency = z.enum(
  PAYOUT_CURRENCIES,
  'Choose one of USD, EUR, AED, SAR, QAR, KWD, BHD, OMR',
);
export type PayoutCurrency = z.infer<typeof payoutCurrency>;

/** The message of an empty required field (P2 §5). */
export const FIELD_REQUIRED = 'This Field Is Required';

const requiredText = (max: number) =>
  text().trim().min(1, FIELD_REQUIRED).max(max, `must be at most ${max} characters`);
/** A required name (the account holder's, the bank's): nothing invisible, as every name (`displayText`). */
const requiredName = (max: number) =>
  displayText().trim().min(1, FIELD_REQUIRED).max(max, `must be at most ${max} characters`);
const emailAddress = requiredText(254).pipe(z.email('Enter a valid email address'));

/** Bank transfer details as a player saves them (P2 §3, §5: every field required). */
export const bankingDetailsInput = z.object({
  _id: id().optional(),
  accountHolderName: requiredName(100),
  bankName: requiredName(100),
  bankAddress: requiredText(300),
  /** Checked by its checksum on the server (ibantools); spaces are allowed. */
  iban: requiredText(42),
  /** SWIFT/BIC, 8 or 11 characters, checked by its format on the server (ibantools). */
  swift: requiredText(11),
  currency: payoutCurrency.default('USD'),
  mobileNumber: requiredText(24).regex(MOBILE_NUMBER_PATTERN, 'Enter a valid mobile number'),
  email: emailAddress,
});
export type BankingDetailsInput = z.input<typeof bankingDetailsInput>;

/** The online wallet's details: its account email. */
export const walletDetailsInput = z.object({ _id: id().optional(), email: emailAddress });
export type WalletDetailsInput = z.input<typeof walletDetailsInput>;

/**
 * The body of PUT /v1/payment/banking-info: the preferred method and the details of that method (the bank details
 * when bank transfer is preferred, the wallet's email when the wallet is). Details not sent are kept as saved.
 */
export const paymentProfileBody = z
  .object({
    preferredPaymentMethod: paymentMethod,
    bankingDetails: bankingDetailsInput.optional(),
    paypalDetails: walletDetailsInput.optional(),
  })
  .superRefine((body, context) => {
    if (body.preferredPaymentMethod === 'bank_transfer' && !body.bankingDetails) {
      context.addIssue({ code: 'custom', path: ['bankingDetails'], message: FIELD_REQUIRED });
    }
    if (body.preferredPaymentMethod === 'paypal' && !body.paypalDetails) {
      context.addIssue({ code: 'custom', path: ['paypalDetails', 'email'], message: FIELD_REQUIRED });
    }
  });
export type PaymentProfileBody = z.input<typeof paymentProfileBody>;

/** Saved bank details (P2 §3 "Banking details"). */
export const bankingDetails = z
  .object({
    _id: z.string(),
    accountHolderName: z.string(),
    bankName: z.string(),
    bankAddress: z.string(),
    iban: z.string(),
    swift: z.string(),
    currency: payoutCurrency,
    mobileNumber: z.string(),
    email: z.string(),
  })
  .meta({ id: 'BankingDetails' });
export type BankingDetails = z.infer<typeof bankingDetails>;

/** Saved wallet details (P2 §3 "Wallet details"). */
export const walletDetails = z.object({ _id: z.string(), email: z.string() }).meta({ id: 'WalletDetails' });
export type WalletDetails = z.infer<typeof walletDetails>;

/** The signed-in player's payment profile; a player who saved nothing gets bank transfer and no details. */
export const paymentProfile = z
  .object({
    preferredPaymentMethod: paymentMethod,
    bankingDetails: bankingDetails.nullable(),
    paypalDetails: walletDetails.nullable(),
  })
  .meta({ id: 'PaymentProfile' });
export type PaymentProfile = z.infer<typeof paymentProfile>;

/** P2 §4: Completed (green), Pending (yellow), Rejected (red). */
export const transactionStatus = z.enum(['Completed', 'Pending', 'Rejected']);
export type TransactionStatus = z.infer<typeof transactionStatus>;

/**
 * A payout to a player (P2 §3 "Transaction"): created Pending when a tournament they placed in is completed, then
 * settled by staff. `description` is in both languages; `paymentMethod` is the method it was paid (or refused)
 * with, null while pending.
 */
export const transaction = z
  .object({
    id: z.string(),
    date: isoDate(),
    description: localizedText,
    amount: z.number(),
    currency: payoutCurrency,
    status: transactionStatus,
    tournamentId: z.string().nullable(),
    position: z.number().int().nullable(),
    paymentMethod: paymentMethod.nullable(),
    reference: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transaction>;

/**
 * Where a payout pays, as staff lists show it (issue 27): frozen when the payout was created (or when the player,
 * who had saved none, first saved details), so later edits of the player's details never move it. The IBAN shows
 * its country and last four characters only (`SA** **** **** **** **** 7519`), a wallet email its first letter and
 * domain; GET /v1/admin/payouts/{id}/destination reveals the whole.
 */
export const payoutDestination = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('bank_transfer'),
      frozenAt: isoDate(),
      accountHolderName: z.string(),
      bankName: z.string(),
      /** Masked. */
      iban: z.string(),
      swift: z.string(),
      currency: payoutCurrency,
    }),
    z.object({
      method: z.literal('paypal'),
      frozenAt: isoDate(),
      /** Masked. */
      email: z.string(),
    }),
  ])
  .meta({ id: 'PayoutDestination' });
export type PayoutDestination = z.infer<typeof payoutDestination>;

/** Every detail of a payout's frozen destination (GET /v1/admin/payouts/{id}/destination, admins). */
export const payoutDestinationDetails = z
  .discriminatedUnion('method', [
    bankingDetails.omit({ _id: true }).extend({ method: z.literal('bank_transfer'), frozenAt: isoDate() }),
    walletDetails.omit({ _id: true }).extend({ method: z.literal('paypal'), frozenAt: isoDate() }),
  ])
  .meta({ id: 'PayoutDestinationDetails' });
export type PayoutDestinationDetails = z.infer<typeof payoutDestinationDetails>;

/** One change of a player's payment details: who, when and which fields (names, never values). */
export const paymentDetailsChange = z
  .object({
    changedAt: isoDate(),
    /** Null when that account no longer exists. */
    changedBy: z.object({ id: z.string(), gameName: z.string(), tagLine: z.string() }).nullable(),
    /** `preferredPaymentMethod`, `bankingDetails.iban`, `paypalDetails.email`... */
    fields: z.array(z.string()),
    /** Made after this payout's destination was frozen: it did not change where the payout goes. */
    afterFrozen: z.boolean(),
  })
  .meta({ id: 'PaymentDetailsChange' });
export type PaymentDetailsChange = z.infer<typeof paymentDetailsChange>;

/** How many of a player's latest payment details changes a staff payout lists. */
export const PAYOUT_HISTORY_LIMIT = 10;

/** A payout as staff see it: the transaction, its player, where it pays and the player's details changes. */
export const adminPayout = transaction
  .extend({
    user: z.object({ id: z.string(), gameName: z.string(), tagLine: z.string() }),
    /** The player's preferred method today, null when they saved no payment details. */
    preferredPaymentMethod: paymentMethod.nullable(),
    settledAt: isoDate().nullable(),
    /** Where it pays, frozen; null while the player has saved no details (it can then only be rejected). */
    destination: payoutDestination.nullable(),
    /**
     * Set when the player changed their payment details after the destination was frozen, while the payout was
     * pending (the last such change): the payout still pays the frozen destination; check the history first.
     */
    detailsChangedAt: isoDate().nullable(),
    /** The player's latest payment details changes (`PAYOUT_HISTORY_LIMIT`), newest first. */
    detailsHistory: z.array(paymentDetailsChange),
  })
  .meta({ id: 'AdminPayout' });
export type AdminPayout = z.infer<typeof adminPayout>;

/** The query of GET /v1/admin/payouts: a status (all when absent) and pages of `limit` (20 unless said). */
export const adminPayoutsQuery = z.object({
  status: transactionStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuery>;

export const adminPayoutsPage = pageOf(adminPayout);
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPage>;

/** The body of PATCH /v1/admin/payouts/{id}: settle a pending payout; a completed one needs its reference. */
export const settlePayoutBody = z
  .object({
    status: transactionStatus.exclude(['Pending']),
    reference: text().trim().max(100, 'must be at most 100 characters').optional(),
    notes: text().trim().max(500, 'must be at most 500 characters').optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'Completed' && !body.reference) {
      context.addIssue({ code: 'custom', path: ['reference'], message: FIELD_REQUIRED });
    }
  });
export type SettlePayoutBody = z.input<typeof settlePayoutBody>;

const successOf = <T extends z.ZodType>(schema: T) =>
  z.object({ status: z.literal('success'), data: schema });

export const paymentEndpoints = defineEndpoints({
  'GET /v1/payment/banking-info': {
    summary: "The signed-in player's payment profile (decrypted for its owner only; Cache-Control no-store)",
    tag: 'payments',
    auth: 'user',
    response: { 200: successOf(paymentProfile) },
  },
  'PUT /v1/payment/banking-info': {
    summary:
      'Save the preferred method and its details (IBAN checksum and SWIFT/BIC format checked; stored encrypted; the change is audited)',
    tag: 'payments',
    auth: 'user',
    body: paymentProfileBody,
    response: { 200: successOf(paymentProfile) },
  },
  'GET /v1/payment/history': {
    summary: "The signed-in player's payouts, newest first",
    tag: 'payments',
    auth: 'user',
    response: { 200: dataOf(z.array(transaction)) },
  },
  'GET /v1/admin/payouts': {
    summary: 'Payouts of every player, newest first, by status',
    tag: 'payments',
    auth: 'staff',
    staffRoles: ['support'],
    querystring: adminPayoutsQuery,
    response: { 200: adminPayoutsPage },
  },
  'GET /v1/admin/payouts/:id/destination': {
    summary: "Every detail of a payout's frozen destination (Cache-Control no-store); 404 without one",
    tag: 'payments',
    auth: 'staff',
    staffRoles: [],
    params: z.object({ id: id() }),
    refuses: { 404: 'No such payout, or it has no payment details' },
    response: { 200: dataOf(payoutDestinationDetails) },
  },
  'PATCH /v1/admin/payouts/:id': {
    summary:
      'Settle a pending payout as Completed (with its reference; it needs a frozen destination) or Rejected (audited)',
    tag: 'payments',
    auth: 'staff',
    staffRoles: [],
    params: z.object({ id: id() }),
    body: settlePayoutBody,
    refuses: {
      404: 'No such payout',
      409: 'The payout is settled already, or has no payment details to pay to',
    },
    response: { 200: dataOf(adminPayout) },
  },
});
