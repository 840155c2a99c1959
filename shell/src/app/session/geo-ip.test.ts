import { sessionStore } from '@arena/shared-kit';
import { mockApi } from '@arena/shared-kit/testing';
import { aUser, resetSession } from '../../testing/test-utils';
import { watchGeoIp } from './geo-ip';

describe('geo-IP on sign-in', () => {
  const geoIP = { ip: '1.2.3.4', country: 'United Arab Emirates', countryCode: 'AE', region: 'me' as const };

  beforeEach(resetSession);
  afterEach(() => jest.restoreAllMocks());

  it('looks the address up when the session becomes authenticated, and stores it', async () => {
    const api = mockApi({ 'GET /v1/general/geoip': { body: { data: geoIP } } });
    const stop = watchGeoIp();
    sessionStore.getState().signIn('jwt-1');
    expect(api).not.toHaveBeenCalled();
    sessionStore.getState().setUser(aUser());
    expect(api.calls()).toEqual(['GET /v1/general/geoip']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.getState().geoIP).toEqual(geoIP);
    // A refreshed user while already authenticated does not ask again.
    sessionStore.getState().setUser(aUser({ displayName: 'Other' }));
    expect(api).toHaveBeenCalledTimes(1);
    stop();
  });
});
