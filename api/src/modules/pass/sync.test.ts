import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { passSyncJob } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/database.js';
import { databaseCompanions } from '../../providers/game-data/companions.js';
import type { GameDataProvider } from '../../providers/game-data/index.js';
import { createSimulatedGameDataProvider } from '../../providers/game-data/simulated-provider.js';
import { puuidOf, seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import {
  callAs,
  type ControlledProvider,
  controlledProvider,
  startSync,
  syncStatus,
  waitForSync,
} from '../../testing/match-sync.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { DEFAULT_SYNC_SETTINGS } from './sync-job.js';

const DAY = 24 * 3600 * 1000;

describe('pass match sync', () => {
  let db: Db;
  let app: FastifyInstance;
  let control: ControlledProvider;
  // A Saturday noon: the last three days hold the Middle East weekend (Friday and Saturday).
  let now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  let simulated: GameDataProvider;

  /** The matches a sync run now finds for a player. */
  const recentMatchIds = (playerKey: string) => {
    const player = seedPlayer(playerKey);
    return simulated.listMatchIds(puuidOf(player)!, {
      startTime: new Date(now.getTime() - DEFAULT_SYNC_SETTINGS.lookbackDays * DAY),
      endTime: now,
      count: DEFAULT_SYNC_SETTINGS.maxMatches,
      region: player.region,
    });
  };
  const ledgerMatches = async (playerKey: string) =>
    db
      .selectFrom('xp_ledger')
      .select(['source_id', 'xp', 'multipliers'])
      .where('user_id', '=', seedPlayer(playerKey).id)
      .where('source_kind', '=', 'match')
      .execute();
  const missionProgress = (playerKey: string) =>
    db
      .selectFrom('pass_mission_progress')
      .innerJoin('pass_missions', 'pass_missions.id', 'pass_mission_progress.mission_id')
      .select([
        'pass_missions.id',
        'pass_missions.kind',
        'pass_missions.target',
        'pass_mission_progress.progress',
      ])
      .where('pass_mission_progress.user_id', '=', seedPlayer(playerKey).id)
      .execute();
  let seededProgress = new Map<string, number>();
  const progressOf = async (playerKey: string) =>
    (await callAs(app, playerKey, 'GET', '/v1/menapass/progress')).body.data;

  before(async () => {
    // A copy of the run's seed of this moment (a template database on the run's Postgres, else a PGlite snapshot):
    // seeding PGlite here took this file 8 CPU-seconds.
    ({ db } = await createSeededDatabase({ now }));
    // As the app builds it: the members of a player's teams play beside them in some matches.
    simulated = createSimulatedGameDataProvider({ clock, lookupCompanions: databaseCompanions(db) });
    control = controlledProvider(simulated);
    seededProgress = new Map(
      (await missionProgress('falcon')).map((mission) => [mission.id, mission.progress]),
    );
    app = await buildApp({ db, config: TEST_CONFIG, clock, gameData: control.provider });
    await app.ready();
  });
  after(async () => {
    control.release();
    await app.close();
    await db.destroy();
  });

  test('a sync credits each recent match once, with its multipliers, and reports the totals', async () => {
    const matchIds = await recentMatchIds('falcon');
    assert.ok(matchIds.length >= 20, `${matchIds.length} recent matches`);
    const before = await ledgerMatches('falcon');
    const progressBefore = await progressOf('falcon');

    const jobId = await startSync(app, 'falcon');
    const job = expectShape(passSyncJob, await waitForSync(app, 'falcon', jobId));

    assert.equal(job.status, 'completed');
    assert.equal(job.progress, 100);
    assert.equal(job.totalMatches, matchIds.length);
    assert.equal(job.processedMatches, matchIds.length);
    assert.equal(job.newMatches, matchIds.length);
    const credited = (await ledgerMatches('falcon')).filter((row) => matchIds.includes(row.source_id));
    assert.equal(credited.length, matchIds.length);
    assert.equal((await ledgerMatches('falcon')).length, before.length + matchIds.length);
    assert.equal(
      job.xpEarned,
      credited.reduce((sum, row) => sum + row.xp, 0),
    );
    assert.ok(job.xpEarned >= 50 * matchIds.length);

    const progress = await progressOf('falcon');
    assert.equal(job.totalXP, progress.totalXP);
    assert.equal(job.totalXP, progressBefore.totalXP + job.xpEarned);
    assert.equal(job.currentLevel, progress.currentLevel);
    assert.ok(job.currentLevel >= progressBefore.currentLevel);

    // The panel's multipliers are the ledger rows' multipliers, counted.
    for (const multiplier of job.multipliers) {
      const matches = credited.filter((row) => row.multipliers[multiplier.type] === multiplier.value).length;
      assert.equal(multiplier.matches, matches, JSON.stringify(multiplier));
    }
    const applied = new Set(job.multipliers.map((multiplier) => multiplier.type));
    assert.ok(applied.has('weekend'), 'Friday and Saturday matches are doubled');
    assert.ok(applied.has('squad'), 'matches with team members earn the squad bonus');
  });

  test('syncing the same matches again adds nothing', async () => {
    const progressBefore = await progressOf('falcon');
    const ledgerBefore = await ledgerMatches('falcon');
    const jobId = await startSync(app, 'falcon');
    const job = await waitForSync(app, 'falcon', jobId);
    assert.equal(job.status, 'completed');
    assert.equal(job.newMatches, 0);
    assert.equal(job.xpEarned, 0);
    assert.deepEqual(job.multipliers, []);
    assert.equal(job.processedMatches, job.totalMatches);
    assert.equal(job.totalXP, progressBefore.totalXP);
    assert.equal((await ledgerMatches('falcon')).length, ledgerBefore.length);
    assert.deepEqual(await progressOf('falcon'), progressBefore);
  });

  test('a later sync finds the matches played since', async () => {
    const earlier = new Set(await recentMatchIds('falcon'));
    now = new Date(now.getTime() + DAY / 2);
    const played = (await recentMatchIds('falcon')).filter((id) => !earlier.has(id));
    assert.ok(played.length > 0);
    const job = await waitForSync(app, 'falcon', await startSync(app, 'falcon'));
    assert.equal(job.status, 'completed');
    assert.equal(job.newMatches, played.length);
    assert.equal((await progressOf('falcon')).totalXP, job.totalXP);
  });

  test('advances one mission per new match, never past its target', async () => {
    const missions = await missionProgress('falcon');
    const synced = (await ledgerMatches('falcon')).filter((row) => /^ME1_7\d+$/.test(row.source_id)).length;
    const advanced = missions.filter((mission) => mission.progress > (seededProgress.get(mission.id) ?? 0));
    assert.ok(advanced.length > 0);
    for (const mission of missions) assert.ok(mission.progress <= mission.target, JSON.stringify(mission));
    // Every mission but a takedown one moves by one per match.
    const byMatches = advanced
      .filter((mission) => mission.kind !== 'takedowns')
      .reduce((sum, mission) => sum + mission.progress - (seededProgress.get(mission.id) ?? 0), 0);
    assert.ok(byMatches <= synced, `${byMatches} mission steps for ${synced} matches`);
  });

  test('one running sync per player: a second start answers the running job', async () => {
    control.hold();
    try {
      now = new Date(now.getTime() + DAY);
      const [first, second] = await Promise.all([startSync(app, 'layla'), startSync(app, 'layla')]);
      assert.equal(first, second);
      assert.equal(await startSync(app, 'layla'), first);
      const other = await startSync(app, 'falcon');
      assert.notEqual(other, first);
      const running = await waitForSync(app, 'layla', first, (job) => job.status === 'processing');
      assert.ok(running.totalMatches > 0);
      assert.ok(running.progress < 100);
      control.release();
      assert.equal((await waitForSync(app, 'layla', first)).status, 'completed');
      assert.equal((await waitForSync(app, 'falcon', other)).status, 'completed');
      assert.notEqual(await startSync(app, 'layla'), first);
    } finally {
      control.release();
    }
  });

  test('cancel stops a running sync cleanly; what it credited stays, a new sync credits the rest once', async () => {
    now = new Date(now.getTime() + DAY);
    const matchIds = await recentMatchIds('sara');
    control.slowDown(40);
    try {
      const jobId = await startSync(app, 'sara');
      await waitForSync(app, 'sara', jobId, (job) => job.processedMatches >= 2);
      const { statusCode, body } = await callAs(app, 'sara', 'POST', `/v1/menapass/cancel-sync/${jobId}`);
      assert.equal(statusCode, 200);
      assert.equal(body.message, 'Sync cancelled');
      assert.equal(body.data.status, 'cancelled');
      // The job stops at its next progress write (at most 10 matches or 200 ms later) and writes nothing more.
      await new Promise((resolve) => setTimeout(resolve, 800));
      const cancelled = await syncStatus(app, 'sara', jobId);
      assert.equal(cancelled.status, 'cancelled');
      assert.ok(cancelled.processedMatches < matchIds.length, `${cancelled.processedMatches} processed`);
      const creditedAtCancel = (await ledgerMatches('sara')).filter((row) =>
        matchIds.includes(row.source_id),
      );
      assert.ok(creditedAtCancel.length < matchIds.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(
        (await ledgerMatches('sara')).filter((row) => matchIds.includes(row.source_id)).length,
        creditedAtCancel.length,
        'nothing credited after the cancel took effect',
      );

      const again = await callAs(app, 'sara', 'POST', `/v1/menapass/cancel-sync/${jobId}`);
      assert.equal(again.statusCode, 200);
      assert.equal(again.body.message, 'The sync had already finished');
      assert.equal(again.body.data.status, 'cancelled');

      control.slowDown(0);
      const next = await waitForSync(app, 'sara', await startSync(app, 'sara'));
      assert.equal(next.status, 'completed');
      assert.equal(next.newMatches, matchIds.length - creditedAtCancel.length);
      const credited = (await ledgerMatches('sara')).filter((row) => matchIds.includes(row.source_id));
      assert.equal(credited.length, matchIds.length);
    } finally {
      control.slowDown(0);
    }
  });

  test('only the owner reads or cancels a sync; pass members only; a bad id is a 400', async () => {
    const jobId = await startSync(app, 'falcon');
    await waitForSync(app, 'falcon', jobId);
    for (const [method, url] of [
      ['GET', `/v1/menapass/sync-status/${jobId}`],
      ['POST', `/v1/menapass/cancel-sync/${jobId}`],
    ] as const) {
      const other = await callAs(app, 'layla', method, url);
      assert.equal(other.statusCode, 404);
      assert.equal(other.body.code, 4004);
    }
    for (const [method, url] of [
      ['POST', '/v1/menapass/sync'],
      ['GET', `/v1/menapass/sync-status/${jobId}`],
      ['POST', `/v1/menapass/cancel-sync/${jobId}`],
    ] as const) {
      const outsider = await callAs(app, 'omar', method, url);
      assert.equal(outsider.statusCode, 404);
      assert.equal(outsider.body.code, 4004);
      const anonymous = await app.inject({ method, url });
      assert.equal(anonymous.statusCode, 401);
    }
    const unknown = await callAs(app, 'falcon', 'GET', `/v1/menapass/sync-status/${crypto.randomUUID()}`);
    assert.equal(unknown.statusCode, 404);
    const malformed = await callAs(app, 'falcon', 'GET', '/v1/menapass/sync-status/not-a-job');
    assert.equal(malformed.statusCode, 400);
  });

  test('a member without a game account cannot sync', async () => {
    const newcomer = seedPlayer('newcomer');
    await db.insertInto('pass_registrations').values({ user_id: newcomer.id, registered_at: now }).execute();
    const { statusCode, body } = await callAs(app, 'newcomer', 'POST', '/v1/menapass/sync');
    assert.equal(statusCode, 409);
    assert.equal(body.code, 4009);
  });
});
