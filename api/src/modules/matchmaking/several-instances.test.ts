/**
 * Several API instances over one real Postgres (issue 5: "correct under concurrent requests and with several API
 * instances"). Two apps, each with its own connection pool, socket.io server, matchmaking engine and timers, as
 * two processes would have, over a throwaway Postgres cluster (Debian's `postgresql`; CI installs it). Sockets
 * of a player are connected to the other instance than the one answering their HTTP calls, so every event they
 * receive crossed between instances.
 */
import type { MatchmakingMatch, MatchmakingStatus } from '@arena/contract';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../app.js';
import { createTokenService } from '../../auth/tokens.js';
import { createDatabase, type Db } from '../../db/database.js';
import { createClusterAdapter } from '../../realtime/cluster-adapter.js';
import { prepareDatabase } from '../../seed/prepare.js';
import { SEED_PLAYERS, seedPlayer } from '../../seed/players.js';
import { findPostgresBin, type PostgresServer, startPostgres } from '../../testing/postgres-server.js';
import {
  collectEvents,
  connected,
  listenOnFreePort,
  type ReceivedEvent,
  socketClients,
  waitFor,
} from '../../testing/socket-client.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { TOURNAMENT_NAMESPACE } from '../matches/tournament-channel.js';
import { NO_SHOW_AFTER_MS, SEARCH_COOLDOWN_MS } from './matchmaking-service.js';
import { runPass } from './pairing-pass.js';

const SECOND = 1000;
const quiet = { warn: () => {} };

interface Instance {
  name: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  url: string;
  close: () => Promise<void>;
}

// Postgres server binaries are required in CI (.ci/run installs them); elsewhere the suite says why it skips.
const skip =
  !findPostgresBin() && !process.env.CI ? 'no Postgres server binaries (apt install postgresql)' : false;

