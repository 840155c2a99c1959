import { createStore, useStore } from 'zustand';
import type { GeoIp, User } from '@arena/contract';
import {
  AUTH_COOKIE,
  AUTH_COOKIE_DAYS,
  PASS_REGISTERED_COOKIE,
  readCookie,
  removeCookie,
  writeCookie,
} from './cookies';

export interface SessionState {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  isBanned: boolean;
  banReason: string | null;
  geoIP: GeoIp | null;
  /** Stores the token in the auth cookie; the user loads with `refreshUser`. */
  signIn: (token: string) => void;
  /** Records the current user; the session becomes authenticated. */
  setUser: (user: User) => void;
  setGeoIP: (geoIP: GeoIp) => void;
  /** Ban flow of P1 §4: reason stored, auth and pass cookies removed, session cleared. */
  markBanned: (reason: string) => void;
  /** Clears token and user and removes the auth cookie. */
  logout: () => void;
}

/**
 * The one session store of the portal, created once at module top level. Remotes read it and call its
 * actions; they never add fields to it.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  token: readCookie(AUTH_COOKIE),
  user: null,
  isAuthenticated: false,
  isBanned: false,
  banReason: null,
  geoIP: null,
  signIn: (token) => {
    writeCookie(AUTH_COOKIE, token, AUTH_COOKIE_DAYS);
    set({ token, isBanned: false, banReason: null });
  },
  setUser: (user) => set({ user, isAuthenticated: true }),
  setGeoIP: (geoIP) => set({ geoIP }),
  markBanned: (reason) => {
    removeCookie(AUTH_COOKIE);
    removeCookie(PASS_REGISTERED_COOKIE);
    set({ token: null, user: null, isAuthenticated: false, geoIP: null, isBanned: true, banReason: reason });
  },
  logout: () => {
    removeCookie(AUTH_COOKIE);
    set({ token: null, user: null, isAuthenticated: false, geoIP: null });
  },
}));

/** Reads the session in a component: `const user = useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
