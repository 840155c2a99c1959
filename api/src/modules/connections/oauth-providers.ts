import { createHmac } from 'node:crypto';
import { Discord, OAuth2RequestError, type OAuth2Tokens, Twitter } from 'arctic';
import { z } from 'zod';
import { type AppConfig, type OAuthClientConfig, standInsEnabled } from '../../config.js';
import {
  CONNECTION_PROVIDERS,
  type ConnectionProvider,
  type ConnectionProviderName,
  type LinkedAccountProfile,
  LinkFailedError,
} from './connection-provider.js';
import { StandInConnectionProvider } from './stand-in-provider.js';

const USER_ENDPOINT_TIMEOUT_MS = 10_000;

/** The provider's user endpoint, read with the access token of the round trip. */
async function fetchUser<T>(url: string, accessToken: string, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(USER_ENDPOINT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LinkFailedError('provider_error', `The user endpoint could not be reached: ${url}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new LinkFailedError('provider_error', `The user endpoint answered ${response.status}`);
  }
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new LinkFailedError('provider_error', 'The user endpoint answered an unexpected shape');
  return parsed.data;
}

/** The code → tokens exchange; a refused code is `invalid_code`, anything else `provider_error`. */
async function exchange(run: () => Promise<OAuth2Tokens>): Promise<string> {
  try {
    return (await run()).accessToken();
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      throw new LinkFailedError('invalid_code', `The provider refused the code: ${error.code}`, {
        cause: error,
      });
    }
    throw new LinkFailedError('provider_error', 'The token exchange failed', { cause: error });
  }
}

const discordUser = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  avatar: z.string().nullish(),
});

/** The chat community's real OAuth client: scope `identify`, then `GET /users/@me`. */
export function createDiscordOAuthProvider(
  client: OAuthClientConfig,
  callbackUrl: string,
): ConnectionProvider {
  const discord = new Discord(client.clientId, client.clientSecret, callbackUrl);
  return {
    name: 'discord',
    kind: 'oauth',
    usesPkce: false,
    authorizationUrl: (state) => discord.createAuthorizationURL(state, null, ['identify']),
    async completeLink(code): Promise<LinkedAccountProfile> {
      const accessToken = await exchange(() => discord.validateAuthorizationCode(code, null));
      const user = await fetchUser('https://discord.com/api/v10/users/@me', accessToken, discordUser);
      return {
        externalId: user.id,
        username: user.username,
        avatar: user.avatar
          ? `https://cdn.discordapp.com/avatars/${encodeURIComponent(user.id)}/${encodeURIComponent(user.avatar)}.png`
          : null,
        profileImageUrl: null,
      };
    },
  };
}

const twitterUser = z.object({
  data: z.object({
    id: z.string().min(1),
    username: z.string().min(1),
    profile_image_url: z.url({ protocol: /^https$/ }).nullish(),
  }),
});

/** The social account's real OAuth 2 client: PKCE, scopes `users.read tweet.read`, then `GET /2/users/me`. */
export function createTwitterOAuthProvider(
  client: OAuthClientConfig,
  callbackUrl: string,
): ConnectionProvider {
  const twitter = new Twitter(client.clientId, client.clientSecret, callbackUrl);
  return {
    name: 'twitter',
    kind: 'oauth',
    usesPkce: true,
    authorizationUrl: (state, codeVerifier) => {
      if (!codeVerifier) throw new Error('The twitter round trip needs a PKCE code verifier');
      return twitter.createAuthorizationURL(state, codeVerifier, ['users.read', 'tweet.read']);
    },
    async completeLink(code, context): Promise<LinkedAccountProfile> {
      if (!context.codeVerifier)
        throw new LinkFailedError('invalid_code', 'No PKCE verifier for this request');
      const verifier = context.codeVerifier;
      const accessToken = await exchange(() => twitter.validateAuthorizationCode(code, verifier));
      const { data } = await fetchUser(
        'https://api.twitter.com/2/users/me?user.fields=profile_image_url',
        accessToken,
        twitterUser,
      );
      return {
        externalId: data.id,
        username: data.username,
        avatar: null,
        profileImageUrl: data.profile_image_url ?? null,
      };
    },
  };
}

/** The callback URL to register with a provider. */
export function callbackUrl(publicUrl: string, provider: ConnectionProviderName): string {
  return `${publicUrl}/v1/${provider}/callback`;
}

/** The provider of each linked-account kind; null: linking that kind is not available on this portal. */
export type ConnectionProviders = Record<ConnectionProviderName, ConnectionProvider | null>;

/**
 * One provider per linked-account kind, chosen once at start: the real OAuth client when its client id and
 * secret are configured, otherwise the local consent stand-in when the stand-ins are on (`standInsEnabled`:
 * development, never with a real `AUTH_URL` or in production unless `ARENA_ALLOW_STAND_IN=1`), otherwise none.
 */
export function createConnectionProviders(config: AppConfig): ConnectionProviders {
  // The stand-in signs its codes with a key derived from the JWT secret (never the secret itself).
  const standInSecret = createHmac('sha256', config.jwtSecret)
    .update('connections stand-in codes')
    .digest('hex');
  const standIns = standInsEnabled(config);
  const choose = (name: ConnectionProviderName): ConnectionProvider | null => {
    const client = config.oauth?.[name];
    if (!client) {
      if (!standIns) return null;
      return new StandInConnectionProvider(name, { publicUrl: config.publicUrl, secret: standInSecret });
    }
    const callback = callbackUrl(config.publicUrl, name);
    return name === 'discord'
      ? createDiscordOAuthProvider(client, callback)
      : createTwitterOAuthProvider(client, callback);
  };
  return Object.fromEntries(CONNECTION_PROVIDERS.map((name) => [name, choose(name)])) as ConnectionProviders;
}
