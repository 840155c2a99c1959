import { levelForXp, matchGain } from '@arena/contract/rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { json, type PassSyncMultiplier } from '../../db/schema.js';
import { JobInterrupted, type RunningJob } from '../../jobs/job-queue.js';
import { databaseCompanions, databaseDuoPartners } from '../../providers/game-data/companions.js';
import { refreshRiotId } from '../../providers/game-data/riot-id.js';
import {
  missionAdvance,
  type OpenMission,
  type PlayerMatchFacts,
  playerMatchFacts,
} from './earning-rules.js';
import { ledgerTotals, recordGain } from './ledger.js';
import { currentSeasonId } from './reward-seasons-service.js';
import { seasonCalendar, tierThresholds } from './pass-service.js';

/** The pg-boss queue of match syncs. */
export const MATCH_SYNC_QUEUE = 'pass-match-sync';

/** What a sync job carries: the player it syncs (the rest is in its `pass_sync_jobs` row). */
export interface MatchSyncData {
  userId: string;
}

/** Which matches a sync imports. */
export interface MatchSyncSettings {
  /** Matches played in the last days only: the player's recent matches. */
  lookbackDays: number;
  /** At most this many, the newest (one page of the publisher's match ids). */
  maxMatches: number;
}

export const DEFAULT_SYNC_SETTINGS: MatchSyncSettings = { lookbackDays: 3, maxMatches: 100 };

/**
 * The `error` of a failed sync, as the player may read it (P2 §8: "Error syncing matches, plus a try-again-later
 * message"). What went wrong (a publisher path and status, a database error) goes to the log only.
 */
export const SYNC_FAILED_MESSAGE = 'Error syncing matches. Please try again later.';

/**
 * Progress is written every so many matches or milliseconds, whichever comes first: the panel polls every 500 ms,
 * and the job notices a cancel when it writes.
 */
const PROGRESS_EVERY_MATCHES = 10;
const PROGRESS_EVERY_MS = 200;
const DAY_MS = 24 * 3600 * 1000;
const SYNC_MULTIPLIERS = ['squad', 'weekend', 'premade', 'seasonal'] as const;

/** A count of the multipliers applied, by type and value (`squad` 1.2 in 3 matches, `weekend` 2 in 5...). */
function tallyMultipliers(
  tally: Map<string, PassSyncMultiplier>,
  applied: Record<string, number>,
): Map<string, PassSyncMultiplier> {
  for (const type of SYNC_MULTIPLIERS) {
    const value = applied[type];
    if (value === undefined) continue;
    const key = `${type}:${value}`;
    const entry = tally.get(key) ?? { type, value, matches: 0 };
    tally.set(key, { ...entry, matches: entry.matches + 1 });
  }
  return tally;
}

/** The missions a player has not completed, with their progress so far (0 when never advanced). */
async function openMissions(db: Db, userId: string): Promise<OpenMission[]> {
  const rows = await db
    .selectFrom('pass_missions')
    .leftJoin('pass_mission_progress', (join) =>
      join
        .onRef('pass_mission_progress.mission_id', '=', 'pass_missions.id')
        .on('pass_mission_progress.user_id', '=', userId),
    )
    .select([
      'pass_missions.id',
      'pass_missions.level',
      'pass_missions.position',
      'pass_missions.kind',
      'pass_missions.target',
      'pass_mission_progress.progress',
    ])
    .where('pass_missions.season_id', '=', currentSeasonId())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pass_completed_missions')
            .select('pass_completed_missions.mission_id')
            .whereRef('pass_completed_missions.mission_id', '=', 'pass_missions.id')
            .where('pass_completed_missions.user_id', '=', userId),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    level: row.level,
    position: row.position,
    kind: row.kind,
    target: row.target,
    progress: row.progress ?? 0,
  }));
}

/**
 * Credits one match: its ledger row and the mission it advances, in one transaction. Nothing happens when the
 * match is already in the ledger (a re-sync, or a retry of this job after a restart).
 */
