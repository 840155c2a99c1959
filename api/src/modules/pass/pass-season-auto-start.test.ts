import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditEntry, RewardSeason } from '@arena/contract';
import { expectAnswer } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SEASON_START_SCAN_INTERVAL_MS } from './reward-seasons-service.js';

const DAY = 86_400_000;

/**
 * The next pass season starts on its own when its first day begins (issue 31): the periodic pass of the app, by the
 * app's clock, makes the same rollover as Start on the desk, audited without a staff member; not a moment before.
 */
describe('a pass season starts on its first day', () => {
  const seededAt = new Date(Date.UTC(2026, 10, 28, 12));
  let offsetMs = 0;
  let t: TestApp;
  let organizer: string;

  const seasons = async (): Promise<RewardSeason[]> => {
    const response = await t.request({ method: 'GET', url: '/v1/menapass/seasons' });
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/menapass/seasons', response.json()).data;
  };
  const statusOf = async (id: string) => (await seasons()).find((season) => season.id === id)?.status;
  const turns = (count: number) =>
    new Promise((resolve) => setTimeout(resolve, count * SEASON_START_SCAN_INTERVAL_MS + 300));

  before(async () => {
    t = await createTestApp({ now: seededAt, clock: () => new Date(seededAt.getTime() + offsetMs) });
    organizer = await t.tokenFor('organizer');
  });
  after(() => t.close());

  test('upcoming until its start time, then current with the old season ended, audited by no one', async () => {
    const current = (await seasons()).find((season) => season.status === 'current')!;
    const startsAt = new Date(seededAt.getTime() + DAY);
    const created = await t.request({
      method: 'POST',
      url: '/v1/admin/pass/seasons',
      token: organizer,
      payload: {
        name: { en: 'Season of the Falcon', ar: 'موسم الصقر' },
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 90 * DAY).toISOString(),
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const next = expectAnswer('POST /v1/admin/pass/seasons', created.json(), 201).data;

    offsetMs = DAY - 60_000;
    await turns(1);
    assert.equal(await statusOf(next.id), 'upcoming', 'a minute before its first day');

    offsetMs = DAY + 1_000;
    await turns(1);
    assert.equal(await statusOf(next.id), 'current');
    assert.equal(await statusOf(current.id), 'ended');

    const audit = await t.request({
      method: 'GET',
      url: `/v1/admin/audit?recordId=${next.id}&action=pass`,
      token: await t.tokenFor('admin'),
    });
    const starts = (entries: AuditEntry[]) => entries.filter((entry) => entry.action === 'pass.season.start');
    assert.deepEqual(
      starts(expectAnswer('GET /v1/admin/audit', audit.json()).data).map((entry) => entry.staff),
      [null],
    );
    // The next turns find it current: no second rollover.
    await turns(1);
    const again = await t.request({
      method: 'GET',
      url: `/v1/admin/audit?recordId=${next.id}&action=pass`,
      token: await t.tokenFor('admin'),
    });
    assert.equal(starts(expectAnswer('GET /v1/admin/audit', again.json()).data).length, 1);
  });
});
