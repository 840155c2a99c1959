import {
  endpoints,
  splitEndpointKey,
  type ApiEndpoint,
  type EndpointDefinition,
  type Endpoints,
  type HttpMethod,
} from '@arena/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { bodyLimitOf } from './limits.js';

type RouteSchemaOf<E> = Pick<E, Extract<keyof E, 'params' | 'querystring' | 'body' | 'response'>> & {
  summary: string;
  tags: string[];
  consumes?: string[];
};

function authHooks(app: FastifyInstance, { auth, staffRoles }: EndpointDefinition): onRequestHookHandler[] {
  switch (auth) {
    case 'public':
      return [];
    case 'optional':
      return [app.optionalUser];
    case 'user':
      return [app.requireUser];
    case 'staff':
      return [app.requireUser, app.requireStaff(staffRoles ?? [])];
  }
}

/**
 * The route options of a contract entry: method, URL, the request and response schemas (so Fastify validates
 * the request, serializes the answer through the response schema and documents both), the auth hooks, which
 * run on `onRequest`, before validation (a staff endpoint admits admins and its `staffRoles`), and the body limit (`bodyLimitOf`: 16 KB for public routes, 64 KB for
 * the others unless the route needs more). Spread it into `route()` and add the handler.
 *
 * @example
 * routes.route({
 *   ...contractRoute(app, 'GET /v1/teams/me'),
 *   handler: async (request) => ({ data: await myTeams(context, signedInUser(request).id) }),
 * });
 */
export function contractRoute<K extends ApiEndpoint>(
  app: FastifyInstance,
  key: K,
): {
  method: HttpMethod;
  url: string;
  schema: RouteSchemaOf<Endpoints[K]>;
  onRequest: onRequestHookHandler[];
  bodyLimit: number;
} {
  const { method, url } = splitEndpointKey(key);
  const definition = endpoints[key] as EndpointDefinition;
  const { summary, tag, auth, multipart, params, querystring, body, response } = definition;
  const schema = {
    summary,
    tags: [tag],
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    response,
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
  } as unknown as RouteSchemaOf<Endpoints[K]>;
  return { method, url, schema, onRequest: authHooks(app, definition), bodyLimit: bodyLimitOf(key, auth) };
}
