// The API calls the portal makes for a signed-in player, screen by screen, as the capacity bench replays them
// (`npm run bench:capacity`). Each list is read from the code that makes the calls; keep them in step with it:
//
// - every full page load (the shell boots): GET /v1/user/me (shell/src/app/session/current-user.ts), then
//   GET /v1/general/geoip once the session is signed in (shell/src/app/session/geo-ip.ts), the bell's
//   GET /v1/notifications?lang= (mfe-account/src/widgets/notification-bell.tsx → features/notifications/api/
//   get-notifications.ts) and its /notifications socket (features/notifications/hooks/use-notifications-push.ts);
// - every 60 s while signed in: the bell's GET /v1/notifications?lang= again (NOTIFICATIONS_REFETCH_MS, P2 §2);
// - the screens below. TanStack Query keeps an answer fresh for 30 s (shared-kit/src/query/query-runtime.tsx,
//   staleTime), so a screen visited again within 30 s of a call does not repeat it; the home page's pass preview
//   (mfe-pass/src/widgets/use-preview-data.ts) keeps its own answer 30 s too (PREVIEW_FRESH_MS), apart from TanStack
//   Query's (`cacheKey`), and the home slides are fetched once per page load
//   (shell/src/features/home/api/get-home-slides.ts).
//
// The pass progress is asked for every signed-in player, member or not, as the portal does: the preview and the pass
// page (mfe-pass/src/features/pass/api/requests.ts getProgress) read a 404 as "not registered" (null) and keep it
// like any answer. So a player without a pass gets 404 there by design: the bench counts 4xx answers apart from
// errors (`expected`: the statuses the portal takes as an answer).
//
// The tournament list asks for every tournament (no query) and filters, sorts and splits by region in the page
// (mfe-tournaments/src/features/tournaments/components/tournament-list-page.tsx): varied filters and regions cost
// the API nothing more, so they are not varied here. The spec gives no visit shares; SCREEN_WEIGHTS are this
// bench's assumption (documented in the report) and can be changed in one place.

/** How the player's cache treats a call: `query` (fresh 30 s), `always` (every visit), `page` (once a page load). */
export const STALE_MS = 30_000;

/** The notification refetch period of the bell (P2 §2). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** Leaderboard page size (mfe-community/src/features/loyalty-leaderboard/utils/leaderboard-view.ts). */
export const LEADERBOARD_PAGE_SIZE = 100;

/** Share of visits per screen (sums to 1). */
export const SCREEN_WEIGHTS = {
  home: 0.22,
  tournamentList: 0.18,
  tournamentPage: 0.14,
  tournamentTeams: 0.04,
  tournamentBracket: 0.04,
  leaderboard: 0.06,
  leaderboardSearch: 0.03,
  newsList: 0.08,
  article: 0.11,
  pass: 0.1,
};

const pick = (list, random) => list[Math.floor(random() * list.length)];

/** The calls of the shell's boot on a full page load (before the screen's own). */
export function bootCalls(player) {
  return [
    { kind: 'user/me', path: '/v1/user/me', cache: 'always' },
    { kind: 'geoip', path: '/v1/general/geoip', cache: 'always' },
    notificationsCall(player),
  ];
}

/** The bell's list, in the player's language: on a page load, and every 60 s after (`refetch`). */
export function notificationsCall(player, refetch = false) {
  return {
    kind: refetch ? 'notifications/refetch' : 'notifications',
    path: `/v1/notifications?lang=${player.lang}`,
    cache: 'always',
  };
}

/**
 * The calls of one visit to `screen` by `player`, in the order the page issues them (all at once, as the browser
 * does). `world` holds the ids the API serves: tournaments, posts, leaderboard pages, player names to search.
 */
