import { randomInt } from 'node:crypto';
import type { MatchHistoryMatch, MatchParticipant } from '@arena/contract';
import { isApexTier, RANK_DIVISIONS, RANK_TIERS } from '@arena/contract/rules';
import type {
  GameDataProvider,
  MatchIdRange,
  RankedEntry,
  RecentMatchesOptions,
  TournamentCodeLobby,
} from './game-data-provider.js';
import { type LobbyJoinStore, memoryLobbyJoins } from './lobby-joins.js';
import { SeededRandom } from './random.js';

type Position = 'top' | 'jungle' | 'mid' | 'bottom' | 'support';
const POSITIONS: readonly Position[] = ['top', 'jungle', 'mid', 'bottom', 'support'];

/** Real champion ids (as the publisher's match data and image CDN spell them), by the lane they usually take. */
export const CHAMPIONS: Readonly<Record<Position, readonly string[]>> = {
  top: ['Aatrox', 'Darius', 'Fiora', 'Garen', 'Irelia', 'Jax', 'Malphite', 'Nasus', 'Riven', 'Sett', 'Shen'],
  jungle: ['Amumu', 'Diana', 'Graves', 'Kayn', 'LeeSin', 'Sejuani', 'Vi', 'Viego', 'Ekko'],
  mid: ['Ahri', 'Akali', 'Annie', 'Katarina', 'Lux', 'Orianna', 'Syndra', 'Yasuo', 'Yone', 'Zed'],
  bottom: ['Ashe', 'Caitlyn', 'Draven', 'Ezreal', 'Jhin', 'Jinx', 'MissFortune', 'Vayne', 'Zeri'],
  support: ['Alistar', 'Braum', 'Janna', 'Karma', 'Leona', 'Morgana', 'Nami', 'Pyke', 'Sona', 'Thresh'],
};

/** Real item ids of finished items and boots, by the kind of champion that buys them. */
export const ITEMS: Readonly<Record<Position, readonly number[]>> = {
  top: [3071, 3053, 3078, 3748, 6333, 3065, 3075, 3742, 3047, 3111],
  jungle: [3071, 6333, 3053, 3742, 3065, 3047, 3111, 3026, 3748],
  mid: [3089, 3135, 3157, 6655, 3165, 3100, 3116, 3020, 3102],
  bottom: [3031, 3094, 3036, 3046, 3072, 3153, 6672, 3006, 3026],
  support: [3190, 3107, 3222, 2065, 3050, 3109, 3158, 3117],
};

const PLAYER_NAMES = [
  'Saqr',
  'NajmAlLail',
  'Shaheen',
  'Reem',
  'Zaid',
  'Hamza',
  'Mariam',
  'Khalid',
  'Dana',
  'Tariq',
  'Yara',
  'Faris',
  'Lina',
  'Rami',
  'Hala',
  'Karim',
  'Nova',
  'Kaiser',
  'Vortex',
  'Mirage',
  'Sandstorm',
  'Oasis',
  'Blitz',
  'Echo',
  'Aurora',
  'Drift',
  'Zenith',
  'Rook',
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far back the match history looks for the last matches. */
const HISTORY_DAYS = 30;

/** `ME1` for `me1`; the Middle East when the account's platform is unknown. */
const platformOf = (region: string | undefined) => (region ?? 'me1').toUpperCase();

/** The shape of the codes the platform issues (`MENA-ABCD-2345`). */
const TOURNAMENT_CODE = /^MENA-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

function fakePuuid(random: SeededRandom): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let value = '';
  for (let index = 0; index < 78; index += 1) value += alphabet[random.int(0, alphabet.length - 1)];
  return value;
}

function itemsFor(random: SeededRandom, position: Position, durationSeconds: number): number[] {
  const owned = Math.min(6, Math.max(2, Math.round(durationSeconds / 420) + random.int(-1, 1)));
  const items = random.sample(ITEMS[position], owned);
  while (items.length < 6) items.push(0);
  return items;
}

