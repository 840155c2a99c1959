/**
 * Answers of the game publisher's API in its documented shapes (account-v1 `AccountDto`, match-v5 `MatchDto`
 * with its `ParticipantDto`s and `TeamDto`s, tournament-v5 `TournamentGamesV5` and `LobbyEventV5DTOWrapper`),
 * for the stand-in publisher. The match answers carry the publisher's extra fields too (perks, challenges, gold,
 * wards...), which the provider has to leave out.
 */

export const PLAYER_PUUID =
  'Xq3n1VvXh0Gf2-8Lh5mW4Zt6Rk9PpA0bCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfGhIjKlMnOp';

type Row = [
  puuid: string,
  gameName: string,
  tagLine: string,
  championName: string,
  champLevel: number,
  kills: number,
  deaths: number,
  assists: number,
  items: [number, number, number, number, number, number, number],
  totalMinionsKilled: number,
  neutralMinionsKilled: number,
  totalDamageDealtToChampions: number,
  position: string,
];

const puuidOf = (n: number) => `recorded-puuid-${String(n).padStart(2, '0')}-${'x'.repeat(60)}`;

/** Match 1: ME1, the player (participant 3, mid, blue side) wins in 31:44. */
// prettier-ignore
const MATCH_1_ROWS: Row[] = [
  [puuidOf(1), 'Saqr', 'ME1', 'Aatrox', 16, 6, 4, 7, [3071, 3053, 3047, 6333, 0, 0, 3364], 212, 8, 21450, 'TOP'],
  [puuidOf(2), 'Reem', 'ME1', 'LeeSin', 15, 5, 5, 14, [6692, 3071, 3111, 0, 0, 0, 3364], 38, 164, 15320, 'JUNGLE'],
  [PLAYER_PUUID, 'NajmAlLail', 'ARB', 'Ahri', 17, 11, 2, 9, [3089, 3135, 3157, 3020, 6655, 0, 3363], 248, 12, 32870, 'MIDDLE'],
  [puuidOf(4), 'Khalid', 'ME1', 'Jinx', 16, 9, 3, 8, [3031, 3094, 3036, 3006, 0, 0, 3363], 265, 4, 27140, 'BOTTOM'],
  [puuidOf(5), 'Dana', 'ME1', 'Thresh', 13, 1, 4, 22, [3190, 3107, 3222, 3117, 0, 0, 3364], 34, 0, 7210, 'UTILITY'],
  [puuidOf(6), 'Tariq', 'ME1', 'Darius', 15, 4, 7, 3, [3071, 3053, 3047, 0, 0, 0, 3340], 198, 2, 18990, 'TOP'],
  [puuidOf(7), 'Yara', 'ME1', 'Vi', 14, 2, 6, 6, [6692, 3071, 0, 0, 0, 0, 3364], 41, 148, 11020, 'JUNGLE'],
  [puuidOf(8), 'Faris', 'ME1', 'Zed', 15, 5, 8, 4, [6692, 3142, 3814, 3158, 0, 0, 3340], 221, 6, 19870, 'MIDDLE'],
  [puuidOf(9), 'Lina', 'ME1', 'Caitlyn', 14, 3, 6, 5, [3031, 3094, 3006, 0, 0, 0, 3363], 240, 0, 16400, 'BOTTOM'],
  [puuidOf(10), 'Rami', 'ME1', 'Leona', 12, 0, 6, 9, [3190, 3109, 3117, 0, 0, 0, 3364], 29, 0, 5120, 'UTILITY'],
];