describe('several API instances over one Postgres', { skip }, () => {
  let server: PostgresServer;
  let now = new Date();
  const clock = () => now;
  const tokens = createTokenService(TEST_CONFIG.jwtSecret, clock);
  let a: Instance;
  let b: Instance;
  let season: string;
  const sockets = socketClients();
  const id = (key: string) => seedPlayer(key).id;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  const startInstance = async (name: string): Promise<Instance> => {
    const db = createDatabase({ kind: 'postgres', url: server.url });
    const cluster = createClusterAdapter(server.url, quiet);
    const app = await buildApp({ db, config: TEST_CONFIG, clock, realtimeAdapter: cluster.adapter });
    return {
      name,
      app,
      db,
      url: await listenOnFreePort(app),
      close: async () => {
        await app.close();
        await cluster.close();
        await db.destroy();
      },
    };
  };

  const call = async (
    instance: Instance,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    key: string,
    body?: object,
  ) =>
    instance.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await tokens.sign(id(key))}` },
      ...(body ? { payload: body } : {}),
    });
  const mm = (action: string) => `/v1/matchmaking/tournaments/${season}/${action}`;
  const statusOf = async (instance: Instance, key: string): Promise<MatchmakingStatus> =>
    (await call(instance, 'GET', mm('status'), key)).json().data as MatchmakingStatus;

  /** A player's socket on the ladder's channel of one instance, with every event it receives. */
  const listen = async (instance: Instance, key: string): Promise<ReceivedEvent[]> => {
    const socket = sockets.open(`${instance.url}${TOURNAMENT_NAMESPACE}`, {
      token: await tokens.sign(id(key)),
      query: { tournament_id: season },
    });
    const received = collectEvents(socket);
    await connected(socket);
    return received;
  };
  const matchesFound = (received: ReceivedEvent[]) =>
    received
      .filter((entry) => entry.event === 'MATCH_FOUND')
      .map((entry) => entry.payload.match as MatchmakingMatch);

  /** The two players search (each on its own instance) and are paired; passes run on both instances. */
  const pair = async (first: string, second: string): Promise<MatchmakingMatch> => {
    advance(SEARCH_COOLDOWN_MS);
    assert.equal((await call(a, 'POST', mm('search'), first)).statusCode, 200);
    assert.equal((await call(b, 'POST', mm('search'), second)).statusCode, 200);
    for (let attempt = 0; attempt < 6 && (await statusOf(a, first)).status !== 'in_match'; attempt += 1) {
      await Promise.all([runPass(a.app.context, season), runPass(b.app.context, season)]);
      advance(15 * SECOND);
    }
    const status = await statusOf(b, first);
    assert.equal(status.status, 'in_match');
    const match = status.current_match!;
    assert.deepEqual([match.player1.user_id, match.player2.user_id].sort(), [id(first), id(second)].sort());
    return match;
  };

  before(async () => {
    server = await startPostgres();
  });
  after(async () => {
    sockets.disconnectAll();
    await b?.close();
    await a?.close();
    await server?.stop();
  });

  test('two instances starting together on an empty database migrate and seed it once', async () => {
    const first = createDatabase({ kind: 'postgres', url: server.url });
    const second = createDatabase({ kind: 'postgres', url: server.url });
    try {
      const results = await Promise.all([prepareDatabase(first, { now }), prepareDatabase(second, { now })]);
      assert.equal(results.filter((result) => result.seeded !== null).length, 1);
      assert.equal(results.filter((result) => result.migrations.length > 0).length, 1);
      const users = await first
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(users.count), SEED_PLAYERS.length);
    } finally {
      await first.destroy();
      await second.destroy();
    }
    a = await startInstance('A');
    b = await startInstance('B');
    const ladder = await a.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'arena-matchmaking-season')
      .executeTakeFirstOrThrow();
    season = ladder.id;
    // The adapters find each other through Postgres (heartbeats over LISTEN/NOTIFY).
    const serverCounts = () =>
      Promise.all(
        [a, b].map((instance) =>
          instance.app.context.realtime.server!.of(TOURNAMENT_NAMESPACE).adapter.serverCount(),
        ),
      );
    await waitFor(
      async () => (await serverCounts()).every((count) => count === 2),
      'both instances to see each other',
    );
  });

  test('QUEUE_STATUS and MATCH_FOUND reach sockets on the other instance, and only the two players', async () => {
    const omarOnB = await listen(b, 'omar');
    const saraOnA = await listen(a, 'sara');
    const bystanderOnB = await listen(b, 'youssef');
    const match = await pair('omar', 'sara');
    await waitFor(
      () => matchesFound(omarOnB).length === 1 && matchesFound(saraOnA).length === 1,
      'MATCH_FOUND on both',
    );
    assert.equal(matchesFound(omarOnB)[0]._id, match._id);
    assert.equal(matchesFound(saraOnA)[0].tournament_code, match.tournament_code);
    // Omar searched through A; his socket on B heard it.
    assert.ok(omarOnB.some((entry) => entry.event === 'QUEUE_STATUS' && entry.payload.searching === true));
    assert.equal(bystanderOnB.filter((entry) => entry.event === 'MATCH_FOUND').length, 0);
  });

  test('a lobby join recorded by one instance is the evidence for a no-show claim answered by the other', async () => {
    const match = (await statusOf(a, 'omar')).current_match!;
    const joined = await call(a, 'POST', `/v1/dev/lobby/${match.tournament_code}/join`, 'omar');
    assert.equal(joined.statusCode, 200, joined.body);
    advance(NO_SHOW_AFTER_MS + SECOND);
    const claimed = await call(b, 'POST', mm(`claim-noshow/${match._id}`), 'omar');
    assert.equal(claimed.statusCode, 200, claimed.body);
    assert.equal((await statusOf(a, 'sara')).current_match, null);
  });

  test('two tabs on two instances: one queue entry; the 15 s cooldown holds across instances', async () => {
    advance(SEARCH_COOLDOWN_MS);
    const answers = await Promise.all([
      call(a, 'POST', mm('search'), 'community-hamza'),
      call(b, 'POST', mm('search'), 'community-hamza'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const queued = await a.db
      .selectFrom('matchmaking_queue')
      .select('user_id')
      .where('tournament_id', '=', season)
      .where('user_id', '=', id('community-hamza'))
      .execute();
    assert.equal(queued.length, 1);
    assert.equal((await call(b, 'DELETE', mm('leave'), 'community-hamza')).statusCode, 200);
    const again = await call(a, 'POST', mm('search'), 'community-hamza');
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().message, 'Please wait before searching again');
    assert.ok((again.json().details as { retryAfterMs: number }).retryAfterMs > 0);
  });

  test('every ladder player searching on both instances at once, passes on both: nobody is in two matches', async () => {
    advance(SEARCH_COOLDOWN_MS);
    const ladder = await a.db
      .selectFrom('matchmaking_players')
      .innerJoin('users', 'users.id', 'matchmaking_players.user_id')
      .select(['users.id'])
      .where('matchmaking_players.tournament_id', '=', season)
      .execute();
    const free = ladder.filter((row) => ![id('omar'), id('sara')].includes(row.id));
    const players = SEED_PLAYERS.filter((player) => free.some((row) => row.id === player.id));
    assert.ok(players.length >= 20, `expected a full ladder, got ${players.length}`);
    const received = new Map<string, ReceivedEvent[]>();
    for (const [index, player] of players.entries()) {
      received.set(player.id, await listen(index % 2 === 0 ? a : b, player.key));
    }
    // Two tabs each, one per instance, all at once, while both instances run passes.
    const searches = players.flatMap((player) =>
      [a, b].map((instance) => call(instance, 'POST', mm('search'), player.key)),
    );
    const passes = [a, b].flatMap((instance) => [1, 2, 3].map(() => runPass(instance.app.context, season)));
    const answers = await Promise.all(searches);
    await Promise.all(passes);
    for (const answer of answers) assert.ok([200, 409].includes(answer.statusCode), answer.body);
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, players.length);
    for (let round = 0; round < 8; round += 1) {
      advance(15 * SECOND);
      await Promise.all(
        [a, b].flatMap((instance) => [1, 2].map(() => runPass(instance.app.context, season))),
      );
    }

    const open = await a.db
      .selectFrom('matchmaking_matches')
      .select(['id', 'player1_id', 'player2_id'])
      .where('tournament_id', '=', season)
      .where('status', 'in', ['open', 'disputed'])
      .execute();
    const seated = open.flatMap((match) => [match.player1_id, match.player2_id]);
    assert.equal(new Set(seated).size, seated.length, 'a player is in two open matches');
    assert.ok(
      open.length >= Math.floor(players.length / 2) - 1,
      `expected nearly everyone paired, got ${open.length} pairs`,
    );
    // Each seated player heard of exactly their one match, on whichever instance their socket is.
    await waitFor(
      () => seated.every((userId) => matchesFound(received.get(userId) ?? []).length >= 1),
      'MATCH_FOUND for every seated player',
    );
    for (const match of open) {
      for (const userId of [match.player1_id, match.player2_id]) {
        const found = matchesFound(received.get(userId) ?? []);
        assert.deepEqual(
          found.map((entry) => entry._id),
          [match.id],
        );
      }
    }
  });
});
