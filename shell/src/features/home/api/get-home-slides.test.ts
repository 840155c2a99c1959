import { sessionStore } from '@arena/shared-kit';
import { mockApi } from '@arena/shared-kit/testing';
import { resetSession } from '../../../testing/test-utils';
import { forgetHomeSlides, loadHomeSlides } from './get-home-slides';

describe('loading the home slides', () => {
  beforeEach(() => {
    forgetHomeSlides();
    resetSession();
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks once for every caller, without the player token', async () => {
    sessionStore.getState().signIn('jwt-1');
    const api = mockApi({ 'GET /v1/home/slides': { body: { data: [] } } });
    const [first, second] = await Promise.all([loadHomeSlides(), loadHomeSlides()]);
    expect(first).toEqual([]);
    expect(second).toBe(first);
    await loadHomeSlides();
    expect(api.calls()).toEqual(['GET /v1/home/slides']);
    const [, init] = api.mock.calls[0];
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('asks again after a failure', async () => {
    mockApi({ 'GET /v1/home/slides': { status: 503, body: { message: 'down' } } });
    await expect(loadHomeSlides()).rejects.toMatchObject({ status: 503 });
    const api = mockApi({ 'GET /v1/home/slides': { body: { data: [] } } });
    await expect(loadHomeSlides()).resolves.toEqual([]);
    expect(api).toHaveBeenCalledTimes(1);
  });
});
