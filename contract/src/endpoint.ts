import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, anyone with an optional token, a signed-in player, or a platform admin. */
export type EndpointAuth = 'public' | 'optional' | 'user' | 'admin';

/** Statuses an endpoint answers with when all goes well (302: a redirect, e.g. an OAuth step). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

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
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** A JSON body. Uploads leave it out and set `multipart`. */
  body?: z.ZodType;
  /** The body is `multipart/form-data` (an image upload), read by the handler. */
  multipart?: true;
  /** Each success status the endpoint answers with, and its body. */
  response: Partial<Record<SuccessStatus, z.ZodType>>;
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
