import type { Answer, ApiEndpoint, Body, Params, Query as QueryOf } from '@arena/contract';
import { getPlatformConfig } from '../config/platform-config';
import { currentLocale } from '../i18n/i18n';
import { banReasonOf } from '../session/ban-reason';
import { sessionStore } from '../session/session-store';
import { ApiError, ErrorCodes, NETWORK_ERROR_STATUS } from './api-error';
import { redirectToSignIn } from './auth-redirect';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * When false, a 3001 / "Authentication token is missing" answer is thrown instead of sending the browser to
   * sign-in, and a 1002 (banned) answer is thrown without ending the session. The session bootstrap uses this (it
   * runs the ban flow itself); screens keep the default.
   */
  redirectOnAuthError?: boolean;
  /** When true, no bearer token is sent even to a signed-in player (the public bug report form, P2 §7). */
  anonymous?: boolean;
}

function buildUrl(path: string, query?: Query): string {
  const url = new URL(path, `${getPlatformConfig().apiUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * P1 §8 names both: code 3001, or a message containing "Authentication token is missing" (an answer of the spec's
 * original server without the code). Our API always sends 3001; the message is the spec's compatibility clause, the
 * one wording the lint rule against message comparisons lets through.
 */
function isAuthError(code: unknown, message: unknown): boolean {
  return (
    code === ErrorCodes.tokenMissing ||
    // eslint-disable-next-line no-restricted-syntax -- P1 §8 compatibility clause (see above), not a refusal's text
    (typeof message === 'string' && message.includes('Authentication token is missing'))
  );
}

/**
 * Calls the portal API with the session's bearer token and returns the parsed JSON body.
 * Every failure becomes an `ApiError` `{status, code, message, details}`; a network failure has status 0.
 * Private: callers use `apiCall`, whose answer type comes from the contract.
 */
async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // The portal's language: what the API writes for the reader (a ban's reason) comes in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const token = options.anonymous ? null : sessionStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // A failure before the answer's body is whole (no connection, or the body cut off, as when the page is left
  // while it downloads) is a network failure: status 0, never a TypeError the callers would take for an answer.
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
    text = await response.text();
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      'NETWORK_ERROR',
      'Network error: the server could not be reached',
    );
  }

  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text };
    }
  }
  if (response.ok) return parsed as T;

  const errorBody = (parsed ?? {}) as {
    code?: number | string;
    message?: string;
    details?: Record<string, unknown>;
  };
  const error = new ApiError(
    response.status,
    errorBody.code ?? response.status,
    errorBody.message ?? response.statusText ?? 'Request failed',
    errorBody.details ?? null,
  );
  if (options.redirectOnAuthError !== false && isAuthError(error.code, error.message)) redirectToSignIn();
  // P1 §4: a banned player's next request ends the session with the reason; the shell then shows /banned. Only for
  // the session's own token: an answer to a token signed out meanwhile changes nothing.
  if (
    options.redirectOnAuthError !== false &&
    token &&
    Number(error.code) === ErrorCodes.banned &&
    sessionStore.getState().token === token
  ) {
    sessionStore.getState().markBanned(banReasonOf(error));
  }
  throw error;
}

type Present<T, Options> = [T] extends [never] ? { [K in keyof Options]?: never } : Options;

/** What a call of endpoint `K` takes: its path parameters, query and body, as the contract declares them. */
export type CallOptions<K extends ApiEndpoint> = Pick<
  RequestOptions,
  'signal' | 'redirectOnAuthError' | 'anonymous'
> &
  Present<Params<K>, { params: Params<K> }> &
  Present<QueryOf<K>, { query?: QueryOf<K> }> &
  Present<Body<K>, { body: Body<K> }>;

type CallArguments<K extends ApiEndpoint> = [Params<K>] extends [never]
  ? [Body<K>] extends [never]
    ? [options?: CallOptions<K>]
    : [options: CallOptions<K>]
  : [options: CallOptions<K>];

/** `/v1/teams/:id` with `{ id: 'a b' }` → `/v1/teams/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * Calls one endpoint of the contract (`@arena/contract`): the path parameters, query and body are checked
 * against its request types, and the answer has its answer type, so a changed shape fails type checks in
 * every caller. Types only: no schema is loaded in the browser.
 *
 * @example const { data } = await apiCall('GET /v1/teams/:id/members', { params: { id } });
 */
export function apiCall<K extends ApiEndpoint>(key: K, ...[options]: CallArguments<K>): Promise<Answer<K>> {
  const space = key.indexOf(' ');
  const { params, query, body, ...rest } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  } & RequestOptions;
  return apiRequest<Answer<K>>(key.slice(0, space), fillPath(key.slice(space + 1), params), {
    ...rest,
    query,
    body,
  });
}

/** Absolute URL of an API-hosted asset (uploads, seeded images); absolute URLs pass through. */
export function assetUrl(pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^(https?:|data:|blob:)/.test(pathOrUrl)) return pathOrUrl;
  return `${getPlatformConfig().apiUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
