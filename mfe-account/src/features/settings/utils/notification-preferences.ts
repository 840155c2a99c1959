/** The three notification checkboxes of the settings page (P1 §2). */
export interface NotificationChoices {
  tournaments: boolean;
  challenges: boolean;
  rewards: boolean;
}

/** P1 §5: the stored integer reads as tournament updates when >= 1, challenges when >= 2, rewards when >= 3. */
export function notificationChoicesOf(preferences: number): NotificationChoices {
  return { tournaments: preferences >= 1, challenges: preferences >= 2, rewards: preferences >= 3 };
}

/** P1 §5: saved as the count of ticked boxes, 0 to 3, whichever boxes they are. */
export function notificationPreferencesOf(choices: NotificationChoices): number {
  return [choices.tournaments, choices.challenges, choices.rewards].filter(Boolean).length;
}
