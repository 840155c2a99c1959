/**
 * The general FAQ's questions in page order (P2 §2 "Other pages"): each id names the translation keys
 * `questions.<id>.question` and `questions.<id>.answer` of the `community-faq` namespace.
 */
export const FAQ_QUESTIONS = [
  'signUp',
  'passRewards',
  'xp',
  'benefits',
  'missions',
  'claimRewards',
  'redeemCode',
  'tournaments',
  'createTeam',
  'manageTeam',
  'leaveTeam',
  'news',
  'notifications',
  'bugReports',
  'reportReview',
] as const;