async function creditMatch(
  db: Db,
  userId: string,
  facts: PlayerMatchFacts,
  gain: ReturnType<typeof matchGain>,
  missions: OpenMission[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { inserted } = await recordGain(trx, {
      userId,
      sourceKind: 'match',
      sourceId: facts.matchId,
      xp: gain.xp,
      loyaltyPoints: gain.loyaltyPoints,
      multipliers: gain.multipliers,
      at: facts.playedAt,
    });
    if (!inserted) return false;
    const advance = missionAdvance(missions, { ...facts, tournamentMatch: false });
    if (advance) {
      await trx
        .insertInto('pass_mission_progress')
        .values({
          user_id: userId,
          mission_id: advance.missionId,
          progress: advance.amount,
          updated_at: facts.playedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'mission_id']).doUpdateSet((eb) => ({
            progress: eb('pass_mission_progress.progress', '+', eb.ref('excluded.progress')),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      const mission = missions.find((candidate) => candidate.id === advance.missionId);
      if (mission) mission.progress += advance.amount;
    }
    return true;
  });
}

/**
 * The match sync (P2 §4 "Match sync", DESIGN §5 "Background jobs"): lists the player's recent matches from the
 * game-data provider, credits each one the ledger does not hold yet (`matchGain`, one mission per match), and
 * records its progress in `pass_sync_jobs` as it goes. Safe to run again at any point: a match is credited once
 * (the ledger is unique per match), and the counters of an interrupted run carry over to the next one.
 *
 * It stops when the API shuts down (`JobInterrupted`: pg-boss runs it again, here after a restart or on another
 * instance) and when its row stops being `starting` or `processing` (cancelled). Any other failure is logged and
 * ends the sync in `error` with `SYNC_FAILED_MESSAGE`. The player's Riot ID is refreshed first (account-v1), best
 * effort.
 */
export async function runMatchSync(
  context: AppContext,
  job: RunningJob<MatchSyncData>,
  settings: MatchSyncSettings,
): Promise<void> {
  const { db } = context;
  const row = await db.selectFrom('pass_sync_jobs').selectAll().where('id', '=', job.id).executeTakeFirst();
  if (!row || (row.status !== 'starting' && row.status !== 'processing')) return;
  try {
    await refreshRiotId(context, job.data.userId);
  } catch (error) {
    context.log.warn({ err: error, jobId: job.id }, 'match sync: riot id refresh failed');
  }
  try {
    await importMatches(context, job, settings, row);
  } catch (error) {
    if (error instanceof JobInterrupted) throw error;
    // The error's message names the publisher's path and status: the log's, not the player's.
    context.log.warn({ err: error, jobId: job.id, userId: job.data.userId }, 'match sync failed');
    await db
      .updateTable('pass_sync_jobs')
      .set({
        status: 'error',
        error: SYNC_FAILED_MESSAGE,
        updated_at: new Date(),
        finished_at: new Date(),
      })
      .where('id', '=', job.id)
      .where('status', 'in', ['starting', 'processing'])
      .execute();
  }
}

async function importMatches(
  context: AppContext,
  job: RunningJob<MatchSyncData>,
  settings: MatchSyncSettings,
  row: { new_matches: number; xp_earned: number; multipliers: PassSyncMultiplier[] },
): Promise<void> {
  const { db, gameData } = context;
  const { userId } = job.data;
  if (job.signal.aborted) throw new JobInterrupted();
  const player = await db
    .selectFrom('users')
    .select(['puuid', 'region'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!player.puuid) throw new Error('The player has no game account to sync matches from');
  const puuid = player.puuid;
  const region = player.region.toLowerCase();

  const now = context.clock();
  const matchIds = await gameData.listMatchIds(puuid, {
    startTime: new Date(now.getTime() - settings.lookbackDays * DAY_MS),
    endTime: now,
    count: settings.maxMatches,
    region,
  });
  const [thresholds, seasons, companions, duoPartners, missions, totals, credited] = await Promise.all([
    tierThresholds(db),
    seasonCalendar(db),
    databaseCompanions(db)(puuid),
    databaseDuoPartners(db)(puuid),
    openMissions(db, userId),
    ledgerTotals(db, userId),
    matchIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('xp_ledger')
          .select('source_id')
          .where('user_id', '=', userId)
          .where('source_kind', '=', 'match')
          .where('source_id', 'in', matchIds)
          .execute(),
  ]);
  // The platform keeps no friend list: the members of the player's teams are the people they queue with, and so are
  // their ladder duo partners (issue 33), who make a premade group but no squad.
  const circle = new Set(companions);
  const friends = new Set([...companions, ...duoPartners]);
  const alreadyCredited = new Set(credited.map((entry) => entry.source_id));

  // The pass level reads the current season's XP (issue 31).
  let totalXP = totals.seasonXP;
  let processed = 0;
  let newMatches = row.new_matches;
  let xpEarned = row.xp_earned;
  const multipliers = new Map(row.multipliers.map((entry) => [`${entry.type}:${entry.value}`, entry]));
  let lastWrite = 0;

  /** Writes the counters; false when the sync is no longer running (it was cancelled). */
  const writeProgress = async (finished: boolean): Promise<boolean> => {
    lastWrite = Date.now();
    const updated = await db
      .updateTable('pass_sync_jobs')
      .set({
        status: finished ? 'completed' : 'processing',
        total_matches: matchIds.length,
        processed_matches: processed,
        new_matches: newMatches,
        xp_earned: xpEarned,
        multipliers: json([...multipliers.values()]),
        current_level: levelForXp(totalXP, thresholds),
        total_xp: totalXP,
        updated_at: new Date(),
        ...(finished ? { finished_at: new Date() } : {}),
      })
      .where('id', '=', job.id)
      .where('status', 'in', ['starting', 'processing'])
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  };

  if (!(await writeProgress(false))) return;
  // Oldest first: each match's gain depends on the level the earlier ones reached.
  for (const matchId of [...matchIds].reverse()) {
    if (job.signal.aborted) {
      await writeProgress(false);
      throw new JobInterrupted();
    }
    if (!alreadyCredited.has(matchId)) {
      const match = await gameData.getMatch(puuid, matchId);
      const facts = match && playerMatchFacts(match, { puuid, teamPuuids: circle, friendPuuids: friends });
      if (facts) {
        const gain = matchGain({
          playedAt: facts.playedAt,
          region,
          teammatesInMatch: facts.teammatesInMatch,
          premade: facts.premade,
          level: levelForXp(totalXP, thresholds),
          seasons,
        });
        if (await creditMatch(db, userId, facts, gain, missions)) {
          newMatches += 1;
          xpEarned += gain.xp;
          totalXP += gain.xp;
          tallyMultipliers(multipliers, gain.multipliers);
        }
      }
    }
    processed += 1;
    const due = processed % PROGRESS_EVERY_MATCHES === 0 || Date.now() - lastWrite >= PROGRESS_EVERY_MS;
    if (due && !(await writeProgress(false))) return;
  }
  // The ledger's word (a mission reward granted meanwhile counts too).
  totalXP = (await ledgerTotals(db, userId)).seasonXP;
  await writeProgress(true);
}
