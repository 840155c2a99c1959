import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { checkAttachmentAddress } from './attachment-addresses.js';
import { contentTypeOfExtension, findServableUpload, parseUploadPath } from './uploads-service.js';

/** The stored bytes as they are: the JSON serializer and the response schema leave a Buffer alone. */
function sendFile(
  reply: FastifyReply,
  contentType: string,
  bytes: Uint8Array,
  cacheControl: string,
): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(Buffer.from(bytes));
}

/**
 * Uploaded images (`/uploads/{id}.{ext}`), straight from the database. An upload never changes (a new image gets
 * a new id), so it is cached for a year; the type is the one detected from the bytes at upload. A private upload
 * (a bug-report or ticket attachment) is not served here (404 as if unknown): only at its signed, expiring address
 * (`/attachments/{expires}/{signature}/{id}.{ext}`, see `attachment-addresses.ts`), which the API hands to staff
 * and to the ticket's own player.
 */
export function registerUploadRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notFound = () => apiError('notFound', { message: 'Image not found' });

  routes.route({
    ...contractRoute(app, 'GET /uploads/:file'),
    handler: async (request, reply) => {
      const found = parseUploadPath(`/uploads/${request.params.file}`);
      if (!found) throw notFound();
      const upload = await findServableUpload(context.db, found, 'public');
      if (!upload) throw notFound();
      const contentType = contentTypeOfExtension(upload.extension) ?? upload.content_type;
      return sendFile(reply, contentType, upload.bytes, 'public, max-age=31536000, immutable');
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /attachments/:expires/:signature/:file'),
    handler: async (request, reply) => {
      const checked = checkAttachmentAddress(context.config, request.params, context.clock());
      if (checked.status === 'expired') {
        throw apiError('forbidden', { message: 'This attachment address has expired; reload the ticket' });
      }
      if (checked.status !== 'ok') throw apiError('notFound', { message: 'Attachment not found' });
      const upload = await findServableUpload(context.db, checked, 'private');
      if (!upload) throw apiError('notFound', { message: 'Attachment not found' });
      reply.header('Referrer-Policy', 'no-referrer');
      const contentType = contentTypeOfExtension(upload.extension) ?? upload.content_type;
      return sendFile(reply, contentType, upload.bytes, `private, max-age=${checked.expiresIn}`);
    },
  });
}
