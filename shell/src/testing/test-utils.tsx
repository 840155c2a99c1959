import { AUTH_COOKIE, removeCookie, sessionStore, type User } from '@arena/shared-kit';
import '../i18n';

/** Puts the session back to a signed-out visitor with no cookie. */
export function resetSession(): void {
  removeCookie(AUTH_COOKIE);
  sessionStore.setState({
    token: null,
    user: null,
    isAuthenticated: false,
    isBanned: false,
    banReason: null,
    geoIP: null,
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    displayName: 'Layla',
    gameName: 'Layla',
    tagLine: 'ME1',
    location: 'AE',
    email: 'layla@example.com',
    profileImage: null,
    bannerImage: null,
    isProfileVisible: true,
    notificationPreferences: 3,
    discordLinked: false,
    puuid: 'p1',
    cpid: 'cp-1',
    role: 'player',
    staffRoles: [],
    riot_id: 'Layla#ME1',
    region: 'me1',
    stats: { completedGames: 0, xpEarned: 0, loyaltyPoints: 0 },
    ...overrides,
  };
}
