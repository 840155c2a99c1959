/**
 * The cluster smoke suite (issue 34): a few journeys against three API instances behind nginx (global-setup.ts).
 * Calls go through nginx as the portal's do; where a journey crosses instances, a socket is put on one instance
 * and the call that makes its event on another, so the event crossed between them (the socket.io Postgres adapter).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { signInAs } from '../fixtures';
import { findTournament, HOUR, type ApiTournament } from '../support/ladder';
import { createPlayerToken, signInAsNewPlayer, tokenOf, uniqueSuffix } from '../support/players';
import { readPortalInfo } from '../support/portal-info';
import { CLUSTER_VARIABLE, type ClusterInfo } from './global-setup';

function apiInstances(): string[] {
  const raw = process.env[CLUSTER_VARIABLE];
  if (!raw) throw new Error(`${CLUSTER_VARIABLE} is not set: run with -c e2e/playwright.cluster.config.ts`);
  return (JSON.parse(raw) as ClusterInfo).apis;
}

const sockets: Socket[] = [];
test.afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

/** A socket on one API instance's namespace (not through nginx), connected. */
async function socketOn(
  instanceUrl: string,
  namespace: string,
  token: string,
  query: Record<string, string>,
): Promise<Socket> {
  const socket = io(`${instanceUrl}${namespace}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    query,
    // A connection of its own, as the portal's sockets have: a second namespace multiplexed over an earlier
    // connection to the same instance would carry that connection's query.
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function post<T>(
  request: APIRequestContext,
  url: string,
  token: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.post(url, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as T };
}

test('every instance is ready behind nginx, and nginx answers for them', async ({ request }) => {
  for (const url of [...apiInstances(), readPortalInfo().urls.api]) {
    const response = await request.get(`${url}/ready`);
    expect(response.status(), url).toBe(200);
    expect((await response.json()).checks).toEqual({ database: 'ok', redis: 'ok', queue: 'ok' });
  }
});

test('a new player signs in on the portal and registers for the pass', async ({ page, request }) => {
  await signInAsNewPlayer(page, '/mena-pass', { gameName: `Clu${uniqueSuffix()}` });
  const token = await tokenOf(page);
  const { status } = await post(request, `${readPortalInfo().urls.api}/v1/menapass/register`, token);
  expect(status).toBe(200);
  // The registration holds on every instance (one database): each one answers the status the same way.
  for (const url of apiInstances()) {
    const response = await request.get(`${url}/v1/menapass/status`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), url).toBe(200);
    expect((await response.json()).data).toEqual({ isRegistered: true });
  }
});

test('a player opens a ticket; staff answer it on another instance than the player socket', async ({
  page,
  request,
}) => {
  const { urls } = readPortalInfo();
  const [first, second] = apiInstances();
  const playerToken = await createPlayerToken(request, { gameName: `Tkt${uniqueSuffix()}` });
  const liveChat = await findTournament(request, 'Desert Storm 1v1');
  const created = await post<{ data: { ticketId: string; channelId: string } }>(
    request,
    `${urls.api}/v1/discord/create-ticket`,
    playerToken,
    { subject: 'Cluster smoke', description: 'Is anyone there?', tournament_id: liveChat.id },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { ticketId, channelId } = created.body.data;

  const playerSocket = await socketOn(first!, '/support-chat', playerToken, {
    ticket_id: ticketId,
    channel_id: channelId,
  });
  const received: string[] = [];
  playerSocket.on('message', (message: { content: string }) => received.push(message.content));

  await signInAs(page, 'Support#STAFF', { returnTo: '/staff/tickets' });
  const staffToken = await tokenOf(page);
  const answer = `Staff here (${uniqueSuffix()})`;
  const reply = await post(request, `${second}/v1/admin/support/tickets/${ticketId}/messages`, staffToken, {
    content: answer,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  await expect.poll(() => received).toContain(answer);
});

/** Moves every instance's test clock (each instance has its own): `offsetMs` from now; 0 puts it back. */
async function moveClocks(request: APIRequestContext, offsetMs: number, holdJobs = false): Promise<void> {
  for (const url of apiInstances()) {
    const response = await request.post(`${url}/v1/dev/clock`, { data: { offsetMs, holdJobs } });
    expect(response.status(), `${url}/v1/dev/clock: ${await response.text()}`).toBe(200);
  }
}

test('two players on different instances queue on the ladder and are matched', async ({ request }) => {
  const { urls } = readPortalInfo();
  const [first, second, third] = apiInstances();
  const ladder = await findTournament<ApiTournament>(request, 'Arena Matchmaking Season');
  const players = [
    await createPlayerToken(request, { gameName: `LdA${uniqueSuffix()}` }),
    await createPlayerToken(request, { gameName: `LdB${uniqueSuffix()}` }),
  ];
  await moveClocks(request, Date.parse(ladder.starting_time) - HOUR - Date.now(), true);
  try {
    for (const token of players) {
      const registered = await post(
        request,
        `${urls.api}/v1/matchmaking/tournaments/${ladder.id}/register`,
        token,
      );
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    }
  } finally {
    await moveClocks(request, 0);
  }

  // Each player's socket on its own instance; each searches through a third one.
  const found = players.map(() => [] as unknown[]);
  for (const [index, token] of players.entries()) {
    const socket = await socketOn([first, second][index]!, '/tournament', token, {
      tournament_id: ladder.id,
    });
    socket.on('MATCH_FOUND', (payload: unknown) => found[index]!.push(payload));
  }
  // The server joins a socket to its rooms after reading the tournament, a moment after `connect`; an event sent
  // before that is not replayed (the portal reads the queue status when it connects).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const token of players) {
    const searched = await post(request, `${third}/v1/matchmaking/tournaments/${ladder.id}/search`, token);
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
  }
  await expect.poll(() => found.map((events) => events.length), { timeout: 60_000 }).toEqual([1, 1]);
});
