/**
 * Loaders of the tournament page's sub-pages. The layout imports this module, so each `import()` here starts
 * from the layout's chunk: a sub-page's chunk then leaves out what the layout already brought (the page's
 * strings, hooks, skeletons) instead of repeating it.
 */
export const subPages = {
  overview: () =>
    import(/* webpackChunkName: "tournament-overview" */ './overview-page').then((m) => ({
      default: m.OverviewPage,
    })),
  bracket: () =>
    import(/* webpackChunkName: "tournament-bracket" */ './bracket-route').then((m) => ({
      default: m.BracketRoute,
    })),
  teams: () =>
    import(
      /* webpackChunkName: "tournament-teams" */ '../../features/tournament-page/components/teams-page'
    ).then((m) => ({ default: m.TeamsPage })),
  schedule: () =>
    import(
      /* webpackChunkName: "tournament-schedule" */ '../../features/tournament-page/components/schedule-page'
    ).then((m) => ({
      default: m.SchedulePage,
    })),
  faqs: () =>
    import(
      /* webpackChunkName: "tournament-faqs" */ '../../features/tournament-page/components/faqs-page'
    ).then((m) => ({ default: m.FaqsPage })),
  leaderboard: () =>
    import(
      /* webpackChunkName: "tournament-leaderboard" */ '../../features/matchmaking/components/leaderboard-page'
    ).then((m) => ({
      default: m.LeaderboardPage,
    })),
};