function participant(
  random: SeededRandom,
  options: {
    participantId: number;
    position: Position;
    puuid: string;
    name: string;
    champion: string;
    win: boolean;
    durationSeconds: number;
  },
): MatchParticipant {
  const { position, durationSeconds, win } = options;
  const minutes = durationSeconds / 60;
  const carry = position === 'mid' || position === 'bottom';
  const kills = random.int(0, carry ? 14 : position === 'support' ? 4 : 10) + (win ? random.int(0, 3) : 0);
  const deaths = random.int(win ? 0 : 2, win ? 7 : 11);
  const assists = random.int(position === 'support' ? 6 : 1, position === 'support' ? 24 : 15);
  const [item0, item1, item2, item3, item4, item5] = itemsFor(random, position, durationSeconds);
  const laneMinions =
    position === 'support'
      ? random.int(10, 45)
      : position === 'jungle'
        ? random.int(20, 60)
        : Math.round((minutes * random.int(55, 85)) / 10);
  return {
    puuid: options.puuid,
    participantId: options.participantId,
    teamId: options.participantId <= 5 ? 100 : 200,
    championName: options.champion,
    champLevel: Math.min(18, Math.max(6, Math.round(minutes / 2) + random.int(-2, 3))),
    kills,
    deaths,
    assists,
    item0,
    item1,
    item2,
    item3,
    item4,
    item5,
    totalMinionsKilled: laneMinions,
    neutralMinionsKilled:
      position === 'jungle' ? Math.round((minutes * random.int(40, 60)) / 10) : random.int(0, 12),
    totalDamageDealtToChampions: Math.round(
      minutes * (position === 'support' ? random.int(180, 420) : random.int(450, 1100)),
    ),
    win,
    riotIdGameName: options.name,
  };
}

/** How the simulated players play: one chance of a match per slot of the clock. */
export interface SimulatedTimeline {
  /** Length of a slot; a match starts in the slot and, when played, ends before the next one starts. */
  slotMinutes: number;
  /** Chance that the player played in a slot (decided once per player and slot). */
  playChance: number;
}

/** About 12 matches a day: one slot an hour, played half of the time. */
export const DEFAULT_TIMELINE: SimulatedTimeline = { slotMinutes: 60, playChance: 0.5 };

/** Game ids are `7_000_000_000 + bucket of the puuid × 1,000,000 + slot modulo 1,000,000`. */
const GAME_ID_BASE = 7_000_000_000;
const SLOT_RESIDUES = 1_000_000;
const PUUID_BUCKETS = 1_000;
/** Matches last 15 to 40 minutes; with slots shorter than 41 minutes they may overlap (benchmarks only). */
const MIN_DURATION_SECONDS = 15 * 60;
const MAX_DURATION_SECONDS = 40 * 60;

export interface SimulatedProviderOptions {
  clock?: () => Date;
  lookupGameName?: (puuid: string) => Promise<string | null>;
  /** The Riot ID the portal holds for an account: the simulation's account-v1 answer (no account changes here). */
  lookupAccount?: (puuid: string) => Promise<{ gameName: string; tagLine: string } | null>;
  /** Puuids of the accounts the player queues with (their teams' members): some matches put them on their side. */
  lookupCompanions?: (puuid: string) => Promise<string[]>;
  lobbyJoins?: LobbyJoinStore;
  timeline?: SimulatedTimeline;
}

/**
 * How the simulated players are ranked: one in eight is unranked, the rest spread over every tier, thinning out
 * towards the top (Iron to Diamond about evenly, then Master, Grandmaster and Challenger rarer), so a seeding by
 * rank of the seeded players has a visible order.
 */
const TIER_WEIGHTS = [10, 12, 14, 14, 12, 10, 8, 4, 2, 1] as const;
const UNRANKED_CHANCE = 0.125;

/** The simulated solo queue rank of an account: drawn from its puuid, so it is the same on every call. */
export function simulatedRank(puuid: string): RankedEntry | null {
  const random = new SeededRandom(`ranked-entry:${puuid}`);
  if (random.chance(UNRANKED_CHANCE)) return null;
  const total = TIER_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let draw = random.int(0, total - 1);
  let tierIndex = 0;
  while (draw >= TIER_WEIGHTS[tierIndex]) {
    draw -= TIER_WEIGHTS[tierIndex];
    tierIndex += 1;
  }
  const tier = RANK_TIERS[tierIndex];
  if (isApexTier(tier)) return { tier, division: null, leaguePoints: random.int(0, 300 * (tierIndex - 6)) };
  return { tier, division: random.pick(RANK_DIVISIONS), leaguePoints: random.int(0, 99) };
}

