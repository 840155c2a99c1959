import { sessionStore } from '@arena/shared-kit';
import { aUser, jsonResponse, resetSession } from '../../testing/test-utils';
import { watchGeoIp } from './geo-ip';

describe('geo-IP on sign-in', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const geoIP = { ip: '1.2.3.4', country: 'United Arab Emirates', countryCode: 'AE', region: 'me' as const };

  beforeEach(() => {
    resetSession();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ data: geoIP }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('looks the address up when the session becomes authenticated, and stores it', async () => {
    const stop = watchGeoIp();
    sessionStore.getState().signIn('jwt-1');
    expect(fetchMock).not.toHaveBeenCalled();
    sessionStore.getState().setUser(aUser());
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/v1\/general\/geoip$/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.getState().geoIP).toEqual(geoIP);
    // A refreshed user while already authenticated does not ask again.
    sessionStore.getState().setUser(aUser({ displayName: 'Other' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});
