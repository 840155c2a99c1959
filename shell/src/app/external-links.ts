/** Addresses outside the portal that the shell links to. The chat-community invite comes from platform.json. */
export const EXTERNAL_LINKS = {
  /** The game publisher's account sign-up (League Account Required alert). */
  gameAccountSignUp: 'https://signup.leagueoflegends.com/',
  xProfile: 'https://x.com/menaarena',
  supportEmail: 'support@menaarena.gg',
} as const;
