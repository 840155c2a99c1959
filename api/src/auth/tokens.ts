import { createHash, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'mena-arena-api';

/** What a valid token says: whose it is, its id (for revocation) and when it expires. */
export interface TokenClaims {
  userId: string;
  /** The token's `jti`; a token signed before tokens had one is identified by the hash of its text. */
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  /** A 7-day HS256 JWT whose `sub` is the user id, with a random `jti`. */
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<string | null>;
  /** The claims of a valid token, or null when the token is malformed, forged or expired. */
  claims(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, clock: () => Date = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
  const claims = async (token: string): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: clock(),
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.exp !== 'number') return null;
      const jti =
        typeof payload.jti === 'string' && payload.jti
          ? payload.jti
          : `sha256:${createHash('sha256').update(token).digest('base64url')}`;
      return { userId: payload.sub, jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  };
  return {
    async sign(userId) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      return (await claims(token))?.userId ?? null;
    },
    claims,
  };
}
