import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'mena-arena-api';

export interface TokenService {
  /** A 7-day HS256 JWT whose `sub` is the user id. */
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: string, clock: () => Date = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
