import {
  electronicFormatIBAN,
  validateBIC,
  validateIBAN,
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
} from 'ibantools';

/**
 * Beyond the spec (a wrong IBAN means a failed payout): the IBAN's country, length, format and check digits and the
 * SWIFT/BIC's format and country are checked with ibantools, by the payment form as the player types and by the
 * API on every save. Each check answers what is wrong as a code; the API words it in English, the form translates it.
 */

/** What is wrong with an IBAN: no known country code, the wrong length or format for its country, or a typo. */
export type IbanProblem = 'ibanCountry' | 'ibanLength' | 'ibanChecksum';
/** What is wrong with a SWIFT/BIC: not 8 or 11 letters and digits, or an unknown country code (letters 5–6). */
export type SwiftProblem = 'swiftFormat' | 'swiftCountry';

/** The IBAN without spaces, upper-cased (`SA03 8000 ...` → `SA038000...`). */
export function normalizeIban(iban: string): string {
  return electronicFormatIBAN(iban) ?? iban.replace(/\s+/g, '').toUpperCase();
}

/** The SWIFT/BIC without spaces, upper-cased. */
export function normalizeSwift(swift: string): string {
  return swift.replace(/\s+/g, '').toUpperCase();
}

/** What is wrong with an IBAN (its country, then its length or format, then its check digits), or null. */
export function ibanProblem(iban: string): IbanProblem | null {
  const result = validateIBAN(normalizeIban(iban), { allowQRIBAN: true });
  if (result.valid) return null;
  const codes = result.errorCodes;
  if (codes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'ibanCountry';
  if (
    codes.includes(ValidationErrorsIBAN.WrongBBANLength) ||
    codes.includes(ValidationErrorsIBAN.WrongBBANFormat)
  ) {
    return 'ibanLength';
  }
  return 'ibanChecksum';
}

/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC_SHAPE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** What is wrong with a SWIFT/BIC (its shape first, then its country), or null. */
export function swiftProblem(swift: string): SwiftProblem | null {
  const normalized = normalizeSwift(swift);
  const result = validateBIC(normalized);
  if (result.valid) return null;
  // ibantools reports an unknown country before a wrong shape; the shape is the more useful answer.
  if (BIC_SHAPE.test(normalized) && result.errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) {
    return 'swiftCountry';
  }
  return 'swiftFormat';
}
