import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import {
  assertChatImageQuota,
  CHAT_IMAGE_MAX_BYTES,
  recordChatUpload,
  roomForUser,
} from './match-chat-service.js';

/**
 * POST /v1/chat/{matchId}/{matchType}/upload-image (P1 §7): multipart `image`, an image of at most 5 MB, by one
 * of the match's players or a platform admin. Answers `{ data: { imageUrl } }`; only such an upload may be sent
 * as an image message in that match's chat. At most `CHAT_IMAGES_PER_MATCH` images per player and match
 * (403 4032, race-safe: see `recordChatUpload`), within the player's total upload quota (403 4031).
 */
export function registerMatchChatRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'POST /v1/chat/:matchId/:matchType/upload-image'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      const user = signedInUser(request);
      // Checked before the upload is read, so nobody else gets to store a file.
      const room = await roomForUser(context.db, user, request.params.matchType, request.params.matchId);
      await assertChatImageQuota(context.db, room, user.id);
      const image = await readImageUpload(request, { maxBytes: CHAT_IMAGE_MAX_BYTES });
      // The file and its record in the room are stored together, the quota counted again under a lock.
      const path = await storeUpload(
        context,
        { ...image, ownerUserId: user.id, purpose: 'chat-image' },
        { alongside: (trx, stored) => recordChatUpload(trx, room, user.id, stored, context.clock()) },
      );
      return reply.status(201).send({ data: { imageUrl: context.assetUrl(path) ?? path } });
    },
  });
}
