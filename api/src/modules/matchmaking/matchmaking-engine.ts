import type { MatchmakingContext } from './matchmaking-service.js';
import type { PairingStrategy } from './pairing.js';
import { laddersWithQueue, runPass } from './pairing-pass.js';

/** How often the timer runs a pass over every ladder with someone searching (windows widen meanwhile). */
export const PASS_INTERVAL_MS = 2_000;

export interface MatchmakingEngineOptions {
  strategy?: PairingStrategy;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs pairing passes: right after a player joins a ladder's queue and on a short timer (unref'd, stopped on
 * close). Passes of one ladder never overlap in this process (a request during a pass runs one more pass after
 * it); across processes the ladder's advisory lock serialises them.
 */
export class MatchmakingEngine {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  readonly strategy: PairingStrategy;

  constructor(
    private readonly context: MatchmakingContext,
    private readonly options: MatchmakingEngineOptions = {},
  ) {
    this.strategy = options.strategy ?? 'global';
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? PASS_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.running.values()]);
  }

  /** Asks for a pass over one ladder; resolves once a pass that saw the request has finished. */
  requestPass(tournamentId: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const current = this.running.get(tournamentId);
    if (current) {
      this.again.add(tournamentId);
      return current;
    }
    const pass = (async () => {
      do {
        this.again.delete(tournamentId);
        try {
          await runPass(this.context, tournamentId, this.strategy);
        } catch (error) {
          this.options.onError?.(error);
        }
      } while (this.again.has(tournamentId) && !this.stopped);
    })().finally(() => this.running.delete(tournamentId));
    this.running.set(tournamentId, pass);
    return pass;
  }

  private async tick(): Promise<void> {
    if (this.context.jobsHeld?.()) return;
    try {
      const ladders = await laddersWithQueue(this.context.db);
      await Promise.all(ladders.map((id) => this.requestPass(id)));
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
