/** Earning rules stated in the marketing and help texts (P2 §1); the home explainers quote them. */
export const EARNING_RULES = {
  baseXpPerMatch: 50,
  /** Squad bonus, as a fraction of the match XP. */
  squadBonusMax: 0.4,
  missionXp: { min: 150, max: 500 },
  premadeBonusXp: 2,
  seasonalMultiplier: 5,
  seasonalBoostedLevels: 12,
  loyaltyPointsPerActivity: 10,
  passLevels: 50,
} as const;
