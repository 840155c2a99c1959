import type { PaymentMethod, PaymentProfile, PaymentProfileBody, PayoutCurrency } from '@arena/contract';
import {
  DEFAULT_PAYOUT_CURRENCY,
  type IbanProblem,
  ibanProblem,
  MOBILE_NUMBER_PATTERN,
  type SwiftProblem,
  swiftProblem,
} from '@arena/contract/rules';

export interface BankingFormValues {
  preferredPaymentMethod: PaymentMethod;
  accountHolderName: string;
  bankName: string;
  bankAddress: string;
  iban: string;
  swift: string;
  currency: PayoutCurrency;
  mobileNumber: string;
  email: string;
  walletEmail: string;
}

export type BankingField = Exclude<keyof BankingFormValues, 'preferredPaymentMethod' | 'currency'>;

/** The examples the IBAN and SWIFT/BIC hints show (a valid Saudi IBAN, printed in groups of four). */
export const FIELD_EXAMPLES: Partial<Record<BankingField, string>> = {
  iban: 'SA03 8000 0000 6080 1016 7519',
  swift: 'NCBKSAJE',
};

/** The bank fields, in the form's order; every one is required when bank transfer is preferred (P2 §5). */
export const BANK_FIELDS = [
  'accountHolderName',
  'bankName',
  'bankAddress',
  'iban',
  'swift',
  'mobileNumber',
  'email',
] as const satisfies readonly BankingField[];

/** The form's values from the saved profile (empty fields and the default currency, USD, when nothing is saved). */
export function bankingFormValuesOf(profile: PaymentProfile | undefined): BankingFormValues {
  const bank = profile?.bankingDetails;
  return {
    preferredPaymentMethod: profile?.preferredPaymentMethod ?? 'bank_transfer',
    accountHolderName: bank?.accountHolderName ?? '',
    bankName: bank?.bankName ?? '',
    bankAddress: bank?.bankAddress ?? '',
    iban: bank?.iban ?? '',
    swift: bank?.swift ?? '',
    currency: bank?.currency ?? DEFAULT_PAYOUT_CURRENCY,
    mobileNumber: bank?.mobileNumber ?? '',
    email: bank?.email ?? '',
    walletEmail: profile?.paypalDetails?.email ?? '',
  };
}

/** The PUT body: the preferred method and that method's details only (P2 §7). */
export function bankingBodyOf(values: BankingFormValues, profile?: PaymentProfile): PaymentProfileBody {
  if (values.preferredPaymentMethod === 'paypal') {
    return {
      preferredPaymentMethod: 'paypal',
      paypalDetails: {
        email: values.walletEmail.trim(),
        ...(profile?.paypalDetails ? { _id: profile.paypalDetails._id } : {}),
      },
    };
  }
  return {
    preferredPaymentMethod: 'bank_transfer',
    bankingDetails: {
      accountHolderName: values.accountHolderName.trim(),
      bankName: values.bankName.trim(),
      bankAddress: values.bankAddress.trim(),
      iban: values.iban.trim(),
      swift: values.swift.trim(),
      currency: values.currency,
      mobileNumber: values.mobileNumber.trim(),
      email: values.email.trim(),
      ...(profile?.bankingDetails ? { _id: profile.bankingDetails._id } : {}),
    },
  };
}

/**
 * i18n keys (under `errors.`) of what is wrong with a field: the form's own, and the codes of the IBAN and SWIFT/BIC
 * checks the API applies too (`@arena/contract/rules`).
 */
export type FieldProblem = 'required' | 'email' | 'mobile' | IbanProblem | SwiftProblem;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with one field given the chosen method, or null. Only the chosen method's fields are checked. */
export function fieldProblem(field: BankingField, values: BankingFormValues): FieldProblem | null {
  const value = values[field].trim();
  if (field === 'walletEmail') {
    if (values.preferredPaymentMethod !== 'paypal') return null;
    if (!value) return 'required';
    return EMAIL.test(value) ? null : 'email';
  }
  if (values.preferredPaymentMethod !== 'bank_transfer') return null;
  if (!value) return 'required';
  if (field === 'email') return EMAIL.test(value) ? null : 'email';
  if (field === 'mobileNumber') return MOBILE_NUMBER_PATTERN.test(value) ? null : 'mobile';
  if (field === 'iban') return ibanProblem(value);
  if (field === 'swift') return swiftProblem(value);
  return null;
}

/** The field a server error names (`bankingDetails.iban` → `iban`, `paypalDetails.email` → `walletEmail`). */
export function formFieldOf(serverField: string): BankingField | null {
  if (serverField === 'paypalDetails.email' || serverField === 'paypalDetails') return 'walletEmail';
  const name = serverField.replace(/^bankingDetails\./, '');
  return (BANK_FIELDS as readonly string[]).includes(name) ? (name as BankingField) : null;
}
