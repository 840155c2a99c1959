import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { registerFormParser } from '../../http/body-parsers.js';
import { contractRoute } from '../../http/contract-route.js';
import { signInLimit } from '../../http/limits.js';
import { connectConsentPage, connectErrorPage } from './connect-page.js';
import { connectionPage, redirectNoStore } from './connection-replies.js';
import { findUsableLinkState, linkablePlayer } from './connections-service.js';
import { checkStandInUsername, type StandInConnectionProvider } from './stand-in-provider.js';

/**
 * The local consent page of a provider without a configured OAuth client, when the stand-ins are on; otherwise
 * `/auth/connect/{provider}` is not registered (404).
 */
export function registerConsentStandIn(
  app: FastifyInstance,
  context: AppContext,
  provider: StandInConnectionProvider,
): void {
  const { db, config } = context;
  const name = provider.name;
  const html = (reply: FastifyReply, status: number, body: string) =>
    connectionPage(reply, config, status, body);
  const redirect = redirectNoStore;
  const callback = (params: Record<string, string>) =>
    `${config.publicUrl}/v1/${name}/callback?${new URLSearchParams(params).toString()}`;

  app.register(async (scope) => {
    registerFormParser(scope);
    const scoped = scope.withTypeProvider<ZodTypeProvider>();

    async function consentFor(state: string | undefined) {
      const row = state ? await findUsableLinkState(db, state, name, context.clock()) : null;
      if (!row) return null;
      const player = await linkablePlayer(db, row.user_id);
      return player ? { row, player: { gameName: player.gameName, tagLine: player.tagLine } } : null;
    }

    scoped.route({
      ...contractRoute(scope, `GET /auth/connect/${name}`),
      attachValidation: true,
      handler: async (request, reply) => {
        const consent = await consentFor(request.validationError ? undefined : request.query.state);
        if (!consent) return html(reply, 400, connectErrorPage(name));
        return html(
          reply,
          200,
          connectConsentPage({
            provider: name,
            state: consent.row.state,
            player: consent.player,
            username: consent.player.gameName,
            error: null,
          }),
        );
      },
    });

    scoped.route({
      ...contractRoute(scope, `POST /auth/connect/${name}`),
      attachValidation: true,
      // Fails closed, as the sign-in stand-in's limit does.
      config: { rateLimit: signInLimit(config) },
      handler: async (request, reply) => {
        const body = request.validationError ? {} : (request.body ?? {});
        const consent = await consentFor(body.state);
        if (!consent) return html(reply, 400, connectErrorPage(name));
        const { state } = consent.row;
        if (body.action !== 'authorize') return redirect(reply, callback({ error: 'access_denied', state }));

        const checked = checkStandInUsername(body.username ?? '');
        if ('error' in checked) {
          return html(
            reply,
            400,
            connectConsentPage({
              provider: name,
              state,
              player: consent.player,
              username: body.username ?? '',
              error: checked.error,
            }),
          );
        }
        const code = provider.issueCode({ state, userId: consent.row.user_id, username: checked.username });
        return redirect(reply, callback({ code, state }));
      },
    });
  });
}
