import { mockApi, type MockedApi } from '@arena/shared-kit/testing';
import { resetSession } from '../../testing/test-utils';
import { trackReferralOnce } from './referral';

describe('referral tracking', () => {
  let api: MockedApi;
  const track = (ref: string) => `POST /v1/referrals/track/${ref}`;
  const answered = { body: { success: true } };

  beforeEach(() => {
    resetSession();
    window.sessionStorage.clear();
    api = mockApi(Object.fromEntries(['CREATOR7', 'A', 'B', 'X'].map((ref) => [track(ref), answered])));
  });

  afterEach(() => jest.restoreAllMocks());

  it('posts the ref of the address once, with no body', async () => {
    await expect(trackReferralOnce('?ref=CREATOR7&region=me')).resolves.toBe(true);
    expect(api.calls()).toEqual([track('CREATOR7')]);
    const [url, init] = api.mock.calls[0];
    expect(String(url)).toMatch(/\/v1\/referrals\/track\/CREATOR7$/);
    expect(init?.body).toBeUndefined();
  });

  it('does not track the same ref again after a reload in the same tab', async () => {
    await trackReferralOnce('?ref=CREATOR7');
    await expect(trackReferralOnce('?ref=CREATOR7')).resolves.toBe(false);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('tracks a different ref', async () => {
    await trackReferralOnce('?ref=A');
    await trackReferralOnce('?ref=B');
    expect(api.calls()).toEqual([track('A'), track('B')]);
  });

  it('does nothing without a ref', async () => {
    await expect(trackReferralOnce('?region=me')).resolves.toBe(false);
    await expect(trackReferralOnce('?ref=')).resolves.toBe(false);
    expect(api).not.toHaveBeenCalled();
  });

  it('survives a failing call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({ [track('X')]: { offline: true } });
    await expect(trackReferralOnce('?ref=X')).resolves.toBe(true);
    expect(api).toHaveBeenCalledTimes(1);
  });
});
