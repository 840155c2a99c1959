import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { isMatchStaff } from '../../auth/roles.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { detectImageFormat } from '../uploads/uploads-service.js';
import { matchResult } from './answers.js';
import { report, reportScreenshot } from './match-lifecycle.js';

/** Result screenshots: images only, at most 5 MB (P1 §5). */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_FIELD = 'screenshot';

async function drain(part: MultipartFile): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
}

/** The `screenshot` field's image, checked by its bytes (400 missing, 413 above 5 MB, 415 not an image). */
async function readScreenshot(request: FastifyRequest) {
  const missing = () =>
    apiError('validation', { message: 'A screenshot is required', details: { field: SCREENSHOT_FIELD } });
  const tooLarge = () =>
    apiError('payloadTooLarge', {
      message: 'The screenshot must be 5 MB or smaller',
      details: { maxBytes: SCREENSHOT_MAX_BYTES },
    });
  if (!request.isMultipart()) throw missing();
  let file: { bytes: Buffer; truncated: boolean } | null = null;
  try {
    for await (const part of request.files({
      limits: { fileSize: SCREENSHOT_MAX_BYTES + 1 },
      throwFileSizeLimit: false,
    })) {
      const read = await drain(part);
      if (part.fieldname === SCREENSHOT_FIELD && file === null) file = read;
    }
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 413) throw tooLarge();
    throw apiError('validation', { message: 'The uploaded form could not be read' });
  }
  if (!file || file.bytes.length === 0) throw missing();
  if (file.truncated || file.bytes.length > SCREENSHOT_MAX_BYTES) throw tooLarge();
  const format = detectImageFormat(file.bytes);
  if (!format) throw apiError('unsupportedMediaType', { message: 'Please upload an image file' });
  return { bytes: file.bytes, ...format };
}

/**
 * Match results of matchmaking matches (P1 §7): each player reports the winner and a screenshot (either order;
 * the report counts once both are in); agreeing reports verify, disagreeing ones become a dispute.
 */
export function registerMatchResultRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/match-results/:matchId'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = signedInUser(request);
      return {
        data: await matchResult(context, request.params.matchId, {
          id: user.id,
          isAdmin: isMatchStaff(user),
        }),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/match-results/:matchId/winner'),
    handler: async (request) => ({
      data: await report(context, request.params.matchId, signedInUser(request).id, {
        winnerId: request.body.winner_id,
      }),
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/match-results/:matchId/screenshot'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request) => {
      const user = signedInUser(request);
      // Only a player of the match may store a file: checked before the upload is read.
      await matchResult(context, request.params.matchId, { id: user.id, isAdmin: false });
      const image = await readScreenshot(request);
      return { data: await reportScreenshot(context, request.params.matchId, user.id, image) };
    },
  });
}
