import type { MatchHistoryMatch, MatchParticipant, Notification, User } from '@arena/shared-kit';

export const ME_PUUID = 'puuid-falcon';

export const testUser: User = {
  id: 'u1',
  displayName: 'Falcon',
  gameName: 'Falcon',
  tagLine: 'MENA',
  location: 'Saudi Arabia',
  email: 'falcon@example.com',
  profileImage: null,
  bannerImage: null,
  isProfileVisible: true,
  notificationPreferences: 3,
  discordLinked: true,
  puuid: ME_PUUID,
  cpid: 'cp-1',
  role: 'user',
  staffRoles: [],
  riot_id: 'Falcon#MENA',
  region: 'me1',
  stats: { completedGames: 1234, xpEarned: 56789, loyaltyPoints: 420 },
  connections: { discord: { id: '998877', username: 'falcon' }, twitter: null },
};

export function participant(overrides: Partial<MatchParticipant> = {}): MatchParticipant {
  return {
    puuid: 'someone-else',
    participantId: 2,
    teamId: 200,
    championName: 'Garen',
    champLevel: 14,
    kills: 1,
    deaths: 1,
    assists: 1,
    item0: 1001,
    item1: 0,
    item2: 0,
    item3: 0,
    item4: 0,
    item5: 0,
    totalMinionsKilled: 100,
    neutralMinionsKilled: 0,
    totalDamageDealtToChampions: 9000,
    win: false,
    riotIdGameName: 'Someone',
    ...overrides,
  };
}

export function playedMatch(
  matchId: string,
  me: Partial<MatchParticipant>,
  minutesAgo = 90,
): MatchHistoryMatch {
  return {
    metadata: { matchId },
    info: {
      gameId: Number(matchId.replace(/\D/g, '')) || 1,
      gameMode: 'CLASSIC',
      gameStartTimestamp: Date.now() - minutesAgo * 60_000,
      gameDuration: 1925,
      participants: [participant(), participant({ puuid: ME_PUUID, participantId: 1, teamId: 100, ...me })],
    },
  };
}

export function notification(overrides: Partial<Notification> & Pick<Notification, '_id'>): Notification {
  return {
    type: 'other',
    title: `Title ${overrides._id}`,
    message: `Message ${overrides._id}`,
    createdAt: '2026-03-05T12:00:00Z',
    read: false,
    link: null,
    ...overrides,
  };
}
