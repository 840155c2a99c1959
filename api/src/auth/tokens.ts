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

/**
 * How many verified tokens an instance remembers (`createTokenService`): about the signed-in players it serves at
 * once, a few hundred bytes each.
 */
export const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * Signs and verifies the API's tokens. A token's signature and claims are checked once (jose, HS256 through
 * WebCrypto: about 0.25 ms of CPU with the key import), then its claims are remembered by its text until it expires,
 * for up to `kept` tokens (`VERIFIED_TOKENS_KEPT`; the oldest forgotten first): a player's every call and socket carries the
 * same token. A token's text and the secret decide its signature, so the remembered answer is the one jose would
 * give again, as long as it has not expired — checked at each use against the clock. Revocation, bans and the
 * account are never remembered: `authenticate` reads them at every request.
 */
export function createTokenService(
  secret: string,
  clock: () => Date = () => new Date(),
  kept = VERIFIED_TOKENS_KEPT,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, answer: TokenClaims) => {
    if (verified.size >= kept) verified.delete(verified.keys().next().value!);
    verified.set(token, answer);
  };
  const claims = async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (clock().getTime() < known.expiresAt.getTime()) return known;
      verified.delete(token);
    }
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
      const answer: TokenClaims = Object.freeze({
        userId: payload.sub,
        jti,
        expiresAt: new Date(payload.exp * 1000),
      });
      // A token that is not valid before some moment (`nbf`; the API signs none) is checked every time.
      if (payload.nbf === undefined) remember(token, answer);
      return answer;
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
