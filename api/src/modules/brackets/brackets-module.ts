import type { ArenaModule } from '../../arena-module.js';
import { registerBracketRoutes } from './brackets-routes.js';
import { generateDueBrackets } from './brackets-service.js';

/** How often tournaments that have started are given their bracket. */
export const BRACKET_GENERATION_INTERVAL_MS = 30_000;

/** Brackets: their routes and embed, and the pass that gives started tournaments their bracket. */
export const bracketsModule: ArenaModule = {
  name: 'brackets',
  parts: (context) => ({
    routes: (app) => registerBracketRoutes(app, context),
    // Tournaments that have started get their bracket when the API is ready and then every 30 s.
    periodic: [
      {
        everyMs: BRACKET_GENERATION_INTERVAL_MS,
        failure: 'bracket generation failed',
        run: async () => {
          const report = await generateDueBrackets(context);
          if (report.created.length > 0)
            context.log.info({ tournaments: report.created }, 'brackets generated');
          for (const drop of report.dropped) {
            context.log.info(
              { tournamentId: drop.tournamentId, registrations: drop.registrationIds },
              'registrations not checked in withdrawn',
            );
          }
          for (const failure of report.failed) {
            context.log.error(
              { err: failure.error, tournamentId: failure.tournamentId },
              'bracket generation failed',
            );
          }
        },
      },
    ],
  }),
};
