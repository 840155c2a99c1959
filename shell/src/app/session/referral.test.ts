import { jsonResponse, resetSession } from '../../testing/test-utils';
import { trackReferralOnce } from './referral';

describe('referral tracking', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    resetSession();
    window.sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ success: true }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('posts the ref of the address once, with no body', async () => {
    await expect(trackReferralOnce('?ref=CREATOR7&region=me')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/v1\/referrals\/track\/CREATOR7$/);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it('does not track the same ref again after a reload in the same tab', async () => {
    await trackReferralOnce('?ref=CREATOR7');
    await expect(trackReferralOnce('?ref=CREATOR7')).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tracks a different ref', async () => {
    await trackReferralOnce('?ref=A');
    await trackReferralOnce('?ref=B');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a ref', async () => {
    await expect(trackReferralOnce('?region=me')).resolves.toBe(false);
    await expect(trackReferralOnce('?ref=')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('survives a failing call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(trackReferralOnce('?ref=X')).resolves.toBe(true);
    jest.restoreAllMocks();
  });
});
