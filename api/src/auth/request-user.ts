import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { apiError, isApiError } from '../errors.js';
import { authenticate, bearerToken } from './authenticate.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` / `optionalUser` hooks; null for anonymous requests. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 3001 without a token, 3002 for a bad one, 403 1002 for banned users. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `request.user` when a valid token came, otherwise continues anonymously. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** Decorates the app with the two auth hooks; routes opt in with `preHandler: app.requireUser`. */
export function registerAuthHooks(app: FastifyInstance, db: Db, tokens: TokenService): void {
  app.decorateRequest('user', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw apiError('tokenMissing');
    request.user = await authenticate(db, tokens, token);
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    try {
      request.user = await authenticate(db, tokens, token);
    } catch (error) {
      if (!isApiError(error)) throw error;
      request.user = null;
    }
  });
}

/** The user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw apiError('tokenMissing');
  return request.user;
}
