/**
 * The legal documents in their order on the page. Each section's title and body are the translation keys
 * `<document>.sections.<id>.title` and `.body` of the `community-legal` namespace.
 */
export const LEGAL_DOCUMENTS = {
  privacy: {
    /** P2 §1: "The policy is effective 7 January 2024." */
    effectiveDate: '2024-01-07',
    sections: [
      'introduction',
      'eligibility',
      'signIn',
      'dataWeCollect',
      'howWeUse',
      'uploads',
      'storage',
      'retention',
      'sharing',
      'rights',
      'changes',
    ],
  },
  terms: {
    effectiveDate: null,
    sections: [
      'acceptance',
      'accounts',
      'conduct',
      'tournaments',
      'pass',
      'prizes',
      'content',
      'suspension',
      'liability',
      'changes',
    ],
  },
} as const satisfies Record<string, { effectiveDate: string | null; sections: readonly string[] }>;

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;
