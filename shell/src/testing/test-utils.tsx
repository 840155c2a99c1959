import { AUTH_COOKIE, KitProvider, removeCookie, sessionStore, type User } from '@arena/shared-kit';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
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
    riot_id: 'Layla#ME1',
    region: 'me1',
    stats: { completedGames: 0, xpEarned: 0, loyaltyPoints: 0 },
    ...overrides,
  };
}

/** A JSON answer for a mocked `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Renders inside the kit's providers, as every React root of the portal is. */
export function renderWithKit(ui: ReactElement, options?: RenderOptions) {
  return render(<KitProvider>{ui}</KitProvider>, options);
}
