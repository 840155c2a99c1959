import type { MatchHistoryMatch, MatchParticipant } from '@arena/contract';
import { isApexTier, isRankDivision, isRankTier } from '@arena/contract/rules';
import type {
  GameAccount,
  GameDataProvider,
  LobbyEvidence,
  MatchIdRange,
  RankedEntry,
  RecentMatchesOptions,
  TournamentCodeGame,
  TournamentCodeLobby,
} from '../game-data-provider.js';
import {
  accountRegionOf,
  INTERACTIVE_DEADLINE_MS,
  type RateWindow,
  RiotApiError,
  type RiotCallOptions,
  RiotClient,
  type RiotLog,
  platformOf,
  type RiotRegion,
  regionOfPlatform,
} from './riot-client.js';

/** account-v1 `AccountDto` (`gameName` and `tagLine` are absent for an account that has none yet). */
export interface RiotAccount {
  puuid: string;
  gameName?: string;
  tagLine?: string;
}

/** match-v5 `ParticipantDto`: the fields the portal reads (the publisher sends about 150). */
interface RiotParticipant {
  puuid: string;
  participantId: number;
  teamId: number;
  championName: string;
  champLevel: number;
  kills: number;
  deaths: number;
  assists: number;
  item0: number;
  item1: number;
  item2: number;
  item3: number;
  item4: number;
  item5: number;
  totalMinionsKilled: number;
  neutralMinionsKilled: number;
  totalDamageDealtToChampions: number;
  win: boolean;
  riotIdGameName?: string;
  summonerName?: string;
}

/** match-v5 `MatchDto`. */
export interface RiotMatch {
  metadata: { dataVersion?: string; matchId: string; participants: string[] };
  info: {
    gameCreation?: number;
    /** Seconds; milliseconds in matches older than patch 11.20 (those have no `gameEndTimestamp`). */
    gameDuration: number;
    gameEndTimestamp?: number;
    gameId: number;
    gameMode: string;
    gameStartTimestamp: number;
    platformId?: string;
    participants: RiotParticipant[];
    tournamentCode?: string;
  };
}

/** league-v4 `LeagueEntryDTO`: the fields the portal reads. */
export interface RiotLeagueEntry {
  queueType: string;
  tier?: string;
  /** The division (`I` to `IV`). */
  rank?: string;
  leaguePoints?: number;
  puuid?: string;
}

/** summoner-v4 `SummonerDTO`: the fields the portal reads. */
interface RiotSummoner {
  puuid: string;
  summonerLevel: number;
}

/** The solo queue entry of league-v4's answer in the provider's shape; null when there is none (unranked). */
export function toRankedEntry(entries: readonly RiotLeagueEntry[]): RankedEntry | null {
  const solo = entries.find((entry) => entry.queueType === 'RANKED_SOLO_5x5');
  if (!solo || !isRankTier(solo.tier)) return null;
  const leaguePoints = Math.max(0, Math.round(solo.leaguePoints ?? 0));
  // The apex tiers carry `I` as their rank: they have no divisions.
  if (isApexTier(solo.tier)) return { tier: solo.tier, division: null, leaguePoints };
  if (!isRankDivision(solo.rank)) return null;
  return { tier: solo.tier, division: solo.rank, leaguePoints };
}

/** tournament-v5 `TournamentGamesV5`. */
interface RiotTournamentGame {
  winningTeam: { puuid: string }[];
  losingTeam: { puuid: string }[];
  shortCode: string;
  gameId: number;
  /** The platform the game was played on (`EUW1`, `ME1`). */
  region: string;
}

/** tournament-v5 `LobbyEventV5DTOWrapper`. */
interface RiotLobbyEvents {
  eventList: { timestamp: string; eventType: string; puuid?: string }[];
}

/** Lobby events that mean the players left the lobby for the game. */
const GAME_STARTED_EVENTS = new Set([
  'ChampSelectStartedEvent',
  'GameAllocationStartedEvent',
  'GameAllocatedToLsmEvent',
]);

