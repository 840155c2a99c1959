import type { PaymentProfile } from '@arena/contract';
import { bankingBodyOf, bankingFormValuesOf, fieldProblem, formFieldOf } from './banking-form';

const profile: PaymentProfile = {
  preferredPaymentMethod: 'bank_transfer',
  bankingDetails: {
    _id: 'b1',
    accountHolderName: 'Falcon',
    bankName: 'SNB',
    bankAddress: 'Riyadh',
    iban: 'SA0380000000608010167519',
    swift: 'NCBKSAJE',
    currency: 'SAR',
    mobileNumber: '+966501234567',
    email: 'falcon@example.com',
  },
  paypalDetails: { _id: 'w1', email: 'wallet@example.com' },
};

describe('banking form', () => {
  it('starts from the saved profile, or bank transfer in USD', () => {
    expect(bankingFormValuesOf(undefined)).toMatchObject({
      preferredPaymentMethod: 'bank_transfer',
      currency: 'USD',
      iban: '',
    });
    expect(bankingFormValuesOf(profile)).toMatchObject({
      iban: 'SA0380000000608010167519',
      walletEmail: 'wallet@example.com',
    });
  });

  it("sends the chosen method's details only, with their ids", () => {
    const values = bankingFormValuesOf(profile);
    expect(bankingBodyOf(values, profile)).toEqual({
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: { ...profile.bankingDetails },
    });
    expect(
      bankingBodyOf({ ...values, preferredPaymentMethod: 'paypal', walletEmail: ' w@x.io ' }, profile),
    ).toEqual({
      preferredPaymentMethod: 'paypal',
      paypalDetails: { email: 'w@x.io', _id: 'w1' },
    });
  });

  it('requires the fields of the chosen method only (P2 §5)', () => {
    const empty = bankingFormValuesOf(undefined);
    expect(fieldProblem('iban', empty)).toBe('required');
    expect(fieldProblem('walletEmail', empty)).toBeNull();
    const wallet = { ...empty, preferredPaymentMethod: 'paypal' as const };
    expect(fieldProblem('iban', wallet)).toBeNull();
    expect(fieldProblem('walletEmail', wallet)).toBe('required');
    expect(fieldProblem('walletEmail', { ...wallet, walletEmail: 'nope' })).toBe('email');
    expect(fieldProblem('mobileNumber', { ...empty, mobileNumber: 'call me' })).toBe('mobile');
  });

  it('checks the IBAN and SWIFT/BIC with the API’s rules, and names their problems by the same codes', () => {
    // The checks themselves are tested beside them (contract/src/rules/banking.test.ts).
    const bank = bankingFormValuesOf(profile);
    expect(fieldProblem('iban', bank)).toBeNull();
    expect(fieldProblem('iban', { ...bank, iban: 'SA04 8000 0000 6080 1016 7519' })).toBe('ibanChecksum');
    expect(fieldProblem('swift', { ...bank, swift: 'DEUTQQFF' })).toBe('swiftCountry');
  });

  it("maps the server's field names to the form's", () => {
    expect(formFieldOf('bankingDetails.iban')).toBe('iban');
    expect(formFieldOf('paypalDetails.email')).toBe('walletEmail');
    expect(formFieldOf('preferredPaymentMethod')).toBeNull();
  });
});
