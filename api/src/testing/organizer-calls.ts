import assert from 'node:assert/strict';
import { dataOf, errorBody, organizerMatch } from '@arena/contract';
import { expectShape } from './contract.js';
import { imageBody, PNG_1X1 } from './test-images.js';
import type { TestApp } from './test-app.js';

/** What the organizer tests read of an answer. */
export type Response = { statusCode: number; body: string; json: () => unknown };

/**
 * The calls the organizer console's API tests make (running brackets, no-shows, reversals, seeding by rank), on
 * the test app `app()` answers: each file creates its app in `before`, so the app is read at call time.
 */
export function organizerCalls(app: () => TestApp) {
  /** A call as the seeded player `key` (signed out without one). */
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, key?: string, body?: object) =>
    app().request({
      method,
      url,
      ...(key ? { token: await app().tokenFor(key) } : {}),
      ...(body ? { payload: body } : {}),
    });
  /** The refusal `{code, message, details}` of an answer that must have `status`. */
  const refusal = (response: Response, status: number) => {
    assert.equal(response.statusCode, status, response.body);
    return expectShape(errorBody, response.json());
  };
  /** The `data` of an answer that must have `status` (200 unless told), checked against `schema`. */
  const ok = <T>(response: Response, schema: { parse: (value: unknown) => T }, status = 200): T => {
    assert.equal(response.statusCode, status, response.body);
    return expectShape(dataOf(schema as never), response.json()).data as T;
  };
  /** The organizer's match desk rows of tournament `id`. */
  const matchesOf = async (id: string) => {
    const response = await call('GET', `/v1/admin/tournaments/${id}/matches`, 'organizer');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: unknown[] }).data.map((item) => expectShape(organizerMatch, item));
  };
  /** A match desk action on match `matchId` (the organizer's unless `key` says whose). */
  const act = (matchId: number, body: object, key = 'organizer') =>
    call('PATCH', `/v1/admin/matches/${matchId}`, key, body);
  /** A poster uploaded by the seeded staff member `key` (the organizer's unless told): its address. */
  const uploadPoster = async (key = 'organizer') => {
    const response = await app().request({
      method: 'POST',
      url: '/v1/admin/tournaments/posters',
      token: await app().tokenFor(key),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: { url: string } }).data.url;
  };
  /** The two posters a tournament body needs, one uploaded by the organizer and one by the admin. */
  const uploadPosters = async () => ({
    en: await uploadPoster('organizer'),
    ar: await uploadPoster('admin'),
  });
  return { call, refusal, ok, matchesOf, act, uploadPoster, uploadPosters };
}