export interface RiotProviderOptions {
  apiKey: string;
  /** `RIOT_API_BASE_URL`: replaces every regional host (a stand-in in tests, staging); null for the real hosts. */
  baseUrl?: string | null;
  /** Where the publisher posts game results (`registerProvider`); registered once, on the first code. */
  tournamentCallbackUrl: string;
  /** tournament-v5 provider region (`EUW`, `ME`...). */
  tournamentRegion?: string;
  /** Name of the tournament the codes belong to. */
  tournamentName?: string;
  /** Use `tournament-stub-v5` (development keys) instead of `tournament-v5` (approved production keys). */
  tournamentStub?: boolean;
  /** `RIOT_RATE_LIMITS` (see `RiotClientOptions.limits`). */
  limits?: readonly RateWindow[] | null;
  backoffMs?: number;
  /** How long a call a page waits on may take, limiter waits included (default 5 s); the sync's calls wait longer. */
  interactiveDeadlineMs?: number;
  log?: RiotLog;
  /** The HTTP client (tests inject one to see the real hosts). */
  fetch?: typeof fetch;
  /** Finished matches kept in memory (they never change); default 2,000. */
  matchCacheSize?: number;
}

export interface RiotGameDataProvider extends GameDataProvider {
  /** account-v1 by Riot id (`gameName#tagLine`), or null. */
  getAccountByRiotId(gameName: string, tagLine: string, region?: string): Promise<GameAccount | null>;
}

const encode = encodeURIComponent;

/** A match-v5 participant in the portal's shape (P1 §3 "Match history match"), field by field. */
function toParticipant(source: RiotParticipant): MatchParticipant {
  return {
    puuid: source.puuid,
    participantId: source.participantId,
    teamId: source.teamId === 200 ? 200 : 100,
    championName: source.championName,
    champLevel: source.champLevel,
    kills: source.kills,
    deaths: source.deaths,
    assists: source.assists,
    item0: source.item0,
    item1: source.item1,
    item2: source.item2,
    item3: source.item3,
    item4: source.item4,
    item5: source.item5,
    totalMinionsKilled: source.totalMinionsKilled,
    neutralMinionsKilled: source.neutralMinionsKilled,
    totalDamageDealtToChampions: source.totalDamageDealtToChampions,
    win: source.win,
    riotIdGameName: source.riotIdGameName || source.summonerName || '',
  };
}

/** An account-v1 `AccountDto` in the provider interface's shape (empty strings for a missing Riot ID part). */
function toGameAccount(account: RiotAccount): GameAccount {
  return { puuid: account.puuid, gameName: account.gameName ?? '', tagLine: account.tagLine ?? '' };
}

/** A match-v5 `MatchDto` in the portal's shape; durations always in seconds. */
export function toMatchHistoryMatch(match: RiotMatch): MatchHistoryMatch {
  const { info } = match;
  const durationSeconds =
    info.gameEndTimestamp === undefined ? Math.round(info.gameDuration / 1000) : info.gameDuration;
  return {
    metadata: { matchId: match.metadata.matchId },
    info: {
      gameId: info.gameId,
      gameMode: info.gameMode,
      gameStartTimestamp: info.gameStartTimestamp,
      gameDuration: durationSeconds,
      participants: info.participants.map(toParticipant),
    },
  };
}

/**
 * The game publisher's API behind the provider interface (`GAME_DATA_PROVIDER=riot`): account-v1, match-v5 and
 * tournament-v5, routed by the player's platform. Finished matches are cached (they cannot change). Match history
 * never fails a page: a failed read logs and answers no matches; the sync's reads throw, so the sync ends in
 * `error`.
 */
