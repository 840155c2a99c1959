/**
 * Killed mid-write, nothing lost (`npm run fault:kill -w api [-- --postgres] [--writers 16] [--kill-after 4000]`).
 *
 * Starts the real API (embedded database in a fresh data folder; with `--postgres`, also over a throwaway Postgres),
 * drives concurrent writes through the HTTP API as seeded players — bug reports (one row) and replies to them (a
 * message row plus the report's status and `updated_at`, one transaction) — SIGKILLs the server mid-way, restarts
 * it on the same data, then stops it and reads the database directly:
 *
 * - every acknowledged write (2xx with its id) is there, with exactly the content sent;
 * - nothing is half-written: every report row holds a title and description that were sent whole, every message
 *   belongs to a report that exists, no row was written twice;
 * - writes in flight at the kill are either wholly there or absent.
 *
 * Prints the counts; exits 1 when a write was lost or half-written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseTarget } from '../src/db/database.js';
import { seedPlayer } from '../src/seed/players.js';
import { PLAYERS, sleep, startApi, startRestartablePostgres, stopApi, tokenFor } from './fault-harness.js';

interface Sent {
  kind: 'report' | 'message';
  /** What identifies the write in the database whatever the answer: a unique title / content. */
  marker: string;
  player: string;
  reportId?: string;
  acknowledgedId: string | null;
}

function parseArgs(argv: string[]) {
  const options = { postgres: false, writers: 16, killAfterMs: 4_000, port: 9811 };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    if (name === '--postgres') options.postgres = true;
    else if (name === '--writers') options.writers = Number(argv[(index += 1)]);
    else if (name === '--kill-after') options.killAfterMs = Number(argv[(index += 1)]);
    else if (name === '--port') options.port = Number(argv[(index += 1)]);
    else throw new Error(`Unknown option ${name}`);
  }
  return options;
}

async function post(
  url: string,
  token: string,
  body: unknown,
): Promise<{ status: number; json: unknown } | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return null; // the server died under the request: not acknowledged
  }
}

