import { staffMayUse, type StaffRole } from '@arena/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { apiError, isApiError } from '../errors.js';
import { readerLocale } from '../i18n/reader-locale.js';
import { authenticate, bearerToken } from './authenticate.js';
import type { SignedInUser } from './roles.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` / `optionalUser` hooks, with the staff roles held now; null for anonymous requests. */
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** onRequest: 401 3001 without a token, 3002 for a bad one, 403 1002 for banned users. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest: sets `request.user` when a valid token came, otherwise continues anonymously. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /**
     * An onRequest hook for after `requireUser`: 403 4003 unless the user holds admin or one of `admitted` (a
     * staff endpoint's `staffRoles`), as read from the database for this very request.
     */
    requireStaff: (admitted: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Decorates the app with the auth hooks. Routes get them from their contract entry (`contractRoute`) as
 * `onRequest` hooks, so authentication comes before validation: a bad body without a token is a 401, not a 400.
 */
export function registerAuthHooks(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  clock: () => Date = () => new Date(),
): void {
  app.decorateRequest('user', null);
  // A banned player reads the reason in the language the portal asks in (its Accept-Language).
  const optionsOf = (request: FastifyRequest) => ({
    now: clock(),
    locale: readerLocale(undefined, request.headers['accept-language']),
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw apiError('tokenMissing');
    request.user = await authenticate(db, tokens, token, optionsOf(request));
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    try {
      request.user = await authenticate(db, tokens, token, optionsOf(request));
    } catch (error) {
      if (!isApiError(error)) throw error;
      request.user = null;
    }
  });

  app.decorate('requireStaff', (admitted: readonly StaffRole[]) => {
    const message = `Only staff (${['admin', ...admitted].join(', ')}) can do this`;
    return async (request: FastifyRequest) => {
      if (!staffMayUse(request.user?.staff_roles, admitted)) throw apiError('forbidden', { message });
    };
  });
}

/** The user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw apiError('tokenMissing');
  return request.user;
}
