import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { matchmakingStatus, RefusalReason, type MatchmakingStatus } from '@arena/contract';
import { SEED_PLAYERS, seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { settleLadderGameEnd } from './ladder-game-end.js';
import { SEARCH_COOLDOWN_MS } from './matchmaking-service.js';
import { runPass } from './pairing-pass.js';

/**
 * The duo queue (issue 33): invites (accept, decline, the typed refusals), a duo queued as one unit by either of its
 * players, a duo paired against a duo side against side (both players of a side share its result), leaving the
 * queue takes the duo out and tells the partner, leaving the duo ends it.
 */
describe('duo queue on the ladder', () => {
  let t: TestApp;
  let now: Date;
  let season: string;
  /** Four free players of the season ladder (me1), and a fifth. */
  let [a, b, c, d, e] = ['', '', '', '', ''];
  const tokens: Record<string, string> = {};
  const id = (key: string) => seedPlayer(key).id;
  const riotId = (key: string) => `${seedPlayer(key).gameName}#${seedPlayer(key).tagLine}`;

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, key: string, body?: unknown) =>
    t.request({
      method,
      url,
      token: (tokens[key] ??= await t.tokenFor(key)),
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
  const mm = (action: string) => `/v1/matchmaking/tournaments/${season}/${action}`;
  const statusOf = async (key: string): Promise<MatchmakingStatus> => {
    const response = await call('GET', mm('status'), key);
    assert.equal(response.statusCode, 200, response.body);
    return expectShape(matchmakingStatus, response.json().data);
  };
  const invite = (from: string, to: string) => call('POST', mm('duo/invites'), from, { riot_id: to });
  const reasonOf = (response: { statusCode: number; json: () => unknown }, status: number) => {
    assert.equal(response.statusCode, status, JSON.stringify(response.json()));
    return expectShape(errorBody, response.json()).details?.reason;
  };
  /** The player's notifications of the duo queue, newest first. */
  const notificationsOf = (key: string) =>
    t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'title_ar', 'message_ar'])
      .where('user_id', '=', id(key))
      .where('title', 'like', 'Duo %')
      .orderBy('created_at', 'desc')
      .execute();
  const ladderRow = (key: string) =>
    t.db
      .selectFrom('matchmaking_players')
      .selectAll()
      .where('tournament_id', '=', season)
      .where('user_id', '=', id(key))
      .executeTakeFirstOrThrow();
  /** The player's newest duo notification of that title (notifications are written after the answer). */
  const told = async (key: string, title: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = (await notificationsOf(key)).find((row) => row.title === title);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.fail(`no "${title}" notification`);
  };
  /** Forms the duo of `from` and `to` through the routes. */
  const formDuo = async (from: string, to: string) => {
    assert.equal((await invite(from, riotId(to))).statusCode, 201);
    const [incoming] = (await statusOf(to)).duo!.incoming;
    const accepted = await call('POST', mm(`duo/invites/${incoming.id}/accept`), to);
    assert.equal(accepted.statusCode, 200, accepted.body);
  };

  before(async () => {
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
    const rows = await t.db.selectFrom('tournaments').select(['id', 'slug']).execute();
    season = rows.find((row) => row.slug === 'arena-matchmaking-season')!.id;
    // Registered players of the season in the Middle East with no open match.
    const registered = await t.db
      .selectFrom('matchmaking_players')
      .select('user_id')
      .where('tournament_id', '=', season)
      .where('user_id', 'not in', (eb) => eb.selectFrom('matchmaking_seats').select('user_id'))
      .execute();
    const free = SEED_PLAYERS.filter(
      (player) =>
        player.region === 'me1' &&
        !player.ban &&
        player.key.startsWith('community-') &&
        registered.some((row) => row.user_id === player.id),
    ).map((player) => player.key);
    assert.ok(free.length >= 5, `${free.length} free players`);
    [a, b, c, d, e] = free;
  });
  after(async () => {
    await t.close();
  });

  test('an invite names a registered player of the ladder and region; refusals say why', async () => {
    const bad = await invite(a, 'no-tag-here');
    assert.equal(bad.statusCode, 400);
    assert.ok(Object.keys(expectShape(errorBody, bad.json()).details?.fields as object).includes('riot_id'));
    assert.equal(reasonOf(await invite(a, 'Nobody#NONE'), 404), RefusalReason.duoPlayerNotFound);
    assert.equal(reasonOf(await invite(a, riotId(a).toUpperCase()), 409), RefusalReason.duoSelf);
    // Falcon plays in the Middle East but is not on this ladder; Lukas plays in Europe West.
    assert.equal(reasonOf(await invite(a, riotId('falcon')), 409), RefusalReason.duoNotRegistered);
    const otherRegion = await invite(a, riotId('lukas'));
    assert.equal(reasonOf(otherRegion, 409), RefusalReason.duoOtherRegion);
    assert.equal(expectShape(errorBody, otherRegion.json()).details?.region, 'EUW1');
    assert.equal(reasonOf(await invite('falcon', riotId(a)), 403), RefusalReason.notRegistered);
  });

  test('an invite shows on both panels and in the bell; declining tells the inviter, in both languages', async () => {
    const sent = await invite(a, riotId(b).toLowerCase());
    assert.equal(sent.statusCode, 201, sent.body);
    const own = expectShape(matchmakingStatus, sent.json().data);
    assert.equal(own.duo?.outgoing?.to.user_id, id(b));
    assert.equal(own.duo?.partner, null);
    const theirs = (await statusOf(b)).duo!;
    assert.equal(theirs.incoming.length, 1);
    assert.equal(theirs.incoming[0].from.riot_id, riotId(a));
    assert.equal(reasonOf(await invite(a, riotId(b)), 409), RefusalReason.duoInvitePending);
    assert.equal(reasonOf(await invite(b, riotId(a)), 409), RefusalReason.duoInvitePending);
    const bell = await told(b, 'Duo invite');
    assert.match(bell.message, new RegExp(seedPlayer(a).displayName));
    assert.equal(bell.title_ar, 'دعوة ثنائي');

    // Only the invited player answers: the inviter may withdraw, nobody else can touch it.
    const inviteId = theirs.incoming[0].id;
    assert.equal((await call('POST', mm(`duo/invites/${inviteId}/accept`), a)).statusCode, 404);
    assert.equal((await call('POST', mm(`duo/invites/${inviteId}/decline`), c)).statusCode, 404);
    const declined = await call('POST', mm(`duo/invites/${inviteId}/decline`), b);
    assert.equal(declined.statusCode, 200);
    assert.equal((await statusOf(a)).duo?.outgoing, null);
    assert.equal((await told(a, 'Duo invite declined')).title_ar, 'رُفضت دعوة الثنائي');
    assert.equal((await call('POST', mm(`duo/invites/${inviteId}/accept`), b)).statusCode, 404);
  });

  test('accepting makes the duo; neither may join another duo meanwhile', async () => {
    await formDuo(a, b);
    assert.equal((await statusOf(a)).duo?.partner?.user_id, id(b));
    assert.equal((await statusOf(b)).duo?.partner?.user_id, id(a));
    await told(a, 'Duo ready');
    assert.equal(reasonOf(await invite(a, riotId(c)), 409), RefusalReason.duoAlreadyInDuo);
    assert.equal(reasonOf(await invite(c, riotId(b)), 409), RefusalReason.duoPartnerInDuo);
  });

  test('either player queues the duo; it is paired against a duo, side against side', async () => {
    // A player searching alone is busy: they neither invite nor are invited.
    assert.equal((await call('POST', mm('search'), e)).statusCode, 200);
    assert.equal(reasonOf(await invite(e, riotId(c)), 409), RefusalReason.duoAlreadyQueued);
    assert.equal(reasonOf(await invite(c, riotId(e)), 409), RefusalReason.duoPartnerBusy);
    assert.equal((await call('DELETE', mm('leave'), e)).statusCode, 200);
    await formDuo(c, d);
    const searched = await call('POST', mm('search'), b);
    assert.equal(searched.statusCode, 200, searched.body);
    assert.equal((await statusOf(a)).status, 'searching', 'the partner searches too');
    assert.equal((await call('POST', mm('search'), c)).statusCode, 200);

    let status = await statusOf(a);
    for (let attempt = 0; attempt < 6 && status.status !== 'in_match'; attempt += 1) {
      const pass = await runPass(t.app.context, season);
      for (const pair of pass.paired) assert.ok(pair.partners, 'duos are only paired with duos');
      now = new Date(now.getTime() + 15_000);
      status = await statusOf(a);
    }
    assert.equal(status.status, 'in_match');
    const match = status.current_match!;
    const sides = [
      [match.player1.user_id, match.player1_partner?.user_id].sort(),
      [match.player2.user_id, match.player2_partner?.user_id].sort(),
    ];
    assert.deepEqual(
      sides.map((side) => side.join('+')).sort(),
      [[id(a), id(b)].sort().join('+'), [id(c), id(d)].sort().join('+')].sort(),
    );
    for (const key of [b, c, d]) assert.equal((await statusOf(key)).current_match?._id, match._id);
    // The match's chat is theirs, all four.
    const seats = await t.db
      .selectFrom('matchmaking_seats')
      .selectAll()
      .where('match_id', '=', match._id)
      .execute();
    assert.equal(seats.length, 4);
    // A duo in its match cannot be left.
    assert.equal(reasonOf(await call('DELETE', mm('duo'), a), 409), RefusalReason.alreadyInMatch);

    // D forfeits for their side: both of it lose, both of the other side win the same points.
    const before = await Promise.all([a, b, c, d].map(ladderRow));
    const forfeited = await call('POST', mm(`forfeit/${match._id}`), d);
    assert.equal(forfeited.statusCode, 200, forfeited.body);
    const afterRows = await Promise.all([a, b, c, d].map(ladderRow));
    const gain = afterRows[0].points - before[0].points;
    assert.ok(gain > 0);
    assert.equal(afterRows[1].points - before[1].points, gain);
    assert.deepEqual(
      afterRows.map((row, index) => [row.wins - before[index].wins, row.losses - before[index].losses]),
      [
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 1],
      ],
    );
    assert.ok(afterRows[2].points < before[2].points && afterRows[3].points < before[3].points);
    assert.equal((await statusOf(b)).status, 'ready');
  });

  test('leaving the queue takes the duo out, and the partner is told', async () => {
    now = new Date(now.getTime() + SEARCH_COOLDOWN_MS);
    assert.equal((await call('POST', mm('search'), a)).statusCode, 200);
    assert.equal((await statusOf(b)).status, 'searching');
    // The partner is busy: the other player of the duo cannot queue it again.
    assert.equal(reasonOf(await call('POST', mm('search'), b), 409), RefusalReason.alreadySearching);
    const left = await call('DELETE', mm('leave'), b);
    assert.equal(left.statusCode, 200);
    assert.equal((await statusOf(a)).status, 'ready');
    const queued = await t.db
      .selectFrom('matchmaking_queue')
      .select('user_id')
      .where('tournament_id', '=', season)
      .where('user_id', 'in', [id(a), id(b)])
      .execute();
    assert.deepEqual(queued, []);
    await told(a, 'Duo left the queue');
  });

  test('a duo half left in the queue (its partner withdrawn another way) is taken out by the pass', async () => {
    now = new Date(now.getTime() + SEARCH_COOLDOWN_MS);
    assert.equal((await call('POST', mm('search'), a)).statusCode, 200);
    await t.db.deleteFrom('matchmaking_queue').where('user_id', '=', id(b)).execute();
    const pass = await runPass(t.app.context, season);
    assert.deepEqual(pass.paired, []);
    assert.equal((await statusOf(a)).status, 'ready');
  });

  test('leaving the duo ends it for both and tells the partner; each may queue alone again', async () => {
    const left = await call('DELETE', mm('duo'), a);
    assert.equal(left.statusCode, 200);
    assert.equal(expectShape(matchmakingStatus, left.json().data).duo?.partner, null);
    assert.equal((await statusOf(b)).duo?.partner, null);
    await told(b, 'Duo ended');
    assert.equal((await call('DELETE', mm('duo'), a)).statusCode, 404);
    const duo = await t.db
      .selectFrom('matchmaking_duos')
      .select('status')
      .where('inviter_id', '=', id(a))
      .where('invitee_id', '=', id(b))
      .where('status', '=', 'dissolved')
      .execute();
    assert.equal(duo.length, 1);
  });

  test('a duo match is settled from its game: the four accounts played it, both of a side share the result', async () => {
    await formDuo(a, b);
    now = new Date(now.getTime() + SEARCH_COOLDOWN_MS);
    for (const key of [a, c]) assert.equal((await call('POST', mm('search'), key)).statusCode, 200);
    let status = await statusOf(a);
    for (let attempt = 0; attempt < 6 && status.status !== 'in_match'; attempt += 1) {
      await runPass(t.app.context, season);
      now = new Date(now.getTime() + 15_000);
      status = await statusOf(a);
    }
    const match = status.current_match!;
    assert.ok(match.player1_partner && match.player2_partner, 'a duo match');
    const before = await Promise.all([a, b, c, d].map(ladderRow));
    // The simulated game is played by the lobby the provider is asked about: the match's two sides of two.
    assert.equal(await settleLadderGameEnd(t.app.context, match.tournament_code), 'verified');
    assert.equal(await settleLadderGameEnd(t.app.context, match.tournament_code), 'pending', 'counted once');
    const settled = await t.db
      .selectFrom('matchmaking_matches')
      .select(['status', 'winner_id', 'game_id'])
      .where('id', '=', match._id)
      .executeTakeFirstOrThrow();
    assert.equal(settled.status, 'verified');
    assert.ok(settled.game_id);
    const afterRows = await Promise.all([a, b, c, d].map(ladderRow));
    const won = afterRows.map((row, index) => row.wins - before[index].wins);
    const lost = afterRows.map((row, index) => row.losses - before[index].losses);
    // a and b share a side, c and d the other: the winners are one whole side.
    assert.deepEqual(won.slice(0, 2), [won[0], won[0]]);
    assert.deepEqual(won.slice(2), [won[2], won[2]]);
    assert.equal(won[0] + won[2], 1);
    assert.deepEqual(
      lost,
      won.map((value) => 1 - value),
    );
    for (const key of [a, b, c, d]) assert.equal((await statusOf(key)).status, 'ready');
  });

  test('the pass credits a game played beside a duo partner with the premade bonus (P2 §1), not as squad', async () => {
    // The simulated match history puts a player's team members and duo partners beside them in some games.
    const puuids = await t.db
      .selectFrom('users')
      .select(['id', 'puuid'])
      .where('id', 'in', [id(a), id(b)])
      .execute();
    const partnerPuuid = puuids.find((row) => row.id === id(b))!.puuid!;
    // The player leaves their teams: the premade bonus of their games can then come from the duo partner only.
    await t.db.deleteFrom('team_members').where('user_id', '=', id(a)).execute();
    const registered = await call('POST', '/v1/menapass/register', a);
    assert.ok([200, 201, 409].includes(registered.statusCode), registered.body);
    const ledger = () =>
      t.db
        .selectFrom('xp_ledger')
        .select(['source_id', 'multipliers'])
        .where('user_id', '=', id(a))
        .where('source_kind', '=', 'match')
        .execute();
    const before = new Set((await ledger()).map((row) => row.source_id));
    const started = await call('POST', '/v1/menapass/sync', a);
    assert.equal(started.statusCode, 200, started.body);
    const jobId = started.json().data.jobId as string;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const job = (await call('GET', `/v1/menapass/sync-status/${jobId}`, a)).json();
      if (job.status === 'completed' || job.status === 'error') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The matches this sync credited (the seed's ledger rows are not about this duo).
    const credited = (await ledger()).filter((row) => !before.has(row.source_id));
    assert.ok(credited.length > 0, 'the sync credited matches');
    const ownPuuid = puuids.find((row) => row.id === id(a))!.puuid!;
    let besidePartner = 0;
    for (const row of credited) {
      const game = await t.app.context.gameData.getMatch(ownPuuid, row.source_id);
      const me = game?.info.participants.find((player) => player.puuid === ownPuuid);
      const side = game?.info.participants.filter(
        (player) => player.teamId === me?.teamId && player.puuid !== ownPuuid,
      );
      const partner = side?.some((player) => player.puuid === partnerPuuid) ?? false;
      const multipliers = row.multipliers as Record<string, number>;
      if (partner) {
        besidePartner += 1;
        assert.equal(multipliers.premade, 2, JSON.stringify(multipliers));
        // A duo partner is a friend, not a squad teammate.
        assert.equal(multipliers.squad, undefined, JSON.stringify(multipliers));
      } else {
        assert.equal(multipliers.premade, undefined, JSON.stringify(multipliers));
      }
    }
    assert.ok(besidePartner > 0, 'some games were played beside the partner');
  });
});
