import type { z } from 'zod';
import type { StaffRole } from './rules/staff-roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, anyone with an optional token, a signed-in player, or staff (an admin, and the
 * roles the endpoint's `staffRoles` names).
 */
export type EndpointAuth = 'public' | 'optional' | 'user' | 'staff';

/** Statuses an endpoint answers with when all goes well (302: a redirect, e.g. an OAuth step). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/**
 * The 4xx statuses an endpoint's own checks may answer with (always in the error shape `{ code, message, details }`).
 * The ones its shape implies need no declaration: 400 when it takes params, a query or a body; 401 and 403 (a
 * banned account) when it needs a token, 403 again for `staff`; 413 and 415 when it takes a body; 429 from its
 * rate limit (the API's route knows it).
 */
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 415;

/**
 * One call of the API: what it takes and what it answers. The API registers its route from it (validation,
 * serialization, OpenAPI); the front end reads its types only.
 */
export interface EndpointDefinition {
  /** One line for the API document. */
  summary: string;
  /** Groups endpoints in the API document (`teams`, `tournaments`...). */
  tag: string;
  auth: EndpointAuth;
  /**
   * With `auth: 'staff'`: the staff roles besides admin the endpoint admits (`[]`: admins only). The API reads the
   * caller's roles from the database at each request; anyone else gets 403 4003.
   */
  staffRoles?: readonly StaffRole[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** A JSON body. Uploads leave it out and set `multipart`. */
  body?: z.ZodType;
  /** The body is `multipart/form-data` (an image upload), read by the handler. */
  multipart?: true;
  /**
   * The refusals a page a browser opens answers with an HTML page, not the error shape (a refused sign-in form is
   * shown again with its error, an unknown bracket gets a page saying so).
   */
  htmlRefusals?: readonly RefusalStatus[];
  /** Each success status the endpoint answers with, and its body. */
  response: Partial<Record<SuccessStatus, z.ZodType>>;
  /**
   * The refusals of the endpoint's own checks beyond those its shape implies (`RefusalStatus`), each with when it
   * happens, e.g. `{ 404: 'No such team', 409: 'You are already in a team' }`. The API document lists them.
   */
  refuses?: Partial<Record<RefusalStatus, string>>;
}

/** `METHOD /path`, e.g. `GET /v1/teams/:id`. */
export type EndpointKey = `${HttpMethod} /${string}`;

/**
 * Declares a group of endpoints, keyed by `METHOD /path` (Fastify's `:param` syntax). Returns its argument with
 * its exact types.
 *
 * @example
 * export const teamEndpoints = defineEndpoints({
 *   'GET /v1/teams/me': { summary: 'My teams', tag: 'teams', auth: 'user', response: { 200: dataOf(z.array(team)) } },
 * });
 */
export function defineEndpoints<const T extends Record<EndpointKey, EndpointDefinition>>(endpoints: T): T {
  return endpoints;
}

type ValueOf<T> = T[keyof T];

/** The method and path of a key. */
export function splitEndpointKey(key: string): { method: HttpMethod; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, url: key.slice(space + 1) };
}

/**
 * The `operationId` of an endpoint in the API document, derived from its key so generated clients name each call
 * the same way the contract does: the method, then each path segment in PascalCase, a `:param` as `By<Param>`
 * (the leading `/v1` left out). `GET /v1/teams/:id/members` → `getTeamsByIdMembers`,
 * `GET /v1/calendar/:secret.ics` → `getCalendarBySecretIcs`.
 */
export function operationIdOf(key: string): string {
  const { method, url } = splitEndpointKey(key);
  const pascal = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join('');
  const segments = url
    .split('/')
    .filter(Boolean)
    .filter((segment, index) => !(index === 0 && segment === 'v1'))
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return method.toLowerCase() + segments.join('');
}

/** What an endpoint answers on success (the union of its success bodies), as the caller receives it. */
export type AnswerOf<E extends EndpointDefinition> = z.output<Extract<ValueOf<E['response']>, z.ZodType>>;
/** The path parameters an endpoint takes, as the caller sends them. */
export type ParamsOf<E extends EndpointDefinition> = E extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : never;
/** The query an endpoint takes, as the caller sends it. */
export type QueryOf<E extends EndpointDefinition> = E extends { querystring: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;
/** The JSON body an endpoint takes, as the caller sends it (FormData for uploads). */
export type BodyOf<E extends EndpointDefinition> = E extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : E extends { multipart: true }
    ? FormData
    : never;
