/** The payout currencies (P2 §9), USD first as the default. */
export const PAYOUT_CURRENCIES = ['USD', 'EUR', 'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR'] as const;

/** A payout currency. */
export type PayoutCurrencyCode = (typeof PAYOUT_CURRENCIES)[number];

/** The currency of a payout or a payment profile when none is chosen (P2 §9). */
export const DEFAULT_PAYOUT_CURRENCY: PayoutCurrencyCode = 'USD';

/** Whether a currency code (upper case) is one of the payout currencies. */
export function isPayoutCurrency(code: string): code is PayoutCurrencyCode {
  return (PAYOUT_CURRENCIES as readonly string[]).includes(code);
}

/** A phone number as people type it: digits with an optional leading +, spaces, dashes, dots or brackets. */
export const MOBILE_NUMBER_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}$/;
