/**
 * @jest-environment-options {"url": "https://portal.test/account?tab=1"}
 */
import { signInAddress } from '../../testing';
import { setPlatformConfig } from '../config/platform-config';
import { currentLocale } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { apiCall, assetUrl } from './api-client';
import { ApiError } from './api-error';
import { browserNavigation } from './auth-redirect';

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('api client', () => {
  const fetchMock = jest.fn();
  let assign: jest.SpyInstance;

  beforeAll(() => {
    setPlatformConfig({ apiUrl: 'http://api.test', authUrl: 'http://auth.test' });
    global.fetch = fetchMock as unknown as typeof fetch;
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  beforeEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    sessionStore.setState({ token: null });
  });

  it('sends the bearer token and query (without empty values), and returns the body', async () => {
    sessionStore.setState({ token: 'jwt-1' });
    fetchMock.mockImplementation(() => answer(200, { data: [1, 2] }));
    await expect(
      apiCall('GET /v1/posts', { query: { limit: undefined, sort: '-created_at' } }),
    ).resolves.toEqual({ data: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/v1/posts?sort=-created_at');
    expect(init.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('sends no token when a call asks to be anonymous', async () => {
    sessionStore.setState({ token: 'jwt-1' });
    fetchMock.mockImplementation(() => answer(201, { status: 'success', data: {} }));
    await apiCall('POST /v1/bug-report', {
      body: { bugType: 'other', title: 't', description: 'd', email: 'a@b.c', userName: 'u' },
      anonymous: true,
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('turns failures into {status, code, message, details}', async () => {
    fetchMock.mockImplementation(() =>
      answer(403, { code: 1002, message: 'Your account has been banned', details: { reason: 'cheating' } }),
    );
    const error = await apiCall('GET /v1/user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 1002,
      message: 'Your account has been banned',
      details: { reason: 'cheating' },
    });
  });

  it("asks in the portal's language", async () => {
    fetchMock.mockImplementation(() => answer(200, { data: [] }));
    await apiCall('GET /v1/posts');
    expect(fetchMock.mock.calls[0][1].headers['Accept-Language']).toBe(currentLocale());
  });

  it("ends a banned player's session on any call answered 1002, with the reason, unless the caller opts out", async () => {
    const banned = () =>
      answer(403, { code: 1002, message: 'Your account has been banned', details: { reason: 'Cheating' } });
    fetchMock.mockImplementation(banned);
    sessionStore.setState({ token: 'jwt-banned', isBanned: false, banReason: null });
    await expect(apiCall('GET /v1/user/me', { redirectOnAuthError: false })).rejects.toMatchObject({
      code: 1002,
    });
    expect(sessionStore.getState()).toMatchObject({ token: 'jwt-banned', isBanned: false });

    await expect(apiCall('GET /v1/teams/me')).rejects.toMatchObject({ code: 1002 });
    expect(sessionStore.getState()).toMatchObject({ token: null, isBanned: true, banReason: 'Cheating' });

    // An answer for a token the session no longer holds changes nothing.
    sessionStore.setState({ token: 'jwt-other', isBanned: false, banReason: null });
    fetchMock.mockImplementation(async () => {
      sessionStore.setState({ token: 'jwt-newer' });
      return banned();
    });
    await expect(apiCall('GET /v1/teams/me')).rejects.toMatchObject({ code: 1002 });
    expect(sessionStore.getState()).toMatchObject({ token: 'jwt-newer', isBanned: false });
    sessionStore.setState({ isBanned: false, banReason: null });
  });

  it('marks network failures with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('GET /v1/posts')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('marks an answer whose body is cut off (the page left while it downloads) as a network failure too', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: () => Promise.reject(new TypeError('network error')),
    } as unknown as Response);
    await expect(apiCall('GET /v1/posts')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('sends the browser to sign-in with the current path on code 3001', async () => {
    fetchMock.mockImplementation(() =>
      answer(401, { code: 3001, message: 'Authentication token is missing' }),
    );
    await expect(apiCall('GET /v1/notifications')).rejects.toMatchObject({ code: 3001 });
    expect(assign).toHaveBeenCalledWith(
      signInAddress('http://auth.test', 'https://portal.test/account?tab=1'),
    );
  });

  it('does the same for the missing-token message, unless the caller opts out', async () => {
    fetchMock.mockImplementation(() =>
      answer(401, { code: 401, message: 'Authentication token is missing' }),
    );
    await expect(apiCall('GET /v1/user/me', { redirectOnAuthError: false })).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
    await expect(apiCall('GET /v1/user/me')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('fills path parameters, encoded, and sends the JSON body with the method of the contract entry', async () => {
    fetchMock.mockImplementation(() => answer(200, { data: { inviteLink: 'x', vanityEnabled: false } }));
    await apiCall('PATCH /v1/teams/:id/vanity-status', { params: { id: 'a b/c' }, body: { enabled: false } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/v1/teams/a%20b%2Fc/vanity-status');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ enabled: false }));
  });

  it('builds absolute asset URLs', () => {
    expect(assetUrl('/uploads/a.png')).toBe('http://api.test/uploads/a.png');
    expect(assetUrl('https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
    expect(assetUrl(null)).toBeUndefined();
  });
});