export function screenCalls(screen, player, world, random = Math.random) {
  switch (screen) {
    case 'home':
      return [
        { kind: 'home/slides', path: '/v1/home/slides', anonymous: true, cache: 'page' },
        { kind: 'pass/tiers', path: '/v1/menapass/tiers', cache: 'query', cacheKey: 'preview tiers' },
        {
          kind: 'pass/progress',
          path: '/v1/menapass/progress',
          cache: 'query',
          cacheKey: 'preview progress',
          expected: [404],
        },
        { kind: 'tournaments/latest', path: '/v1/tournaments?limit=3&sort=-created_at', cache: 'query' },
        { kind: 'posts/latest', path: '/v1/posts?limit=3&sort=-created_at', cache: 'query' },
      ];
    case 'tournamentList':
      return [
        { kind: 'tournaments', path: '/v1/tournaments', cache: 'query' },
        { kind: 'tournaments/me', path: '/v1/tournaments/me/registered', cache: 'query' },
      ];
    case 'tournamentPage':
    case 'tournamentTeams':
    case 'tournamentBracket': {
      const id = pick(screen === 'tournamentBracket' ? world.brackets : world.tournaments, random);
      const calls = [
        { kind: 'tournament', path: `/v1/tournaments/${id}`, cache: 'query' },
        { kind: 'tournament/me', path: `/v1/tournaments/me/registered/${id}`, cache: 'query' },
      ];
      if (screen === 'tournamentTeams')
        calls.push({ kind: 'tournament/teams', path: `/v1/tournaments/${id}/teams`, cache: 'query' });
      if (screen === 'tournamentBracket')
        calls.push({ kind: 'tournament/bracket', path: `/v1/tournaments/${id}/bracket`, cache: 'query' });
      return calls;
    }
    case 'leaderboard': {
      // Most visits read the first page; some page on, a few jump deep.
      const roll = random();
      const page =
        roll < 0.6
          ? 1
          : roll < 0.9
            ? 2 + Math.floor(random() * 9)
            : 1 + Math.floor(random() * world.leaderboardPages);
      return [
        {
          kind: 'leaderboard',
          path: `/v1/menapass/loyalty-leaderboard?page=${page}&limit=${LEADERBOARD_PAGE_SIZE}`,
          cache: 'query',
        },
      ];
    }
    case 'leaderboardSearch': {
      // A name typed in part (the page searches as the player types, debounced) or a tag line.
      const name = pick(world.playerNames, random);
      const search = random() < 0.8 ? name.slice(0, 4 + Math.floor(random() * (name.length - 3))) : name;
      return [
        {
          kind: 'leaderboard/search',
          path: `/v1/menapass/loyalty-leaderboard?page=1&limit=${LEADERBOARD_PAGE_SIZE}&search=${encodeURIComponent(search)}`,
          cache: 'query',
        },
      ];
    }
    case 'newsList':
      return [{ kind: 'posts', path: '/v1/posts?sort=-created_at', cache: 'query' }];
    case 'article': {
      const id = pick(world.posts, random);
      return [
        { kind: 'post', path: `/v1/posts/${id}`, cache: 'query' },
        { kind: 'posts/related', path: '/v1/posts?limit=4&sort=-created_at', cache: 'query' },
      ];
    }
    case 'pass': {
      const calls = [
        { kind: 'pass/status', path: '/v1/menapass/status', cache: 'query' },
        { kind: 'pass/progress', path: '/v1/menapass/progress', cache: 'query', expected: [404] },
        { kind: 'pass/tiers', path: '/v1/menapass/tiers', cache: 'query' },
        {
          kind: 'pass/upcoming',
          path: '/v1/tournaments?limit=3&sort=starting_time&status=upcoming%2Ccheck-in',
          cache: 'query',
        },
      ];
      // A member's page also shows their XP per game and their points history (mfe-pass pass-page.tsx).
      if (player.member) {
        calls.push({ kind: 'pass/games-xp', path: '/v1/menapass/games-xp', cache: 'query' });
        calls.push({ kind: 'pass/history', path: '/v1/menapass/history?page=1', cache: 'query' });
      }
      return calls;
    }
    default:
      throw new Error(`Unknown screen ${screen}`);
  }
}

/** A screen drawn by SCREEN_WEIGHTS. */
export function pickScreen(random = Math.random) {
  let roll = random();
  for (const [screen, weight] of Object.entries(SCREEN_WEIGHTS)) {
    roll -= weight;
    if (roll < 0) return screen;
  }
  return 'home';
}
