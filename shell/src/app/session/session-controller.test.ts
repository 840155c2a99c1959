import {
  apiCall,
  AUTH_COOKIE,
  readCookie,
  sessionStore,
  setPlatformConfig,
  signInState,
} from '@arena/shared-kit';
import { mockApi, signInAddress, type MockedApi, type MockRoute } from '@arena/shared-kit/testing';
import { aUser, resetSession } from '../../testing/test-utils';
import { settledUserRequest, startSession, syncSessionWithAddress } from './session-controller';

describe('session controller', () => {
  let api: MockedApi;
  const answers = (me: MockRoute = { body: { user: aUser() } }) =>
    (api = mockApi({
      'GET /v1/user/me': me,
      'GET /v1/general/geoip': {
        body: { data: { ip: '1.1.1.1', country: null, countryCode: null, region: null } },
      },
    }));
  const leaveTo = jest.fn();
  const navigate = jest.fn((path: string) => window.history.replaceState(null, '', path));
  let stop: (() => void) | undefined;

  beforeAll(() => setPlatformConfig({ apiUrl: 'http://api.test', authUrl: 'http://auth.test' }));

  beforeEach(() => {
    resetSession();
    window.sessionStorage.clear();
    leaveTo.mockReset();
    navigate.mockClear();
    answers();
  });

  afterEach(async () => {
    stop?.();
    stop = undefined;
    await settledUserRequest();
    jest.restoreAllMocks();
  });

  const calledPaths = () => api.calls();

  it('at start: stores the token of the address, strips it, loads the user and the geo-IP', async () => {
    // Back from the sign-in this browser started (its state comes back with the token).
    window.history.replaceState(null, '', `/account?token=jwt-7&state=${signInState()}&tab=teams`);
    stop = startSession({ leaveTo, navigate });
    expect(readCookie(AUTH_COOKIE)).toBe('jwt-7');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/account?tab=teams');
    expect(leaveTo).not.toHaveBeenCalled();
    await settledUserRequest();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.getState().isAuthenticated).toBe(true);
    expect(calledPaths()).toEqual(['GET /v1/user/me', 'GET /v1/general/geoip']);
    expect(sessionStore.getState().geoIP).toMatchObject({ ip: '1.1.1.1' });
  });

  it('at start: tracks a ref once', async () => {
    window.history.replaceState(null, '', '/?ref=FRIEND');
    stop = startSession({ leaveTo, navigate });
    stop();
    stop = startSession({ leaveTo, navigate });
    expect(calledPaths()).toEqual(['POST /v1/referrals/track/FRIEND']);
  });

  it('on a navigation: takes a new token and loads its user', async () => {
    window.history.replaceState(null, '', '/');
    stop = startSession({ leaveTo, navigate });
    expect(api).not.toHaveBeenCalled();
    window.history.replaceState(null, '', `/news?token=jwt-8&state=${signInState()}`);
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(sessionStore.getState().token).toBe('jwt-8');
    expect(window.location.search).toBe('');
    await settledUserRequest();
    expect(sessionStore.getState().user).not.toBeNull();
  });

  it('sends a visitor on a signed-in route to sign-in', () => {
    window.history.replaceState(null, '', '/account/settings');
    const decision = syncSessionWithAddress({ leaveTo, navigate });
    expect(decision.action).toBe('sign-in');
    expect(leaveTo).toHaveBeenCalledWith(
      signInAddress('http://auth.test', `${window.location.origin}/account/settings`),
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('forces a banned user to /banned on every navigation', async () => {
    answers({ status: 403, body: { code: 1002, message: 'Banned', details: { reason: 'Toxicity' } } });
    window.history.replaceState(null, '', `/tournaments?token=jwt-9&state=${signInState()}`);
    stop = startSession({ leaveTo, navigate });
    await settledUserRequest();
    expect(sessionStore.getState()).toMatchObject({ isBanned: true, banReason: 'Toxicity' });
    expect(window.location.pathname).toBe('/banned');
    window.history.replaceState(null, '', '/news');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(window.location.pathname).toBe('/banned');
  });

  it("sends a signed-in player to /banned when a screen's call answers 1002", async () => {
    window.history.replaceState(null, '', `/account/teams?token=jwt-10&state=${signInState()}`);
    stop = startSession({ leaveTo, navigate });
    await settledUserRequest();
    expect(sessionStore.getState().isAuthenticated).toBe(true);
    mockApi({
      'GET /v1/teams/me': {
        status: 403,
        body: { code: 1002, message: 'Banned', details: { reason: 'إساءة في الدردشة' } },
      },
    });
    await expect(apiCall('GET /v1/teams/me')).rejects.toMatchObject({ code: 1002 });
    expect(sessionStore.getState()).toMatchObject({
      isBanned: true,
      banReason: 'إساءة في الدردشة',
      token: null,
    });
    expect(window.location.pathname).toBe('/banned');
    expect(readCookie(AUTH_COOKIE)).toBeNull();
  });

  it('ignores a token that comes back without the state of a sign-in this browser started', async () => {
    sessionStore.getState().signIn('jwt-victim');
    stop = startSession({ leaveTo, navigate });
    await settledUserRequest();
    api.mockClear();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/news?token=jwt-attacker&state=not-the-state-of-this-browser');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(sessionStore.getState().token).toBe('jwt-victim');
    expect(readCookie(AUTH_COOKIE)).toBe('jwt-victim');
    expect(window.location.search).toBe('');
    expect(api).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
