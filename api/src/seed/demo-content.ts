import type { DemoContent } from '../demo-content.js';
import { FEATURED_PLAYERS } from './players.js';
import { newsImageTitles } from './posts.js';
import { SEED_TEAMS } from './teams.js';
import { posterSubtitle, SEED_TOURNAMENTS } from './tournaments.js';

/** The seeded demo's images and featured players, for `buildApp({ demo })` (`main.ts`, the test app). */
export function seedDemoContent(): DemoContent {
  return {
    posters: new Map(
      SEED_TOURNAMENTS.map((tournament) => [
        tournament.key,
        {
          en: { title: tournament.name.en, subtitle: posterSubtitle(tournament, 'en') },
          ar: { title: tournament.name.ar ?? tournament.name.en, subtitle: posterSubtitle(tournament, 'ar') },
        },
      ]),
    ),
    teams: new Map(SEED_TEAMS.map((team) => [team.key, team.name])),
    news: newsImageTitles(),
    featuredPlayers: FEATURED_PLAYERS.map((player) => ({ id: player.id, purpose: player.purpose })),
  };
}