/** Match 2: ME1, the player (participant 8, jungle, red side) loses in 24:05. */
// prettier-ignore
const MATCH_2_ROWS: Row[] = [
  [puuidOf(11), 'Hala', 'ME1', 'Garen', 14, 7, 2, 4, [3071, 3047, 3742, 0, 0, 0, 3340], 176, 0, 16870, 'TOP'],
  [puuidOf(12), 'Karim', 'ME1', 'Kayn', 14, 9, 3, 6, [6692, 3142, 3047, 0, 0, 0, 3364], 22, 131, 14520, 'JUNGLE'],
  [puuidOf(13), 'Nova', 'ME1', 'Syndra', 15, 6, 2, 8, [6655, 3020, 3135, 0, 0, 0, 3363], 203, 4, 21310, 'MIDDLE'],
  [puuidOf(14), 'Kaiser', 'ME1', 'Ezreal', 14, 5, 1, 9, [3042, 3078, 3158, 0, 0, 0, 3363], 199, 0, 17950, 'BOTTOM'],
  [puuidOf(15), 'Vortex', 'ME1', 'Nami', 11, 0, 2, 17, [3190, 3107, 3158, 0, 0, 0, 3364], 18, 0, 6020, 'UTILITY'],
  [puuidOf(16), 'Mirage', 'ME1', 'Fiora', 13, 2, 6, 1, [3074, 3047, 0, 0, 0, 0, 3340], 160, 0, 11230, 'TOP'],
  [puuidOf(17), 'Sandstorm', 'ME1', 'Orianna', 13, 1, 5, 4, [6655, 3020, 0, 0, 0, 0, 3340], 181, 3, 9870, 'MIDDLE'],
  [PLAYER_PUUID, 'NajmAlLail', 'ARB', 'Viego', 13, 3, 7, 2, [6692, 3047, 3071, 0, 0, 0, 3364], 29, 118, 10440, 'JUNGLE'],
  [puuidOf(19), 'Oasis', 'ME1', 'Vayne', 12, 2, 5, 3, [3153, 3006, 0, 0, 0, 0, 3363], 171, 0, 8950, 'BOTTOM'],
  [puuidOf(20), 'Blitz', 'ME1', 'Braum', 10, 0, 4, 5, [3190, 3109, 0, 0, 0, 0, 3364], 15, 0, 3110, 'UTILITY'],
];

function participantDto(row: Row, index: number, win: boolean) {
  const [
    puuid,
    gameName,
    tagLine,
    championName,
    champLevel,
    kills,
    deaths,
    assists,
    items,
    cs,
    neutral,
    damage,
    position,
  ] = row;
  const participantId = index + 1;
  return {
    allInPings: 0,
    assists,
    baronKills: 0,
    champExperience: champLevel * 1000,
    champLevel,
    championId: 100 + index,
    championName,
    challenges: { kda: (kills + assists) / Math.max(1, deaths), killParticipation: 0.5 },
    deaths,
    doubleKills: kills > 5 ? 1 : 0,
    goldEarned: 8000 + kills * 300,
    individualPosition: position,
    item0: items[0],
    item1: items[1],
    item2: items[2],
    item3: items[3],
    item4: items[4],
    item5: items[5],
    item6: items[6],
    kills,
    lane: position === 'UTILITY' ? 'BOTTOM' : position,
    magicDamageDealtToChampions: Math.round(damage / 2),
    neutralMinionsKilled: neutral,
    participantId,
    perks: { statPerks: { defense: 5002, flex: 5008, offense: 5005 }, styles: [] },
    physicalDamageDealtToChampions: Math.round(damage / 2),
    profileIcon: 4000 + index,
    puuid,
    riotIdGameName: gameName,
    riotIdTagline: tagLine,
    role: 'SOLO',
    summoner1Id: 4,
    summoner2Id: 14,
    summonerId: `summoner-${participantId}`,
    summonerLevel: 120 + index,
    summonerName: '',
    teamId: participantId <= 5 ? 100 : 200,
    teamPosition: position,
    totalDamageDealtToChampions: damage,
    totalMinionsKilled: cs,
    visionScore: 20 + index,
    wardsPlaced: 8 + index,
    win,
  };
}

