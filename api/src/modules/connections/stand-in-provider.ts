import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CallbackContext,
  type ConnectionProvider,
  type ConnectionProviderName,
  type LinkedAccountProfile,
  LinkFailedError,
} from './connection-provider.js';
import { bothLanguages } from '../../i18n/translate.js';

/** Usernames the consent stand-in accepts: 2–32 letters, digits, spaces, `_` and `.`. */
const USERNAME = /^[\p{L}\p{N}_.][\p{L}\p{N}_. ]*$/u;
const USERNAME_LENGTH = { min: 2, max: 32 };
/** Names the media module can draw an avatar for (`/static/avatars/{name}.svg`). */
const AVATAR_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface LocalizedMessage {
  en: string;
  ar: string;
}

/** The username typed on the consent page, trimmed, or the reason it is refused (English and Arabic). */
export function checkStandInUsername(raw: string): { username: string } | { error: LocalizedMessage } {
  const username = raw.trim();
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) {
    return { error: bothLanguages('connections:usernameLength', USERNAME_LENGTH) };
  }
  if (!USERNAME.test(username)) {
    return { error: bothLanguages('connections:usernameCharacters') };
  }
  return { username };
}

/** A stable number of `digits` digits (no leading zero) for a text: the stand-in's account ids. */
export function deterministicId(text: string, digits: number): string {
  const hash = createHash('sha256').update(text).digest();
  const low = 10n ** BigInt(digits - 1);
  const span = 9n * low;
  return (low + (hash.readBigUInt64BE(0) % span)).toString();
}

interface CodePayload {
  provider: ConnectionProviderName;
  state: string;
  userId: string;
  username: string;
}

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/**
 * The local consent stand-in for one provider: the browser goes to the API's own page
 * `/auth/connect/{provider}?state=…`, and "Authorize" comes back to the callback with a code that carries the
 * chosen username, signed and bound to the state and to the player who started the round trip.
 */
export class StandInConnectionProvider implements ConnectionProvider {
  readonly kind = 'stand-in';
  readonly usesPkce = false;

  constructor(
    readonly name: ConnectionProviderName,
    private readonly options: { publicUrl: string; secret: string },
  ) {}

  authorizationUrl(state: string): URL {
    const url = new URL(`${this.options.publicUrl}/auth/connect/${this.name}`);
    url.searchParams.set('state', state);
    return url;
  }

  /** The code "Authorize" sends to the callback. */
  issueCode(payload: Omit<CodePayload, 'provider'>): string {
    const body = Buffer.from(JSON.stringify({ ...payload, provider: this.name })).toString('base64url');
    return `${body}.${sign(this.options.secret, body).toString('base64url')}`;
  }

  async completeLink(code: string, context: CallbackContext): Promise<LinkedAccountProfile> {
    const payload = this.readCode(code);
    if (!payload || payload.state !== context.state || payload.userId !== context.userId) {
      throw new LinkFailedError('invalid_code', 'The code does not belong to this connection request');
    }
    const checked = checkStandInUsername(payload.username);
    if ('error' in checked) throw new LinkFailedError('invalid_code', checked.error.en);
    const { username } = checked;
    const image = AVATAR_NAME.test(username) ? `/static/avatars/${username}.svg` : null;
    return this.name === 'discord'
      ? {
          externalId: deterministicId(`discord:${username.toLowerCase()}`, 18),
          username,
          avatar: image,
          profileImageUrl: null,
        }
      : {
          externalId: deterministicId(`twitter:${username.toLowerCase()}`, 19),
          username,
          avatar: null,
          profileImageUrl: image,
        };
  }

  private readCode(code: string): CodePayload | null {
    const [body, signature, ...rest] = code.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = sign(this.options.secret, body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<CodePayload>;
      if (
        payload.provider !== this.name ||
        typeof payload.state !== 'string' ||
        typeof payload.userId !== 'string' ||
        typeof payload.username !== 'string'
      ) {
        return null;
      }
      return payload as CodePayload;
    } catch {
      return null;
    }
  }
}
