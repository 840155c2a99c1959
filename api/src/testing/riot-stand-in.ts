import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  RECORDED_ACCOUNTS,
  RECORDED_LEAGUE_ENTRIES,
  RECORDED_MATCHES,
  RECORDED_SUMMONERS,
} from './riot-recordings.js';

/** One request the stand-in received (the key as sent, so tests can check the header). */
export interface StandInRequest {
  method: string;
  path: string;
  token: string | undefined;
  body: unknown;
  /** When it arrived (`Date.now()`), for the tests of the client's rate windows. */
  at: number;
}

/** An account-v1 `AccountDto`. */
export interface StandInAccount {
  puuid: string;
  gameName: string;
  tagLine: string;
}

export interface RiotStandInOptions {
  apiKey: string;
  /** Where to listen (default 127.0.0.1 on a free port). */
  host?: string;
  port?: number;
  /** `X-App-Rate-Limit` sent with every answer, as the publisher does (`20:1,100:120`); none when unset. */
  appRateLimit?: string;
}

/** A failure to answer once, to the next request whose path starts with `pathPrefix`. */
export interface InjectedFailure {
  pathPrefix: string;
  status: number;
  /** `Retry-After` header (seconds), for 429. */
  retryAfter?: number;
}

interface LobbyEvent {
  timestamp: string;
  eventType: string;
  puuid?: string;
}

interface TournamentGame {
  winningTeam: { puuid: string }[];
  losingTeam: { puuid: string }[];
  shortCode: string;
  metaData: string;
  gameId: number;
  gameName: string;
  gameType: string;
  gameMap: number;
  gameMode: string;
  region: string;
}

