import { ibanProblem, type IbanProblem, swiftProblem, type SwiftProblem } from '@arena/contract/rules';

/**
 * The API's English wording of what is wrong with an IBAN or a SWIFT/BIC. The checks themselves are the shared
 * banking rules (`ibanProblem`, `swiftProblem` in `@arena/contract/rules`, ibantools underneath); the payment form
 * translates the same codes.
 */
const BANKING_MESSAGES: Readonly<Record<IbanProblem | SwiftProblem, string>> = {
  ibanCountry: 'IBAN must start with a valid country code (e.g. SA, AE, GB)',
  ibanLength: 'IBAN has the wrong length or format for its country',
  ibanChecksum: 'IBAN check digits do not match: check it for a typo',
  swiftFormat: 'SWIFT/BIC must be 8 or 11 letters and digits (bank, country, location, optional branch)',
  swiftCountry: 'SWIFT/BIC has an unknown country code (letters 5 and 6)',
};

/** What is wrong with an IBAN, in words, or null when it is valid. */
export function ibanMessage(iban: string): string | null {
  const problem = ibanProblem(iban);
  return problem && BANKING_MESSAGES[problem];
}

/** What is wrong with a SWIFT/BIC, in words, or null when it is valid. */
export function swiftMessage(swift: string): string | null {
  const problem = swiftProblem(swift);
  return problem && BANKING_MESSAGES[problem];
}