export function createRiotGameDataProvider(options: RiotProviderOptions): RiotGameDataProvider {
  const client = new RiotClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? null,
    limits: options.limits,
    backoffMs: options.backoffMs,
    log: options.log,
    fetch: options.fetch,
  });
  const cacheSize = options.matchCacheSize ?? 2000;
  // Calls a page (or a player at the sign-in) waits on fail fast; the sync's calls wait for the rate limit.
  const interactive: RiotCallOptions = {
    deadlineMs: options.interactiveDeadlineMs ?? INTERACTIVE_DEADLINE_MS,
  };
  const background: RiotCallOptions = {};
  const matchCache = new Map<string, RiotMatch>();
  const tournamentBase = options.tournamentStub ? '/lol/tournament-stub/v5' : '/lol/tournament/v5';
  // tournament-v5 is served by the americas cluster only.
  const tournamentHost: RiotRegion = 'americas';
  let tournamentId: Promise<number> | null = null;

  const readMatch = async (matchId: string, call: RiotCallOptions): Promise<RiotMatch | null> => {
    const cached = matchCache.get(matchId);
    if (cached) {
      matchCache.delete(matchId);
      matchCache.set(matchId, cached);
      return cached;
    }
    const region = regionOfPlatform(matchId.split('_')[0]);
    const match = await client.get<RiotMatch>(region, `/lol/match/v5/matches/${encode(matchId)}`, call);
    if (match) {
      matchCache.set(matchId, match);
      if (matchCache.size > cacheSize) matchCache.delete(matchCache.keys().next().value as string);
    }
    return match;
  };

  const listIds = async (
    puuid: string,
    region: RiotRegion,
    query: Record<string, number>,
    call: RiotCallOptions,
  ) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return (
      (await client.get<string[]>(
        region,
        `/lol/match/v5/matches/by-puuid/${encode(puuid)}/ids?${search.toString()}`,
        call,
      )) ?? []
    );
  };

  const registerTournament = async (): Promise<number> => {
    const providerId = await client.post<number>(
      tournamentHost,
      `${tournamentBase}/providers`,
      { region: options.tournamentRegion ?? 'EUW', url: options.tournamentCallbackUrl },
      interactive,
    );
    return client.post<number>(
      tournamentHost,
      `${tournamentBase}/tournaments`,
      { name: options.tournamentName ?? 'MENA Arena', providerId },
      interactive,
    );
  };

  return {
    name: 'riot',

    async getRankedEntry(puuid, region) {
      const entries = await client.get<RiotLeagueEntry[]>(
        platformOf(region),
        `/lol/league/v4/entries/by-puuid/${encode(puuid)}`,
        interactive,
      );
      return toRankedEntry(entries ?? []);
    },

    async getAccountLevel(puuid, region) {
      const summoner = await client.get<RiotSummoner>(
        platformOf(region),
        `/lol/summoner/v4/summoners/by-puuid/${encode(puuid)}`,
        interactive,
      );
      return typeof summoner?.summonerLevel === 'number' ? summoner.summonerLevel : null;
    },

    async getAccount(puuid, region): Promise<GameAccount | null> {
      const account = await client.get<RiotAccount>(
        accountRegionOf(regionOfPlatform(region)),
        `/riot/account/v1/accounts/by-puuid/${encode(puuid)}`,
        interactive,
      );
      return account ? toGameAccount(account) : null;
    },

    async getAccountByRiotId(gameName, tagLine, region) {
      const account = await client.get<RiotAccount>(
        accountRegionOf(regionOfPlatform(region)),
        `/riot/account/v1/accounts/by-riot-id/${encode(gameName)}/${encode(tagLine)}`,
        interactive,
      );
      return account ? toGameAccount(account) : null;
    },

    async getRecentMatches(puuid: string, count: number, matchOptions: RecentMatchesOptions = {}) {
      try {
        const ids = await listIds(
          puuid,
          regionOfPlatform(matchOptions.region),
          { start: 0, count },
          interactive,
        );
        const matches = await Promise.all(ids.slice(0, count).map((id) => readMatch(id, interactive)));
        return matches.filter((match): match is RiotMatch => match !== null).map(toMatchHistoryMatch);
      } catch (error) {
        // The profile shows its empty state rather than failing the page (DESIGN §5).
        options.log?.warn(
          { status: error instanceof RiotApiError ? error.status : undefined },
          'match history unavailable from the publisher',
        );
        return [];
      }
    },

    async listMatchIds(puuid: string, range: MatchIdRange) {
      const region = regionOfPlatform(range.region);
      const wanted = range.count ?? Infinity;
      const startTime = Math.floor(range.startTime.getTime() / 1000);
      const endTime = Math.floor((range.endTime ?? new Date()).getTime() / 1000);
      const ids: string[] = [];
      // match-v5 answers at most 100 ids a page, newest first.
      while (ids.length < wanted) {
        const count = Math.min(100, wanted - ids.length);
        const page = await listIds(
          puuid,
          region,
          { startTime, endTime, start: ids.length, count },
          background,
        );
        ids.push(...page);
        if (page.length < count) break;
      }
      return ids;
    },

    async getMatch(puuid: string, matchId: string) {
      if (!/^[A-Z0-9]+_\d+$/i.test(matchId)) return null;
      const match = await readMatch(matchId, background);
      if (!match || !match.info.participants.some((participant) => participant.puuid === puuid)) return null;
      return toMatchHistoryMatch(match);
    },

    async createTournamentCode(codeOptions: { teamSize?: number } = {}) {
      tournamentId ??= registerTournament().catch((error: unknown) => {
        tournamentId = null;
        throw error;
      });
      const id = await tournamentId;
      const codes = await client.post<string[]>(
        tournamentHost,
        `${tournamentBase}/codes?count=1&tournamentId=${id}`,
        {
          mapType: 'SUMMONERS_RIFT',
          pickType: 'TOURNAMENT_DRAFT',
          spectatorType: 'ALL',
          teamSize: codeOptions.teamSize ?? 1,
          enoughPlayers: false,
        },
        interactive,
      );
      const [code] = codes;
      if (typeof code !== 'string' || !code) {
        throw new RiotApiError(200, `${tournamentBase}/codes`, 'The publisher answered no tournament code');
      }
      return code;
    },

    async getLobbyEvidence(tournamentCode: string): Promise<LobbyEvidence> {
      const answer = await client.get<RiotLobbyEvents>(
        tournamentHost,
        `${tournamentBase}/lobby-events/by-code/${encode(tournamentCode)}`,
        interactive,
      );
      const present = new Set<string>();
      let gameStarted = false;
      const events = [...(answer?.eventList ?? [])].sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
      for (const event of events) {
        if (GAME_STARTED_EVENTS.has(event.eventType)) gameStarted = true;
        if (!event.puuid) continue;
        if (event.eventType === 'PlayerJoinedGameEvent') present.add(event.puuid);
        if (event.eventType === 'PlayerQuitGameEvent') present.delete(event.puuid);
      }
      return { joined: [...present], gameStarted };
    },

    async getTournamentCodeGame(
      tournamentCode: string,
      lobby: TournamentCodeLobby,
    ): Promise<TournamentCodeGame | null> {
      const games = await client.get<RiotTournamentGame[]>(
        tournamentHost,
        `/lol/tournament/v5/games/by-code/${encode(tournamentCode)}`,
        interactive,
      );
      const game = games?.at(-1);
      if (!game) return null;
      const winners = new Set(game.winningTeam.map((player) => player.puuid));
      const side1 = lobby.side1.filter((account) => winners.has(account)).length;
      const side2 = lobby.side2.filter((account) => winners.has(account)).length;
      const matchId = `${game.region.toUpperCase()}_${game.gameId}`;
      const match = await readMatch(matchId, interactive).catch(() => null);
      const endMs =
        match?.info.gameEndTimestamp ??
        (match ? match.info.gameStartTimestamp + match.info.gameDuration * 1000 : Date.now());
      return {
        matchId,
        tournamentCode,
        startedAt: match ? new Date(match.info.gameStartTimestamp).toISOString() : null,
        finishedAt: new Date(endMs).toISOString(),
        // The winners are not the lobby's expected accounts: the result cannot be verified from this game.
        winningSide: side1 === side2 ? null : side1 > side2 ? 1 : 2,
        accounts: [...game.winningTeam, ...game.losingTeam].map((player) => player.puuid),
      };
    },
  };
}
