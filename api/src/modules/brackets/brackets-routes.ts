import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ErrorCode, isApiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { getBracketStageView, getTournamentBracket } from './brackets-service.js';
import { embedAsset } from './embed-assets.js';
import { EMBED_TEXTS } from './embed-labels.js';
import {
  embedContentSecurityPolicy,
  renderBracketEmbedPage,
  renderBracketMessagePage,
} from './embed-page.js';

/**
 * The reply without the contract's answer types, for the embed's HTML 404 page and its asset files (the contract
 * declares their 200 bodies as text for the API document; the serializer leaves non-JSON bodies alone).
 */
function asPlainReply(reply: unknown): FastifyReply {
  return reply as FastifyReply;
}

/**
 * Brackets: GET /v1/tournaments/{id}/bracket (public) and the embed host `/embed/brackets/{tournamentId}` with its
 * assets (the generation of brackets when tournaments start is the module's periodic pass: `brackets-module.ts`).
 */
export function registerBracketRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/:id/bracket'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { data: await getTournamentBracket(context.db, request.params.id) };
    },
  });

  const contentSecurityPolicy = embedContentSecurityPolicy(context.config.portalOrigins);

  routes.route({
    ...contractRoute(app, 'GET /embed/brackets/:tournamentId'),
    handler: async (request, reply) => {
      const { stage, lang } = request.query;
      reply
        .header('Content-Security-Policy', contentSecurityPolicy)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8');
      try {
        const view = await getBracketStageView(context.db, request.params.tournamentId, stage);
        return renderBracketEmbedPage({
          language: lang,
          tournamentName: view.tournamentName,
          type: view.type,
          data: view.data,
          parentOrigins: context.config.portalOrigins,
        });
      } catch (error) {
        if (!isApiError(error) || error.statusCode !== 404) throw error;
        const texts = EMBED_TEXTS[lang];
        const message =
          error.code === ErrorCode.tournamentNotFound
            ? texts.tournamentNotFound
            : error.details?.reason === 'no_next_stage'
              ? texts.noNextStage
              : texts.notStarted;
        return asPlainReply(reply).code(404).send(renderBracketMessagePage(lang, message));
      }
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /embed/assets/:file'),
    handler: async (request, typedReply) => {
      const reply = asPlainReply(typedReply);
      const asset = embedAsset(request.params.file);
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept-Encoding')
        .type(asset.contentType);
      if (acceptsGzip) return reply.header('Content-Encoding', 'gzip').send(asset.gzipped);
      return reply.send(asset.body);
    },
  });
}
