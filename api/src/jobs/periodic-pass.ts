import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

export interface PeriodicPass {
  /** How often the pass runs after the first one. */
  everyMs: number;
  /** The pass; a failure is logged with `failure` and the next turn runs as usual. */
  run: () => Promise<void>;
  /** The log message of a failed pass. */
  failure: string;
}

/**
 * Runs a background pass once the app is ready (after migrations and the first-start seed) and then every
 * `everyMs`, one run at a time; the timer does not keep the process alive, and closing the app stops it and waits
 * for the run in progress. A turn is skipped while the context holds background work (a test server's clock moved
 * with `holdJobs`: a test that jumps days ahead for one call does not settle other tournaments on the way).
 */
export function schedulePeriodicPass(
  app: FastifyInstance,
  context: Pick<AppContext, 'jobsHeld'>,
  pass: PeriodicPass,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const turn = () => {
    if (context.jobsHeld?.()) return Promise.resolve();
    running ??= pass
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, pass.failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await turn();
    timer = setInterval(() => void turn(), pass.everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
