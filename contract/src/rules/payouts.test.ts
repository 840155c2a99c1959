import {
  DEFAULT_PAYOUT_CURRENCY,
  isPayoutCurrency,
  MOBILE_NUMBER_PATTERN,
  PAYOUT_CURRENCIES,
} from './payouts.js';

describe('payout currencies', () => {
  it('are the eight of P2 §9, USD first and the default', () => {
    expect(PAYOUT_CURRENCIES).toEqual(['USD', 'EUR', 'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR']);
    expect(DEFAULT_PAYOUT_CURRENCY).toBe(PAYOUT_CURRENCIES[0]);
  });

  it('recognises a payout currency by its upper-case code', () => {
    expect(isPayoutCurrency('SAR')).toBe(true);
    expect(isPayoutCurrency('GBP')).toBe(false);
    expect(isPayoutCurrency('sar')).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('take digits with an optional leading +, spaces, dashes, dots or brackets', () => {
    expect(MOBILE_NUMBER_PATTERN.test('+966501234567')).toBe(true);
    expect(MOBILE_NUMBER_PATTERN.test('050 (123) 45-67.89')).toBe(true);
    expect(MOBILE_NUMBER_PATTERN.test('call me')).toBe(false);
    expect(MOBILE_NUMBER_PATTERN.test('12345')).toBe(false);
  });
});
