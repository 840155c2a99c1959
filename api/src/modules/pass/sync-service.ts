import { randomUUID } from 'node:crypto';
import type { PassSyncJob } from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import type { JobQueue, JobState } from '../../jobs/job-queue.js';
import { isPassMember } from './pass-service.js';
import { MATCH_SYNC_QUEUE, type MatchSyncData } from './sync-job.js';

const RUNNING = ['starting', 'processing'] as const;
const LIVE_JOB_STATES: readonly (JobState | null)[] = ['created', 'retry', 'active'];
/**
 * A running sync writes its progress every 200 ms; one silent for this long may have lost its job (its
 * instance crashed and pg-boss gave up retrying), so its job's state is checked.
 */
const QUIET_FOR_MS = 30_000;

type SyncRow = {
  id: string;
  status: PassSyncJob['status'];
  total_matches: number;
  processed_matches: number;
  new_matches: number;
  xp_earned: number;
  multipliers: PassSyncJob['multipliers'];
  current_level: number;
  total_xp: number;
  error: string | null;
  updated_at: Date;
};

function toSyncJob(row: SyncRow): PassSyncJob {
  const progress =
    row.status === 'completed'
      ? 100
      : row.total_matches === 0
        ? 0
        : Math.floor((row.processed_matches * 100) / row.total_matches);
  return {
    jobId: row.id,
    status: row.status,
    progress,
    totalMatches: row.total_matches,
    processedMatches: row.processed_matches,
    newMatches: row.new_matches,
    xpEarned: row.xp_earned,
    currentLevel: row.current_level,
    totalXP: row.total_xp,
    multipliers: row.multipliers,
    error: row.error,
  };
}

async function requireMember(db: Db, userId: string): Promise<void> {
  if (!(await isPassMember(db, userId)))
    throw apiError('notFound', { message: 'Not registered for the pass' });
}

/**
 * A running row whose job pg-boss no longer runs (failed after its last retry, or gone) is not running: it is
 * closed as an error, so the player can start again. Answers the row as it stands.
 */
async function settleLostSync(db: Db, jobs: JobQueue, row: SyncRow): Promise<SyncRow> {
  if (!RUNNING.includes(row.status as (typeof RUNNING)[number])) return row;
  if (LIVE_JOB_STATES.includes(await jobs.state(MATCH_SYNC_QUEUE, row.id))) return row;
  const settled = await db
    .updateTable('pass_sync_jobs')
    .set({
      status: 'error',
      error: 'The sync stopped unexpectedly',
      updated_at: new Date(),
      finished_at: new Date(),
    })
    .where('id', '=', row.id)
    .where('status', 'in', RUNNING)
    .returningAll()
    .executeTakeFirst();
  return settled ?? row;
}

async function runningSync(db: Db, userId: string): Promise<SyncRow | undefined> {
  return db
    .selectFrom('pass_sync_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', RUNNING)
    .executeTakeFirst();
}

/**
 * Starts a match sync for a pass member, or answers the one already running (one per player: the partial unique
 * index on `pass_sync_jobs` decides between two starts at once). The job row and the pg-boss job are written in
 * one transaction.
 */
export async function startMatchSync(db: Db, jobs: JobQueue, user: UserRow): Promise<{ jobId: string }> {
  await requireMember(db, user.id);
  if (!user.puuid) throw apiError('conflict', { message: 'A game account is needed to sync matches' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const running = await runningSync(db, user.id);
    if (running) {
      const settled = await settleLostSync(db, jobs, running);
      if (RUNNING.includes(settled.status as (typeof RUNNING)[number])) return { jobId: settled.id };
    }
    const id = randomUUID();
    const started = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('pass_sync_jobs')
        .values({ id, user_id: user.id })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await jobs.send<MatchSyncData>(MATCH_SYNC_QUEUE, { userId: user.id }, { id, trx });
      return true;
    });
    if (started) {
      jobs.wake(MATCH_SYNC_QUEUE);
      return { jobId: id };
    }
    // Another request started one between our read and our insert: answer that one.
  }
  throw apiError('conflict', { message: 'A sync is starting; try again' });
}

async function ownSync(db: Db, userId: string, jobId: string): Promise<SyncRow> {
  await requireMember(db, userId);
  const row = await db
    .selectFrom('pass_sync_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw apiError('notFound', { message: 'Sync not found' });
  return row;
}

/** A member's own sync (another player's answers 404, as one that does not exist). */
export async function matchSyncStatus(
  db: Db,
  jobs: JobQueue,
  userId: string,
  jobId: string,
): Promise<PassSyncJob> {
  const row = await ownSync(db, userId, jobId);
  const quiet = Date.now() - row.updated_at.getTime() > QUIET_FOR_MS;
  return toSyncJob(quiet ? await settleLostSync(db, jobs, row) : row);
}

/**
 * Cancels a member's own sync: its row turns `cancelled` (the running handler sees it at its next progress write
 * and stops; matches credited so far stay credited) and pg-boss cancels the job, so a waiting one never runs.
 * A sync that has already finished is answered as it is.
 */
export async function cancelMatchSync(
  db: Db,
  jobs: JobQueue,
  userId: string,
  jobId: string,
): Promise<{ message: string; data: PassSyncJob }> {
  const row = await ownSync(db, userId, jobId);
  const cancelled = await db
    .updateTable('pass_sync_jobs')
    .set({ status: 'cancelled', updated_at: new Date(), finished_at: new Date() })
    .where('id', '=', row.id)
    .where('status', 'in', RUNNING)
    .returningAll()
    .executeTakeFirst();
  if (!cancelled) return { message: 'The sync had already finished', data: toSyncJob(row) };
  await jobs.cancel(MATCH_SYNC_QUEUE, row.id);
  return { message: 'Sync cancelled', data: toSyncJob(cancelled) };
}
