import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { parseRedirectUrl } from '../auth-signin/redirect-url.js';
import { connectErrorPage } from './connect-page.js';
import { connectionPage, redirectNoStore } from './connection-replies.js';
import { CONNECTION_PROVIDERS, type ConnectionProviderName, LinkFailedError } from './connection-provider.js';
import {
  connectionOf,
  connectionsOf,
  consumeLinkState,
  createLinkState,
  linkablePlayer,
  isLinkStateExpired,
  PROVIDER_LABELS,
  removeConnection,
  saveConnection,
  toConnections,
  toDiscordAccount,
  toTwitterAccount,
} from './connections-service.js';
import { type ConnectionProviders, createConnectionProviders } from './oauth-providers.js';
import { registerConsentStandIn } from './consent-stand-in-routes.js';
import { StandInConnectionProvider } from './stand-in-provider.js';

type FailureReason = 'access_denied' | 'expired' | 'invalid_code' | 'provider_error' | 'account_unavailable';

/** The portal page the round trip started from, told how it ended. */
function backToPortal(
  redirectUrl: string,
  provider: ConnectionProviderName,
  outcome: { status: 'connected' } | { status: 'failed'; reason: FailureReason },
): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('provider', provider);
  url.searchParams.set('status', outcome.status);
  if (outcome.status === 'failed') url.searchParams.set('reason', outcome.reason);
  else url.searchParams.delete('reason');
  return url.href;
}

/**
 * Linked accounts (P1 §3 Connections, §4 Linking): the links of the signed-in player, the round trip that
 * creates one (`/v1/{provider}/auth` → provider or local consent page → `/v1/{provider}/callback` → the portal)
 * and unlinking. `providers` replaces the ones chosen from the configuration (tests).
 */
export function registerConnectionRoutes(
  app: FastifyInstance,
  context: AppContext,
  providers: ConnectionProviders = createConnectionProviders(context.config),
): void {
  const { db, config } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const origins = config.portalOrigins;
  const html = (reply: FastifyReply, status: number, body: string) =>
    connectionPage(reply, config, status, body);

  routes.route({
    ...contractRoute(app, 'GET /v1/user/me/connections'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return toConnections(await connectionsOf(db, signedInUser(request).id));
    },
  });

  const notLinked = (name: ConnectionProviderName) =>
    apiError('notFound', { message: `No ${PROVIDER_LABELS[name].en} account is linked` });

  /** Neither the provider's OAuth client nor the stand-in is on (a real portal without that client configured). */
  const notConfigured = (name: ConnectionProviderName) =>
    apiError('providerNotConfigured', {
      message: `Linking a ${PROVIDER_LABELS[name].en} account is not available on this portal`,
      details: { provider: name },
    });

  routes.route({
    ...contractRoute(app, 'GET /v1/discord/account'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const row = await connectionOf(db, signedInUser(request).id, 'discord');
      if (!row) throw notLinked('discord');
      return { data: toDiscordAccount(row, context.assetUrl) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/twitter/account'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const row = await connectionOf(db, signedInUser(request).id, 'twitter');
      if (!row) throw notLinked('twitter');
      return { data: toTwitterAccount(row, context.assetUrl) };
    },
  });

  for (const name of CONNECTION_PROVIDERS) {
    const provider = providers[name];
    const label = PROVIDER_LABELS[name].en;

    routes.route({
      ...contractRoute(app, `GET /v1/${name}/auth`),
      handler: async (request, reply) => {
        if (!provider) throw notConfigured(name);
        const redirectUrl = parseRedirectUrl(request.query.redirect_url, origins);
        if (!redirectUrl) {
          throw apiError('validation', {
            message: 'redirect_url must be an absolute URL on one of the portal origins',
            details: { location: 'query', fields: { redirect_url: 'Not a portal URL' } },
          });
        }
        const { state, codeVerifier } = await createLinkState(db, {
          provider,
          userId: signedInUser(request).id,
          redirectUrl: redirectUrl.href,
          now: context.clock(),
        });
        reply.header('Cache-Control', 'private, no-store');
        return { url: provider.authorizationUrl(state, codeVerifier).href };
      },
    });

    routes.route({
      ...contractRoute(app, `DELETE /v1/${name}/unlink`),
      handler: async (request) => {
        if (!(await removeConnection(db, signedInUser(request).id, name))) throw notLinked(name);
        return { message: `${label} account unlinked successfully` };
      },
    });

    routes.route({
      ...contractRoute(app, `GET /v1/${name}/callback`),
      // A browser lands here: a refused query gets the HTML error page, not JSON.
      attachValidation: true,
      handler: async (request, reply) => {
        const query = request.validationError ? {} : request.query;
        const row = provider && query.state ? await consumeLinkState(db, query.state, name) : null;
        if (!provider || !row) return html(reply, 400, connectErrorPage(name));
        const fail = (reason: FailureReason) =>
          redirectNoStore(reply, backToPortal(row.redirect_url, name, { status: 'failed', reason }));

        const now = context.clock();
        if (isLinkStateExpired(row, now)) return fail('expired');
        if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
        if (!query.code) return fail('invalid_code');
        if (!(await linkablePlayer(db, row.user_id))) return fail('account_unavailable');

        try {
          const profile = await provider.completeLink(query.code, {
            state: row.state,
            userId: row.user_id,
            codeVerifier: row.code_verifier,
          });
          await saveConnection(db, { userId: row.user_id, provider: name, profile, now });
        } catch (error) {
          if (!(error instanceof LinkFailedError)) throw error;
          request.log.warn({ provider: name, reason: error.reason, err: error }, 'account link failed');
          return fail(error.reason);
        }
        request.log.info({ userId: row.user_id, provider: name }, 'account linked');
        return redirectNoStore(reply, backToPortal(row.redirect_url, name, { status: 'connected' }));
      },
    });

    if (provider instanceof StandInConnectionProvider) registerConsentStandIn(app, context, provider);
  }
}
