/**
 * Postgres restarted under load (`npm run fault:postgres-restart -w api [-- --clients 16] [--outage 3000]`).
 *
 * Starts the real API over a throwaway Postgres, drives a steady load (signed-in reads and bug-report writes), then
 * stops Postgres (fast shutdown: every session cut), keeps it down for `--outage` ms, starts it again on the same
 * data. Checks and prints:
 *
 * - the API process stays up and reconnects by itself (no restart of the API);
 * - requests during the outage answer 503 in the error shape `{code, message, details}` — never another 5xx,
 *   never a hang: none takes longer than the pool's connect timeout plus a margin (`--max-ms`, default 8000);
 * - the recovery time: from Postgres accepting connections again to the API's first success, and from the
 *   moment Postgres went down.
 *
 * Exits 1 when a request hung, answered outside the error shape, or the API did not recover.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isErrorShape,
  percentile,
  PLAYERS,
  sleep,
  startApi,
  startRestartablePostgres,
  stopApi,
  tokenFor,
} from './fault-harness.js';

function parseArgs(argv: string[]) {
  const options = { clients: 16, outageMs: 3_000, maxMs: 8_000, port: 9813 };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    if (name === '--clients') options.clients = Number(argv[(index += 1)]);
    else if (name === '--outage') options.outageMs = Number(argv[(index += 1)]);
    else if (name === '--max-ms') options.maxMs = Number(argv[(index += 1)]);
    else if (name === '--port') options.port = Number(argv[(index += 1)]);
    else throw new Error(`Unknown option ${name}`);
  }
  return options;
}

interface Outcome {
  startedAt: number;
  ms: number;
  status: number | 'timeout' | 'network';
  errorShape: boolean;
}

const options = parseArgs(process.argv.slice(2));
const server = await startRestartablePostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-fault-pg-'));
let exitCode: number | undefined;
try {
  const api = await startApi({ port: options.port, dataDir, databaseUrl: server.url });
  console.log(`API up over Postgres in ${api.startedInMs} ms`);
  const outcomes: Outcome[] = [];
  let stop = false;
  const client = async (index: number) => {
    const token = await tokenFor(PLAYERS[index % PLAYERS.length]);
    for (let n = 0; !stop; n += 1) {
      const write = n % 4 === 0;
      const startedAt = Date.now();
      let outcome: Outcome;
      try {
        const response = await fetch(`${api.url}${write ? '/v1/bug-report' : '/v1/teams/me'}`, {
          method: write ? 'POST' : 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            ...(write ? { 'content-type': 'application/json' } : {}),
          },
          ...(write
            ? {
                body: JSON.stringify({
                  bugType: 'technical-issue',
                  title: `load ${index}/${n}`,
                  description: 'restart',
                }),
              }
            : {}),
          // A request is "hung" past this: the client gives up and it counts as a failure of the API.
          signal: AbortSignal.timeout(options.maxMs + 7_000),
        });
        const body = await response.json().catch(() => null);
        outcome = {
          startedAt,
          ms: Date.now() - startedAt,
          status: response.status,
          errorShape: isErrorShape(body),
        };
      } catch (error) {
        const timeout = (error as Error).name === 'TimeoutError';
        outcome = {
          startedAt,
          ms: Date.now() - startedAt,
          status: timeout ? 'timeout' : 'network',
          errorShape: false,
        };
      }
      outcomes.push(outcome);
      if (outcome.status !== 200 && outcome.status !== 201) await sleep(50);
    }
  };
  const clients = Array.from({ length: options.clients }, (_, index) => client(index));
  await sleep(3_000);
  const downAt = Date.now();
  await server.halt();
  console.log(`Postgres stopped (fast shutdown) after 3 s of load; down for ${options.outageMs} ms`);
  await sleep(options.outageMs);
  await server.resume();
  const upAt = Date.now();
  console.log(`Postgres accepting connections again ${upAt - downAt} ms after it went down`);
  // Run until the API has answered successfully for 3 s after the restart (or 60 s at most).
  const deadline = upAt + 60_000;
  while (Date.now() < deadline) {
    await sleep(250);
    const recent = outcomes.filter((outcome) => outcome.startedAt > Date.now() - 3_000);
    const firstOk = outcomes.find(
      (outcome) => outcome.startedAt >= upAt && typeof outcome.status === 'number' && outcome.status < 300,
    );
    if (
      firstOk &&
      Date.now() - firstOk.startedAt > 3_000 &&
      recent.every((outcome) => outcome.status === 200 || outcome.status === 201)
    )
      break;
  }
  stop = true;
  await Promise.all(clients);
  const apiAlive = api.child.exitCode === null;
  await stopApi(api);

  const during = outcomes.filter((outcome) => outcome.startedAt >= downAt && outcome.startedAt < upAt);
  const failures = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201);
  const statusCounts: Record<string, number> = {};
  for (const outcome of failures)
    statusCounts[String(outcome.status)] = (statusCounts[String(outcome.status)] ?? 0) + 1;
  const wrong = failures.filter((outcome) => outcome.status !== 503 || !outcome.errorShape);
  const hung = outcomes.filter((outcome) => outcome.ms > options.maxMs);
  const firstOk = outcomes
    .filter((outcome) => outcome.startedAt >= upAt && (outcome.status === 200 || outcome.status === 201))
    .sort((a, b) => a.startedAt + a.ms - (b.startedAt + b.ms))[0];
  const lastFailure = failures.sort((a, b) => b.startedAt + b.ms - (a.startedAt + a.ms))[0];
  const summary = {
    requests: outcomes.length,
    duringOutage: during.length,
    failures: failures.length,
    failureStatuses: statusCounts,
    notA503InErrorShape: wrong.length,
    slowestMs: Math.max(...outcomes.map((outcome) => outcome.ms)),
    p99Ms: percentile(
      outcomes.map((outcome) => outcome.ms),
      99,
    ),
    hungPastMs: { limit: options.maxMs, count: hung.length },
    postgresDownMs: upAt - downAt,
    recoveryAfterPostgresUpMs: firstOk ? firstOk.startedAt + firstOk.ms - upAt : null,
    recoveryAfterPostgresDownMs: firstOk ? firstOk.startedAt + firstOk.ms - downAt : null,
    lastFailureEndedAfterUpMs: lastFailure ? lastFailure.startedAt + lastFailure.ms - upAt : null,
    apiProcessStayedUp: apiAlive,
  };
  console.log(JSON.stringify(summary, null, 2));
  const ok = apiAlive && firstOk && wrong.length === 0 && hung.length === 0;
  console.log(
    ok
      ? 'OK: the API reconnected by itself; the outage answered 503 in the error shape, nothing hung'
      : 'FAILED',
  );
  if (!ok) console.log(api.output().slice(-3000));
  exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode ?? 1);
