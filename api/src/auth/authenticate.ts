import type { Locale } from '@arena/contract';
import type { Db } from '../db/database.js';
import { liftEndedBan } from '../db/player-bans.js';
import { apiError } from '../errors.js';
import { type SignedInUser, staffRolesOf } from './roles.js';
import type { TokenClaims, TokenService } from './tokens.js';

/** The reason of a ban recorded without one (P1 §4: the portal shows its own words for it). */
const NO_BAN_REASON = 'No reason provided';

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

/** What the per-request check needs besides the token: the moment, and the language a ban's reason is given in. */
export interface AuthenticateOptions {
  /** "Now": a ban whose end has passed lifts itself. */
  now: Date;
  /** The reader's language (`readerLocale`): the banned player reads the reason in it. */
  locale: Locale;
}

/**
 * The signed-in user a token stands for, with the staff roles they hold now (never the token's: a role revoked a
 * moment ago is gone at the next request). The user comes from the token alone, never from an id the client
 * sends. Throws 3002 for a bad, expired, signed-out (revoked) or orphaned token and for deactivated accounts,
 * 1002 for banned ones, with the ban's reason in `options.locale`. A ban whose end has passed is lifted here (the
 * only write of the check, once per ban) and the request goes on.
 */
export async function authenticate(
  db: Db,
  tokens: TokenService,
  token: string,
  options: AuthenticateOptions = { now: new Date(), locale: 'en' },
): Promise<SignedInUser> {
  const claims = await tokens.claims(token);
  if (!claims || !isUuid(claims.userId)) throw apiError('tokenInvalid');
  // One statement (on the embedded database each costs the API thread ~1.5 ms): the user, their staff roles, their
  // open ban, and whether the token was signed out, which keeps it refused on every instance (they share the table)
  // until it expires.
  const row = await db
    .selectFrom('users')
    .leftJoin('player_bans as ban', (join) =>
      join.onRef('ban.user_id', '=', 'users.id').on('ban.lifted_at', 'is', null),
    )
    .selectAll('users')
    .select((eb) => [
      staffRolesOf('users.id').as('staff_roles'),
      eb
        .exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti))
        .as('token_revoked'),
      'ban.id as ban_id',
      'ban.reason_en as ban_reason_en',
      'ban.reason_ar as ban_reason_ar',
      'ban.ends_at as ban_ends_at',
    ])
    .where('users.id', '=', claims.userId)
    .executeTakeFirst();
  if (!row) throw apiError('tokenInvalid');
  const { token_revoked, ban_id, ban_reason_en, ban_reason_ar, ban_ends_at, ...user } = row;
  if (token_revoked) throw apiError('tokenInvalid');
  if (user.deactivated_at) throw apiError('tokenInvalid', { message: DEACTIVATED_MESSAGE });
  if (ban_id !== null && ban_ends_at !== null && ban_ends_at <= options.now) {
    await liftEndedBan(db, { id: ban_id, user_id: user.id, ends_at: ban_ends_at });
    return { ...user, banned_at: null, ban_reason: null };
  }
  if (ban_id !== null) {
    const reason = (options.locale === 'ar' ? ban_reason_ar : ban_reason_en) ?? NO_BAN_REASON;
    throw apiError('banned', { details: { reason } });
  }
  // A ban written to the account alone (before `player_bans`, or by hand): its one reason.
  if (user.banned_at) throw apiError('banned', { details: { reason: user.ban_reason ?? NO_BAN_REASON } });
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
