import type { Db } from '../db/database.js';
import { apiError } from '../errors.js';
import { type SignedInUser, staffRolesOf } from './roles.js';
import type { TokenClaims, TokenService } from './tokens.js';

/** The 401 (3002) message for every authenticated call of a deactivated account. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The signed-in user a token stands for, with the staff roles they hold now (never the token's: a role revoked a
 * moment ago is gone at the next request). The user comes from the token alone, never from an id the client
 * sends. Throws 3002 for a bad, expired, signed-out (revoked) or orphaned token and for deactivated accounts,
 * 1002 for banned ones.
 */
export async function authenticate(db: Db, tokens: TokenService, token: string): Promise<SignedInUser> {
  const claims = await tokens.claims(token);
  if (!claims || !isUuid(claims.userId)) throw apiError('tokenInvalid');
  // One statement (on the embedded database each costs the API thread ~1.5 ms): the user, their staff roles, and
  // whether the token was signed out, which keeps it refused on every instance (they share the table) until it
  // expires.
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      staffRolesOf('users.id').as('staff_roles'),
      eb
        .exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti))
        .as('token_revoked'),
    ])
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  if (!row || row.token_revoked) throw apiError('tokenInvalid');
  const { token_revoked: _revoked, ...user } = row;
  if (user.deactivated_at) throw apiError('tokenInvalid', { message: DEACTIVATED_MESSAGE });
  if (user.banned_at) {
    throw apiError('banned', { details: { reason: user.ban_reason ?? 'No reason provided' } });
  }
  return user;
}

/** Whether the token with this id (`TokenClaims.jti`) was signed out. */
export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

/**
 * Signs a token out: its `jti` is recorded until the token's own expiry, so it is refused from now on by every
 * instance. Rows of tokens that have expired since are pruned on the way. Answers the revoked token's claims (the
 * caller disconnects its open sockets by `jti`), or null for a token that is not valid (nothing to revoke).
 */
export async function revokeToken(
  db: Db,
  tokens: TokenService,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  const claims = await tokens.claims(token);
  if (!claims) return null;
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti: claims.jti, expires_at: claims.expiresAt })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute();
  return claims;
}