async function run(label: string, target: DatabaseTarget, options: ReturnType<typeof parseArgs>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-fault-kill-'));
  const databaseUrl = target.kind === 'postgres' ? target.url : undefined;
  const api = await startApi({ port: options.port, dataDir, databaseUrl });
  console.log(`[${label}] API up in ${api.startedInMs} ms (first start: migrations and seed)`);
  const sent: Sent[] = [];
  let stop = false;
  const runId = Date.now().toString(36);
  const description = `Steps: ${'open the lobby, wait, '.repeat(40)}end.`;

  const writer = async (index: number) => {
    const player = PLAYERS[index % PLAYERS.length];
    const token = await tokenFor(player);
    let reportId: string | null = null;
    for (let n = 0; !stop; n += 1) {
      if (!reportId || n % 3 === 0) {
        const marker = `fault ${runId} w${index} #${n}`;
        const entry: Sent = { kind: 'report', marker, player, acknowledgedId: null };
        sent.push(entry);
        const answer = await post(`${api.url}/v1/bug-report`, token, {
          bugType: 'technical-issue',
          title: marker,
          description,
        });
        if (!answer) break;
        const id = (answer.json as { data?: { _id?: string } } | null)?.data?._id;
        if (answer.status === 201 && id) {
          entry.acknowledgedId = id;
          reportId = id;
        }
      } else {
        const marker = `reply ${runId} w${index} #${n}`;
        const entry: Sent = { kind: 'message', marker, player, reportId, acknowledgedId: null };
        sent.push(entry);
        const answer = await post(`${api.url}/v1/bug-report/${reportId}/messages`, token, {
          content: marker,
        });
        if (!answer) break;
        const id = (answer.json as { data?: { message?: { _id?: string } } } | null)?.data?.message?._id;
        if (answer.status === 201 && id) entry.acknowledgedId = id;
      }
    }
  };
  const writers = Array.from({ length: options.writers }, (_, index) => writer(index));
  await sleep(options.killAfterMs);
  const acknowledgedAtKill = sent.filter((entry) => entry.acknowledgedId).length;
  api.child.kill('SIGKILL');
  await api.exited;
  stop = true;
  await Promise.all(writers);
  console.log(
    `[${label}] SIGKILL after ${options.killAfterMs} ms: ${sent.length} writes sent, ${acknowledgedAtKill} acknowledged`,
  );

  const restarted = await startApi({ port: options.port, dataDir, databaseUrl });
  console.log(`[${label}] restarted, answering in ${restarted.startedInMs} ms`);
  await stopApi(restarted);

  const db = createDatabase(target.kind === 'postgres' ? target : { kind: 'pglite', dataDir });
  const reports = await db
    .selectFrom('bug_reports')
    .select(['id', 'title', 'description', 'user_id'])
    .where('title', 'like', `fault ${runId} %`)
    .execute();
  const messages = await db
    .selectFrom('bug_report_messages')
    .select(['id', 'report_id', 'content', 'author_id'])
    .where('content', 'like', `reply ${runId} %`)
    .execute();
  const orphans = await db
    .selectFrom('bug_report_messages')
    .leftJoin('bug_reports', 'bug_reports.id', 'bug_report_messages.report_id')
    .select('bug_report_messages.id')
    .where('bug_reports.id', 'is', null)
    .execute();
  await db.destroy();

  const reportsByTitle = new Map(reports.map((row) => [row.title, row]));
  const messagesByContent = new Map(messages.map((row) => [row.content, row]));
  let lost = 0;
  let halfWritten = 0;
  let inFlightPresent = 0;
  let inFlightAbsent = 0;
  for (const entry of sent) {
    const row =
      entry.kind === 'report' ? reportsByTitle.get(entry.marker) : messagesByContent.get(entry.marker);
    if (entry.acknowledgedId) {
      if (!row || row.id !== entry.acknowledgedId) {
        lost += 1;
        console.error(`  LOST ${entry.kind} ${entry.marker} (${entry.acknowledgedId})`);
      }
    } else if (row) inFlightPresent += 1;
    else inFlightAbsent += 1;
    if (!row) continue;
    const owner = seedPlayer(entry.player).id;
    const whole =
      entry.kind === 'report'
        ? 'description' in row && row.description === description && row.user_id === owner
        : 'report_id' in row && row.report_id === entry.reportId && row.author_id === owner;
    if (!whole) {
      halfWritten += 1;
      console.error(`  HALF-WRITTEN ${entry.kind} ${entry.marker}`);
    }
  }
  const duplicates = reports.length + messages.length - reportsByTitle.size - messagesByContent.size;
  const acknowledged = sent.filter((entry) => entry.acknowledgedId).length;
  const summary = {
    database: label,
    writesSent: sent.length,
    acknowledged,
    acknowledgedFound: acknowledged - lost,
    lost,
    halfWritten: halfWritten + orphans.length,
    duplicates,
    inFlightAtKill: { present: inFlightPresent, absent: inFlightAbsent },
    restartMs: restarted.startedInMs,
  };
  console.log(`[${label}] ${JSON.stringify(summary)}`);
  rmSync(dataDir, { recursive: true, force: true });
  return summary;
}

const options = parseArgs(process.argv.slice(2));
const results = [await run('embedded', { kind: 'pglite', dataDir: '' }, options)];
if (options.postgres) {
  const server = await startRestartablePostgres();
  try {
    results.push(await run('postgres', { kind: 'postgres', url: server.url }, options));
  } finally {
    await server.stop();
  }
}
const failed = results.some((result) => result.lost > 0 || result.halfWritten > 0 || result.duplicates > 0);
console.log(
  failed
    ? 'FAILED: writes lost or half-written'
    : 'OK: every acknowledged write survived the SIGKILL, nothing half-written',
);
process.exit(failed ? 1 : 0);