export interface RiotStandIn {
  /** `http://127.0.0.1:{port}`: give it as `RIOT_API_BASE_URL`. */
  url: string;
  requests: StandInRequest[];
  /** Answers the next matching request with this status (once per call). */
  failNext(failure: InjectedFailure): void;
  /** Answers every matching request with this status until `stopFailing` (an outage of part of the API). */
  failAlways(failure: InjectedFailure): void;
  stopFailing(): void;
  /** account-v1 accounts by puuid: tests change a Riot ID here as a player would on the publisher's side. */
  accounts: Map<string, StandInAccount>;
  /** Matches by id (`MatchDto`), and the ids each puuid lists, newest first. */
  matches: Map<string, unknown>;
  /** Lobby events recorded for a tournament code (tests append to them). */
  lobbyEvents: Map<string, LobbyEvent[]>;
  /** Games played with a tournament code. */
  tournamentGames: Map<string, TournamentGame[]>;
  /** Codes issued through `POST .../codes`. */
  issuedCodes: string[];
  /** league-v4 entries by puuid (`LeagueEntryDTO`s, `leagueEntryDto`): tests set a player's rank here. */
  leagueEntries: Map<string, unknown[]>;
  /** summoner-v4 summoners by puuid (`SummonerDTO`, `summonerDto`): the account level. */
  summoners: Map<string, { puuid: string; summonerLevel: number }>;
  close(): Promise<void>;
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

/** The publisher's error body: `{ status: { message, status_code } }`. */
const problem = (
  response: ServerResponse,
  status: number,
  message: string,
  headers?: Record<string, string>,
) => json(response, status, { status: { message, status_code: status } }, headers);

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A stand-in for the game publisher's API on 127.0.0.1: account-v1, match-v5, tournament-v5, league-v4 and
 * summoner-v4 (issue 33) on their
 * documented paths, with the recorded answers of `riot-recordings.ts`. It checks `X-Riot-Token` (403 for a wrong
 * or missing key, as the publisher does), and can answer a request once with a 429 (and `Retry-After`) or a 5xx.
 * The real provider is pointed at it with `RIOT_API_BASE_URL`; nothing leaves the machine.
 */
export async function startRiotStandIn(options: RiotStandInOptions): Promise<RiotStandIn> {
  const requests: StandInRequest[] = [];
  const failures: InjectedFailure[] = [];
  const outages: InjectedFailure[] = [];
  const matches = new Map<string, unknown>(RECORDED_MATCHES.map((match) => [match.metadata.matchId, match]));
  const accounts = new Map<string, StandInAccount>(
    RECORDED_ACCOUNTS.map((account) => [account.puuid, { ...account }]),
  );
  const lobbyEvents = new Map<string, LobbyEvent[]>();
  const tournamentGames = new Map<string, TournamentGame[]>();
  const issuedCodes: string[] = [];
  const leagueEntries = new Map<string, unknown[]>(Object.entries(RECORDED_LEAGUE_ENTRIES));
  const summoners = new Map(RECORDED_SUMMONERS.map((summoner) => [summoner.puuid, { ...summoner }]));
  let nextProviderId = 1000;
  let nextTournamentId = 5000;

  type Found = { ids: string[]; start: number };
  const matchStart = (match: unknown) =>
    (match as { info: { gameStartTimestamp: number } }).info.gameStartTimestamp;
  const matchPlayers = (match: unknown) =>
    (match as { metadata: { participants: string[] } }).metadata.participants;

  const idsOf = (puuid: string, query: URLSearchParams): Found => {
    const startTime = query.has('startTime') ? Number(query.get('startTime')) * 1000 : -Infinity;
    const endTime = query.has('endTime') ? Number(query.get('endTime')) * 1000 : Infinity;
    const ids = [...matches.entries()]
      .filter(([, match]) => matchPlayers(match).includes(puuid))
      .filter(([, match]) => matchStart(match) >= startTime && matchStart(match) <= endTime)
      .sort(([, a], [, b]) => matchStart(b) - matchStart(a))
      .map(([id]) => id);
    return { ids, start: Number(query.get('start') ?? 0) };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      const token = request.headers['x-riot-token'];
      const at = Date.now();
      const body = await readBody(request);
      requests.push({
        method: request.method ?? 'GET',
        path: `${path}${url.search}`,
        token: typeof token === 'string' ? token : undefined,
        body,
        at,
      });
      if (options.appRateLimit) response.setHeader('X-App-Rate-Limit', options.appRateLimit);
      if (token !== options.apiKey) return problem(response, 403, 'Forbidden');
      const failureIndex = failures.findIndex((failure) => path.startsWith(failure.pathPrefix));
      const failure =
        failureIndex >= 0
          ? failures.splice(failureIndex, 1)[0]
          : outages.find((outage) => path.startsWith(outage.pathPrefix));
      if (failure) {
        return failure.status === 429
          ? problem(response, 429, 'Rate limit exceeded', {
              'Retry-After': String(failure.retryAfter ?? 1),
              'X-Rate-Limit-Type': 'application',
            })
          : problem(response, failure.status, 'Internal server error');
      }
      let match: RegExpExecArray | null;
      if ((match = /^\/riot\/account\/v1\/accounts\/by-puuid\/([^/]+)$/.exec(path))) {
        const account = accounts.get(decodeURIComponent(match[1]));
        return account
          ? json(response, 200, account)
          : problem(response, 404, 'Data not found - No results found for player with riot id');
      }
      if ((match = /^\/riot\/account\/v1\/accounts\/by-riot-id\/([^/]+)\/([^/]+)$/.exec(path))) {
        const [gameName, tagLine] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
        const account = [...accounts.values()].find(
          (entry) =>
            entry.gameName.toLowerCase() === gameName.toLowerCase() &&
            entry.tagLine.toLowerCase() === tagLine.toLowerCase(),
        );
        return account
          ? json(response, 200, account)
          : problem(response, 404, 'Data not found - No results found for player with riot id');
      }
      if ((match = /^\/lol\/league\/v4\/entries\/by-puuid\/([^/]+)$/.exec(path))) {
        // An unranked player has no entries: the publisher answers an empty list.
        return json(response, 200, leagueEntries.get(decodeURIComponent(match[1])) ?? []);
      }
      if ((match = /^\/lol\/summoner\/v4\/summoners\/by-puuid\/([^/]+)$/.exec(path))) {
        const summoner = summoners.get(decodeURIComponent(match[1]));
        return summoner
          ? json(response, 200, summoner)
          : problem(response, 404, 'Data not found - summoner not found');
      }
      if ((match = /^\/lol\/match\/v5\/matches\/by-puuid\/([^/]+)\/ids$/.exec(path))) {
        const { ids, start } = idsOf(decodeURIComponent(match[1]), url.searchParams);
        const count = Math.min(100, Number(url.searchParams.get('count') ?? 20));
        return json(response, 200, ids.slice(start, start + count));
      }
      if ((match = /^\/lol\/match\/v5\/matches\/([^/]+)$/.exec(path))) {
        const found = matches.get(decodeURIComponent(match[1]));
        return found
          ? json(response, 200, found)
          : problem(response, 404, 'Data not found - match file not found');
      }
      const tournament = /^\/lol\/tournament(?:-stub)?\/v5(\/.*)$/.exec(path)?.[1];
      if (tournament === '/providers' && request.method === 'POST')
        return json(response, 200, nextProviderId++);
      if (tournament === '/tournaments' && request.method === 'POST')
        return json(response, 200, nextTournamentId++);
      if (tournament === '/codes' && request.method === 'POST') {
        if (!url.searchParams.get('tournamentId'))
          return problem(response, 400, 'Bad request - Missing tournamentId');
        const count = Number(url.searchParams.get('count') ?? 1);
        const codes = Array.from({ length: count }, (_, index) => {
          const code = `ME1${String(4000 + issuedCodes.length + index).padStart(4, '0')}-a8f1c2d3-1b2c-4d5e-9f00-${String(issuedCodes.length + index).padStart(12, '0')}`;
          return code;
        });
        issuedCodes.push(...codes);
        return json(response, 200, codes);
      }
      if ((match = /^\/lobby-events\/by-code\/([^/]+)$/.exec(tournament ?? ''))) {
        return json(response, 200, { eventList: lobbyEvents.get(decodeURIComponent(match[1])) ?? [] });
      }
      if ((match = /^\/games\/by-code\/([^/]+)$/.exec(tournament ?? ''))) {
        return json(response, 200, tournamentGames.get(decodeURIComponent(match[1])) ?? []);
      }
      return problem(response, 404, 'Not found');
    })().catch(() => {
      if (!response.headersSent) problem(response, 500, 'Stand-in failure');
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    requests,
    failNext: (failure) => failures.push(failure),
    failAlways: (failure) => outages.push(failure),
    stopFailing: () => {
      outages.length = 0;
    },
    accounts,
    matches,
    lobbyEvents,
    tournamentGames,
    issuedCodes,
    leagueEntries,
    summoners,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
