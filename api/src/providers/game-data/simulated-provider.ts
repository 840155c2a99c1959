import { randomInt } from 'node:crypto';
import type { MatchHistoryMatch, MatchParticipant } from '../../contract/api-types.js';
import type { GameDataProvider, RecentMatchesOptions, TournamentCodeLobby } from './game-data-provider.js';
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

/**
 * The local game-data provider: a deterministic simulation seeded by the puuid. The same puuid always gets the
 * same matches; start times are placed in the last days relative to the clock. The player's own participant
 * carries their puuid (and `gameName` when known).
 */
export function createSimulatedGameDataProvider(
  clock: () => Date = () => new Date(),
  lookupGameName: (puuid: string) => Promise<string | null> = async () => null,
  lobbyJoins: LobbyJoinStore = memoryLobbyJoins(),
): GameDataProvider {
  const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const codePart = () =>
    Array.from({ length: 4 }, () => codeAlphabet[randomInt(0, codeAlphabet.length)]).join('');
  return {
    name: 'simulated',
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
    async getRecentMatches(puuid: string, count: number, options: RecentMatchesOptions = {}) {
      const random = new SeededRandom(`match-history:${puuid}`);
      const ownName = (await lookupGameName(puuid)) ?? random.pick(PLAYER_NAMES);
      const platform = (options.region ?? 'me1').toUpperCase();
      const now = clock().getTime();
      let cursor = now - random.int(20, 6 * 60) * MINUTE;
      const matches: MatchHistoryMatch[] = [];
      for (let index = 0; index < count; index += 1) {
        const durationSeconds = random.int(15 * 60, 40 * 60);
        const gameStartTimestamp = cursor - durationSeconds * 1000;
        const gameId = 7_000_000_000 + random.int(0, 999_999_999);
        const ownSlot = random.int(1, 10);
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
          const own = slot === ownSlot;
          participants.push(
            participant(random, {
              participantId: slot,
              position,
              puuid: own ? puuid : fakePuuid(random),
              name: own ? ownName : (names.pop() ?? 'Player'),
              champion,
              win: slot <= 5 ? blueWins : !blueWins,
              durationSeconds,
            }),
          );
        }
        matches.push({
          metadata: { matchId: `${platform}_${gameId}` },
          info: {
            gameId,
            gameMode: 'CLASSIC',
            gameStartTimestamp,
            gameDuration: durationSeconds,
            participants,
          },
        });
        cursor = gameStartTimestamp - random.int(45, 30 * 60) * MINUTE;
      }
      return matches;
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
        finishedAt: clock().toISOString(),
        winningSide,
      };
    },
  };
}
