import {
  electronicFormatIBAN,
  validateBIC,
  validateIBAN,
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
} from 'ibantools';

/**
 * Beyond the spec (a wrong IBAN means a failed payout): the IBAN's country, length, format and check digits and the
 * SWIFT/BIC's format are checked with ibantools, the same library the form uses.
 */

/** The IBAN without spaces, upper-cased (`SA03 8000 ...` → `SA038000...`). */
export function normalizeIban(iban: string): string {
  return electronicFormatIBAN(iban) ?? iban.replace(/\s+/g, '').toUpperCase();
}

/** The SWIFT/BIC without spaces, upper-cased. */
export function normalizeSwift(swift: string): string {
  return swift.replace(/\s+/g, '').toUpperCase();
}

/** What is wrong with an IBAN, or null when it is valid. */
export function ibanProblem(iban: string): string | null {
  const result = validateIBAN(normalizeIban(iban), { allowQRIBAN: true });
  if (result.valid) return null;
  const codes = result.errorCodes;
  if (codes.includes(ValidationErrorsIBAN.NoIBANCountry)) {
    return 'IBAN must start with a valid country code (e.g. SA, AE, GB)';
  }
  if (
    codes.includes(ValidationErrorsIBAN.WrongBBANLength) ||
    codes.includes(ValidationErrorsIBAN.WrongBBANFormat)
  ) {
    return 'IBAN has the wrong length or format for its country';
  }
  return 'IBAN check digits do not match: check it for a typo';
}

/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC_SHAPE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** What is wrong with a SWIFT/BIC, or null when it is valid. */
export function swiftProblem(swift: string): string | null {
  const result = validateBIC(normalizeSwift(swift));
  if (result.valid) return null;
  // ibantools reports an unknown country before a wrong shape; the shape is the more useful message.
  const shapeOk = BIC_SHAPE.test(normalizeSwift(swift));
  if (shapeOk && result.errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) {
    return 'SWIFT/BIC has an unknown country code (letters 5 and 6)';
  }
  return 'SWIFT/BIC must be 8 or 11 letters and digits (bank, country, location, optional branch)';
}
