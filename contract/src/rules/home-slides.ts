/** The bounds of the home carousel's slides (issue 31, `/staff/home`): the API enforces them, the desk's form first. */
export const HOME_SLIDE_LIMITS = {
  title: 80,
  description: 200,
  badge: 30,
  cta: 40,
  link: 300,
  /** The most slides the carousel holds. */
  slides: 12,
} as const;
