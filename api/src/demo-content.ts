/**
 * The seeded demo's content that the API serves besides its database: the generated images of seeded tournaments,
 * teams and news (`modules/media`), and the players the stand-in sign-in page offers first (`modules/auth-signin`).
 * It comes from the seed (`seed/demo-content.ts`), which only `main.ts`, the seed command and tests import; the
 * app gets it as an option, so no module imports the seed. Without it those images answer 404 and no player is
 * featured.
 */
export interface DemoContent {
  /** Tournament posters by seed key: the title and subtitle in each language. */
  posters: ReadonlyMap<string, Readonly<Record<'en' | 'ar', { title: string; subtitle: string }>>>;
  /** Team logos by seed key: the team's name. */
  teams: ReadonlyMap<string, string>;
  /** News images by key: the article's titles. */
  news: ReadonlyMap<string, { en: string; ar: string }>;
  /** The players the stand-in sign-in page lists first, in order, with what each one shows. */
  featuredPlayers: readonly { id: string; purpose: string | null }[];
}

/** No demo content (scripts and tests that build an app over their own data). */
export const NO_DEMO_CONTENT: DemoContent = {
  posters: new Map(),
  teams: new Map(),
  news: new Map(),
  featuredPlayers: [],
};
