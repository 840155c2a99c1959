import { AUTH_COOKIE, readCookie, sessionStore } from '@arena/shared-kit';
import { waitFor } from '@testing-library/react';
import { aUser, jsonResponse, renderWithKit, resetSession } from '../../../testing/test-utils';
import { LogoutPage } from './logout-page';

describe('/logout', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    resetSession();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/logout');
    sessionStore.getState().signIn('jwt-1');
    sessionStore.getState().setUser(aUser());
  });

  it('asks the API to revoke the token, then clears the session and goes home', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithKit(<LogoutPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/auth\/logout$/);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    // The cookie and token stay until the API has answered: the revocation goes out with the token.
    expect(sessionStore.getState().token).toBe('jwt-1');
    answer(jsonResponse({ message: 'Signed out' }));
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(readCookie(AUTH_COOKIE)).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('signs out locally even when the API refuses or cannot be reached, without going to sign-in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 3002, message: 'Authentication token is invalid' }, 401),
    );
    renderWithKit(<LogoutPage />);
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(window.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    resetSession();
    window.history.replaceState(null, '', '/logout');
    sessionStore.getState().signIn('jwt-2');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithKit(<LogoutPage />);
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(window.location.pathname).toBe('/');
  });
});
