/**
 * Loaders of the tournament page's sub-pages. The layout imports this module, so each `import()` here starts
 * from the layout's chunk: a sub-page's chunk then leaves out what the layout already brought (the page's
 * strings, hooks, skeletons) instead of repeating it.
 */
export const subPages = {
  overview: () => import('./overview-page').then((m) => ({ default: m.OverviewPage })),
  bracket: () => import('./bracket-route').then((m) => ({ default: m.BracketRoute })),
  teams: () =>
    import('../../features/tournament-page/components/teams-page').then((m) => ({ default: m.TeamsPage })),
  schedule: () =>
    import('../../features/tournament-page/components/schedule-page').then((m) => ({
      default: m.SchedulePage,
    })),
  faqs: () =>
    import('../../features/tournament-page/components/faqs-page').then((m) => ({ default: m.FaqsPage })),
  leaderboard: () =>
    import('../../features/matchmaking/components/leaderboard-page').then((m) => ({
      default: m.LeaderboardPage,
    })),
};
