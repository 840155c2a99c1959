import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { apiError } from '../errors.js';
import type { TokenService } from './tokens.js';

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
 * The signed-in user a token stands for. The user comes from the token alone, never from an id the client
 * sends. Throws 3002 for a bad, expired or orphaned token and for deactivated accounts, 1002 for banned ones.
 */
export async function authenticate(db: Db, tokens: TokenService, token: string): Promise<UserRow> {
  const userId = await tokens.verify(token);
  if (!userId || !isUuid(userId)) throw apiError('tokenInvalid');
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw apiError('tokenInvalid');
  if (user.deactivated_at) throw apiError('tokenInvalid', { message: DEACTIVATED_MESSAGE });
  if (user.banned_at) {
    throw apiError('banned', { details: { reason: user.ban_reason ?? 'No reason provided' } });
  }
  return user;
}