function matchDto(options: {
  matchId: string;
  gameId: number;
  startMs: number;
  durationSeconds: number;
  blueWins: boolean;
  rows: Row[];
  tournamentCode?: string;
}) {
  const { rows, blueWins } = options;
  return {
    metadata: {
      dataVersion: '2',
      matchId: options.matchId,
      participants: rows.map((row) => row[0]),
    },
    info: {
      endOfGameResult: 'GameComplete',
      gameCreation: options.startMs - 90_000,
      gameDuration: options.durationSeconds,
      gameEndTimestamp: options.startMs + options.durationSeconds * 1000,
      gameId: options.gameId,
      gameMode: 'CLASSIC',
      gameName: `teambuilder-match-${options.gameId}`,
      gameStartTimestamp: options.startMs,
      gameType: options.tournamentCode ? 'CUSTOM_GAME' : 'MATCHED_GAME',
      gameVersion: '14.23.636.2950',
      mapId: 11,
      participants: rows.map((row, index) => participantDto(row, index, index < 5 ? blueWins : !blueWins)),
      platformId: options.matchId.split('_')[0],
      queueId: options.tournamentCode ? 0 : 420,
      teams: [
        { bans: [], objectives: { champion: { first: true, kills: 30 } }, teamId: 100, win: blueWins },
        { bans: [], objectives: { champion: { first: false, kills: 19 } }, teamId: 200, win: !blueWins },
      ],
      tournamentCode: options.tournamentCode ?? '',
    },
  };
}

/** The two recorded matches, newest first. */
export const RECORDED_MATCHES = [
  matchDto({
    matchId: 'ME1_7231450012',
    gameId: 7_231_450_012,
    startMs: Date.UTC(2026, 10, 24, 19, 5, 12),
    durationSeconds: 31 * 60 + 44,
    blueWins: true,
    rows: MATCH_1_ROWS,
  }),
  matchDto({
    matchId: 'ME1_7231399874',
    gameId: 7_231_399_874,
    startMs: Date.UTC(2026, 10, 24, 17, 40, 3),
    durationSeconds: 24 * 60 + 5,
    blueWins: true,
    rows: MATCH_2_ROWS,
  }),
] as const;

export type RecordedMatch = (typeof RECORDED_MATCHES)[number];

/** account-v1 answers. */
export const RECORDED_ACCOUNTS = [
  { puuid: PLAYER_PUUID, gameName: 'NajmAlLail', tagLine: 'ARB' },
  { puuid: puuidOf(1), gameName: 'Saqr', tagLine: 'ME1' },
];

export { puuidOf as recordedPuuid };

/**
 * A league-v4 `LeagueEntryDTO` as the publisher answers it (entries by puuid: one per ranked queue the player has
 * played this season; none when unranked).
 */
export function leagueEntryDto(
  puuid: string,
  queueType: 'RANKED_SOLO_5x5' | 'RANKED_FLEX_SR',
  tier: string,
  rank: string,
  leaguePoints: number,
) {
  return {
    leagueId: '5c1f6a2e-8d4b-4c3a-9e7f-0a1b2c3d4e5f',
    queueType,
    tier,
    rank,
    puuid,
    leaguePoints,
    wins: 64,
    losses: 58,
    veteran: false,
    inactive: false,
    freshBlood: false,
    hotStreak: true,
  };
}

/** A summoner-v4 `SummonerDTO` (by puuid). */
export function summonerDto(puuid: string, summonerLevel: number) {
  return { puuid, profileIconId: 5375, revisionDate: Date.UTC(2026, 10, 24, 19, 40, 0), summonerLevel };
}

/** league-v4 answers of the recorded player: Gold II 47 LP in solo queue, Platinum IV in flex. */
export const RECORDED_LEAGUE_ENTRIES: Record<string, ReturnType<typeof leagueEntryDto>[]> = {
  [PLAYER_PUUID]: [
    leagueEntryDto(PLAYER_PUUID, 'RANKED_FLEX_SR', 'PLATINUM', 'IV', 12),
    leagueEntryDto(PLAYER_PUUID, 'RANKED_SOLO_5x5', 'GOLD', 'II', 47),
  ],
};

/** summoner-v4 answers. */
export const RECORDED_SUMMONERS = [summonerDto(PLAYER_PUUID, 287), summonerDto(puuidOf(1), 112)];
