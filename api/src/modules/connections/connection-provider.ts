import type { ConnectionProviderName } from '../../db/schema.js';

export type { ConnectionProviderName };

export const CONNECTION_PROVIDERS: readonly ConnectionProviderName[] = ['discord', 'twitter'];

/** The account a completed round trip links. Images are absolute URLs or API paths (`/static/...`), or null. */
export interface LinkedAccountProfile {
  externalId: string;
  username: string;
  /** The chat-community avatar (discord). */
  avatar: string | null;
  /** The social-account profile image (twitter). */
  profileImageUrl: string | null;
}

/** What the provider gets back at the callback to finish the link. */
export interface CallbackContext {
  /** The state of the round trip (already checked: known, unexpired, unused, this provider). */
  state: string;
  /** The player who started the round trip; the link is made for them alone. */
  userId: string;
  /** The PKCE verifier stored with the state, or null. */
  codeVerifier: string | null;
}

/**
 * One linked-account provider: where the browser goes to authorize, and how a callback's code becomes the
 * account. Two implementations exist per provider, chosen at start: the real OAuth client (`oauth-providers.ts`,
 * when the client id and secret are configured) and the local consent stand-in (`stand-in-provider.ts`).
 */
export interface ConnectionProvider {
  readonly name: ConnectionProviderName;
  readonly kind: 'oauth' | 'stand-in';
  /** Whether a PKCE code verifier is generated and kept with the state. */
  readonly usesPkce: boolean;
  /** The URL the browser opens to authorize the link. */
  authorizationUrl(state: string, codeVerifier: string | null): URL;
  /** Exchanges the callback's code for the account. Throws `LinkFailedError` when the code is not good. */
  completeLink(code: string, context: CallbackContext): Promise<LinkedAccountProfile>;
}

/** The round trip could not be completed; `reason` goes to the portal as `status=failed&reason=…`. */
export class LinkFailedError extends Error {
  override name = 'LinkFailedError';
  constructor(
    readonly reason: 'invalid_code' | 'provider_error',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
