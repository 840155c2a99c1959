import type { FastifyInstance } from 'fastify';
import { markShuttingDown } from './health-routes.js';

/** How often, while closing, connections left idle are closed. */
const IDLE_SWEEP_MS = 100;

export interface GracefulShutdownOptions {
  /**
   * How long the instance keeps serving after `/ready` turned 503 (`ARENA_SHUTDOWN_DRAIN_MS`): the load balancer
   * sees the failed readiness and sends new work elsewhere before the instance stops listening.
   */
  drainMs: number;
  /** Where each step is logged (the app's logger). */
  log: { info: (object: object, message: string) => void };
}

/**
 * Stops an API instance without dropping work (DESIGN §9), in this order:
 * 1. `/ready` answers 503 at once; `/health` and every other route go on answering;
 * 2. after `drainMs`, the instance stops accepting connections (a proxy's next connection is refused and goes to
 *    another instance; idle keep-alive connections close);
 * 3. `app.close()`: the periodic passes and services stop, the job queue stops taking work and waits for its
 *    running jobs (a job that stops at its shutdown signal is handed back to the queue for another instance),
 *    the sockets' connections close (clients reconnect, through the load balancer, to another instance, whose
 *    handshake joins their rooms again), and the requests in flight finish before the server closes.
 * The caller closes what the app does not own (the cluster adapter's pool, the database) afterwards.
 */
export async function closeGracefully(app: FastifyInstance, options: GracefulShutdownOptions): Promise<void> {
  markShuttingDown(app);
  if (options.drainMs > 0) {
    options.log.info({ drainMs: options.drainMs }, 'shutting down: readiness off, still serving');
    await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  }
  if (app.server.listening) {
    // Stops listening now; the callback (the last connection ended) is Fastify's to wait for, in `close`.
    app.server.close();
  }
  options.log.info({}, 'shutting down: no new connections; finishing requests, jobs and sockets');
  // A keep-alive connection whose request finishes now would otherwise stay open until its keep-alive timeout
  // (Fastify's is 72 s), and the server waits for it: close each as soon as it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
