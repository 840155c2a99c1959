import { AUTH_COOKIE, readCookie, sessionStore } from '@arena/shared-kit';
import { mockApi, renderWithKit, type MockAnswer } from '@arena/shared-kit/testing';
import { waitFor } from '@testing-library/react';
import { aUser, resetSession } from '../../../testing/test-utils';
import { LogoutPage } from './logout-page';

const LOGOUT = 'POST /auth/logout';

describe('/logout', () => {
  beforeEach(() => {
    resetSession();
    window.history.replaceState(null, '', '/logout');
    sessionStore.getState().signIn('jwt-1');
    sessionStore.getState().setUser(aUser());
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks the API to revoke the token, then clears the session and goes home', async () => {
    let answer: (response: MockAnswer) => void = () => undefined;
    const api = mockApi({ [LOGOUT]: { later: new Promise((resolve) => (answer = resolve)) } });
    renderWithKit(<LogoutPage />, { chrome: false });
    await waitFor(() => expect(api.calls()).toEqual([LOGOUT]));
    const [url, init] = api.mock.calls[0];
    expect(String(url)).toMatch(/\/auth\/logout$/);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    // The cookie and token stay until the API has answered: the revocation goes out with the token.
    expect(sessionStore.getState().token).toBe('jwt-1');
    answer({ body: { message: 'Signed out' } });
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(readCookie(AUTH_COOKIE)).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('signs out locally even when the API refuses or cannot be reached, without going to sign-in', async () => {
    const api = mockApi({
      [LOGOUT]: { status: 401, body: { code: 3002, message: 'Authentication token is invalid' } },
    });
    renderWithKit(<LogoutPage />, { chrome: false });
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(window.location.pathname).toBe('/');
    expect(api).toHaveBeenCalledTimes(1);

    resetSession();
    window.history.replaceState(null, '', '/logout');
    sessionStore.getState().signIn('jwt-2');
    mockApi({ [LOGOUT]: { offline: true } });
    renderWithKit(<LogoutPage />, { chrome: false });
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(window.location.pathname).toBe('/');
  });
});
