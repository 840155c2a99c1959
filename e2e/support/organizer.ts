/**
 * The organizer console's suites (running a tournament, no-shows, seeding by rank): the seeded organizer in a
 * browser of their own, and the API calls that make their tournaments — a call that must succeed, the two posters
 * publishing needs, a published tournament, and the clean-up of what a failed test left running.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { setLocale, signInAs, type Locale } from '../fixtures';
import { api, PNG } from './ladder';
import { readPortalInfo } from './portal-info';

/** The seeded organizer's Riot ID (the stand-in signs them in). */
export const ORGANIZER = 'Organizer#STAFF';

/** A signed-in browser of the seeded organizer, in one language, on the console's list. */
export async function organizerPage(browser: Browser, locale: Locale): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await setLocale(page, locale);
  await signInAs(page, ORGANIZER, { returnTo: '/staff/tournaments' });
  return page;
}

/** The body of a call the test needs to succeed (201 for a POST, 200 for a GET unless told), or fails with the API's answer. */
export async function apiOk<T>(
  request: APIRequestContext,
  method: 'POST' | 'GET',
  path: string,
  options: { token: string; data?: unknown },
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const answer = await api<T>(request, method, path, options);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

/** A poster uploaded as `token`'s staff member (POST /v1/admin/tournaments/posters, multipart `image`); its address. */
async function uploadPoster(request: APIRequestContext, token: string, language: string): Promise<string> {
  const response = await request.post(`${readPortalInfo().urls.api}/v1/admin/tournaments/posters`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: { name: `poster-${language}.png`, mimeType: 'image/png', buffer: PNG } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** A poster per language, as a tournament's `poster`. */
export async function uploadPosters(
  request: APIRequestContext,
  token: string,
): Promise<{ en: string; ar: string }> {
  return { en: await uploadPoster(request, token, 'en'), ar: await uploadPoster(request, token, 'ar') };
}

/**
 * Creates a tournament as the organizer of `token` with what publishing needs (a description, a poster per
 * language, a rule; no approval) and `body` over them, and publishes it. The API's clock must be before its start
 * (publishing is refused once it has started).
 */
export async function publishedTournament<T extends { id: string }>(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<T> {
  const { data: draft } = await apiOk<{ data: T }>(request, 'POST', '/v1/admin/tournaments', {
    token,
    data: {
      description: { en: 'Made in the organizer console.', ar: 'أُنشئت من لوحة المنظّم.' },
      poster: await uploadPosters(request, token),
      rules: [{ en: 'Be on time.', ar: 'احضر في الموعد.' }],
      approval_required: false,
      ...body,
    },
  });
  await apiOk(request, 'POST', `/v1/admin/tournaments/${draft.id}/publish`, { token }, 200);
  return draft;
}

/** Cancels what a failed test left running (a completed tournament or an ended ladder refuses: nothing to do). */
export async function cancelLeftovers(
  request: APIRequestContext,
  token: string,
  ids: string[],
  reason: string,
): Promise<void> {
  for (const id of ids) {
    await api(request, 'POST', `/v1/admin/tournaments/${id}/cancel`, { token, data: { reason } }).catch(
      () => undefined,
    );
  }
}