/** The simulated account level of an account (30 to 530; one account in ten is below 30, new to ranked). */
export function simulatedAccountLevel(puuid: string): number {
  const random = new SeededRandom(`account-level:${puuid}`);
  return random.chance(0.1) ? random.int(5, 29) : random.int(30, 530);
}

/** The match a player played in a slot of the timeline. */
interface SlotMatch {
  slot: number;
  startMs: number;
  durationSeconds: number;
}

/**
 * The local game-data provider: a deterministic simulation. A player's history is a timeline seeded by the puuid:
 * the clock is cut in slots (an hour by default) and the player played in some of them, so the same puuid always
 * gets the same matches and a later call finds the matches played since. The player's own participant carries
 * their puuid (and game name when known); the accounts they queue with appear on their side in some matches.
 */
export function createSimulatedGameDataProvider(options: SimulatedProviderOptions = {}): GameDataProvider {
  const clock = options.clock ?? (() => new Date());
  const lookupGameName = options.lookupGameName ?? (async () => null);
  const lookupAccount = options.lookupAccount ?? (async () => null);
  const lookupCompanions = options.lookupCompanions ?? (async () => []);
  const lobbyJoins = options.lobbyJoins ?? memoryLobbyJoins();
  const { slotMinutes, playChance } = options.timeline ?? DEFAULT_TIMELINE;
  const slotMs = slotMinutes * MINUTE;
  const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const codePart = () =>
    Array.from({ length: 4 }, () => codeAlphabet[randomInt(0, codeAlphabet.length)]).join('');

  const bucketOf = (puuid: string) => new SeededRandom(`puuid-bucket:${puuid}`).int(0, PUUID_BUCKETS - 1);
  const gameIdOf = (puuid: string, slot: number) =>
    GAME_ID_BASE + bucketOf(puuid) * SLOT_RESIDUES + (slot % SLOT_RESIDUES);

  const slotMatch = (puuid: string, slot: number): SlotMatch | null => {
    const random = new SeededRandom(`match-slot:${puuid}:${slot}`);
    if (!random.chance(playChance)) return null;
    const durationSeconds = random.int(MIN_DURATION_SECONDS, MAX_DURATION_SECONDS);
    const latestStart = Math.max(0, slotMs - durationSeconds * 1000 - MINUTE);
    return {
      slot,
      startMs: slot * slotMs + random.int(0, Math.floor(latestStart / 1000)) * 1000,
      durationSeconds,
    };
  };
  const finishedBy = (match: SlotMatch, now: number) => match.startMs + match.durationSeconds * 1000 <= now;

  /** The player's matches that started in [startMs, endMs) and had finished by `endMs`, newest first. */
  const matchesBetween = (puuid: string, startMs: number, endMs: number, limit: number): SlotMatch[] => {
    const found: SlotMatch[] = [];
    for (
      let slot = Math.floor((endMs - 1) / slotMs);
      found.length < limit && (slot + 1) * slotMs > startMs;
      slot -= 1
    ) {
      const match = slotMatch(puuid, slot);
      if (match && match.startMs >= startMs && finishedBy(match, endMs)) found.push(match);
    }
    return found;
  };

  const buildMatch = async (
    puuid: string,
    match: SlotMatch,
    platform: string,
  ): Promise<MatchHistoryMatch> => {
    const random = new SeededRandom(`match:${puuid}:${match.slot}`);
    const ownName =
      (await lookupGameName(puuid)) ?? new SeededRandom(`match-history:${puuid}`).pick(PLAYER_NAMES);
    const { durationSeconds } = match;
    const gameId = gameIdOf(puuid, match.slot);
    const ownSlot = random.int(1, 10);
    const ownSide = ownSlot <= 5 ? [1, 2, 3, 4, 5] : [6, 7, 8, 9, 10];
    // Drawn apart from the match's own numbers, so joining a team later does not rewrite past matches' stats.
    const circle = new SeededRandom(`match-companions:${puuid}:${match.slot}`);
    const companions = circle.chance(0.4)
      ? circle.sample(await lookupCompanions(puuid), circle.int(1, 4))
      : [];
    const companionSlots = new Map<number, string>();
    for (const [index, companion] of companions.entries()) {
      companionSlots.set(ownSide.filter((slot) => slot !== ownSlot)[index], companion);
    }
    const blueWins = random.chance(0.5);
    const used = new Set<string>();
    const names = random.sample(
      PLAYER_NAMES.filter((name) => name !== ownName),
      9,
    );
    const participants: MatchParticipant[] = [];
    for (let slot = 1; slot <= 10; slot += 1) {
      const position = POSITIONS[(slot - 1) % 5];
      const champion = random.sample(
        CHAMPIONS[position].filter((name) => !used.has(name)),
        1,
      )[0];
      used.add(champion);
      const companion = companionSlots.get(slot);
      const otherPuuid = fakePuuid(random);
      const otherName = names.pop() ?? 'Player';
      participants.push(
        participant(random, {
          participantId: slot,
          position,
          puuid: slot === ownSlot ? puuid : (companion ?? otherPuuid),
          name:
            slot === ownSlot
              ? ownName
              : companion
                ? ((await lookupGameName(companion)) ?? otherName)
                : otherName,
          champion,
          win: slot <= 5 ? blueWins : !blueWins,
          durationSeconds,
        }),
      );
    }
    return {
      metadata: { matchId: `${platform}_${gameId}` },
      info: {
        gameId,
        gameMode: 'CLASSIC',
        gameStartTimestamp: match.startMs,
        gameDuration: durationSeconds,
        participants,
      },
    };
  };

  return {
    name: 'simulated',
    async getRankedEntry(puuid: string) {
      return simulatedRank(puuid);
    },
    async getAccountLevel(puuid: string) {
      return simulatedAccountLevel(puuid);
    },
    async getAccount(puuid: string) {
      const account = await lookupAccount(puuid);
      return account ? { puuid, gameName: account.gameName, tagLine: account.tagLine } : null;
    },
    async createTournamentCode() {
      return `MENA-${codePart()}-${codePart()}`;
    },
    async getLobbyEvidence(tournamentCode: string) {
      const joined = await lobbyJoins.accounts(tournamentCode);
      return { joined, gameStarted: joined.length >= 2 };
    },
    async recordLobbyJoin(tournamentCode: string, account: string) {
      await lobbyJoins.add(tournamentCode, account);
    },
    async getRecentMatches(puuid: string, count: number, matchOptions: RecentMatchesOptions = {}) {
      const now = clock().getTime();
      const matches = matchesBetween(puuid, now - HISTORY_DAYS * DAY, now, count);
      return Promise.all(matches.map((match) => buildMatch(puuid, match, platformOf(matchOptions.region))));
    },
    async listMatchIds(puuid: string, range: MatchIdRange) {
      const now = clock().getTime();
      const endMs = Math.min(now, range.endTime?.getTime() ?? now);
      const platform = platformOf(range.region);
      return matchesBetween(puuid, range.startTime.getTime(), endMs, range.count ?? Infinity).map(
        (match) => `${platform}_${gameIdOf(puuid, match.slot)}`,
      );
    },
    async getMatch(puuid: string, matchId: string) {
      const [platform, digits] = matchId.split('_');
      const gameId = Number(digits);
      if (!platform || !Number.isSafeInteger(gameId) || gameId < GAME_ID_BASE) return null;
      if (Math.floor((gameId - GAME_ID_BASE) / SLOT_RESIDUES) !== bucketOf(puuid)) return null;
      const now = clock().getTime();
      const currentSlot = Math.floor(now / slotMs);
      const residue = (gameId - GAME_ID_BASE) % SLOT_RESIDUES;
      const slot =
        currentSlot - ((((currentSlot - residue) % SLOT_RESIDUES) + SLOT_RESIDUES) % SLOT_RESIDUES);
      const match = slotMatch(puuid, slot);
      if (!match || !finishedBy(match, now)) return null;
      return buildMatch(puuid, match, platform);
    },
    async getTournamentCodeGame(tournamentCode: string, lobby: TournamentCodeLobby) {
      // Seeded and demo matches use codes of our own shape; any other code has no game behind it.
      if (!TOURNAMENT_CODE.test(tournamentCode) || lobby.side1.length === 0 || lobby.side2.length === 0) {
        return null;
      }
      const random = new SeededRandom(`tournament-code:${tournamentCode}`);
      const winningSide: 1 | 2 = random.chance(0.5) ? 1 : 2;
      return {
        matchId: `ME1_${7_000_000_000 + random.int(0, 999_999_999)}`,
        tournamentCode,
        startedAt: null,
        finishedAt: clock().toISOString(),
        winningSide,
        // The simulated game is played by the lobby it was asked about.
        accounts: [...lobby.side1, ...lobby.side2],
      };
    },
  };
}
