/**
 * The longest texts of a tournament an organizer writes (characters, issue 30): the contract's create and edit
 * bodies refuse longer ones, and the console's form stops there first, from these same numbers.
 */
export const ORGANIZER_TEXT_LIMITS = {
  name: 120,
  description: 5000,
  rule: 500,
  requirement: 300,
  faqTitle: 200,
  faqAnswer: 1500,
  cancelReason: 500,
  /** A note on a match result, reset or forfeit, or on a disqualification (the players read it). */
  note: 500,
} as const;
