import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { checkAttachmentAddress } from './attachment-addresses.js';
import type { StoredFile } from '../../storage/file-storage.js';
import {
  contentTypeOfExtension,
  findServableUpload,
  openUploadFile,
  parseUploadPath,
} from './uploads-service.js';

/** A year: an upload never changes (a new image gets a new id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored bytes as they are, streamed: the JSON serializer and the response schema leave a stream alone. */
function sendFile(
  reply: FastifyReply,
  contentType: string,
  file: StoredFile,
  cacheControl: string,
): FastifyReply {
  if (file.size > 0) reply.header('Content-Length', file.size);
  return reply
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(file.body);
}

/**
 * Uploaded images (`/uploads/{id}.{ext}`): the row says whether the file may be served here, the file storage holds
 * its bytes (`api/src/storage`), streamed as they are. With a CDN in front of the bucket (`UPLOADS_PUBLIC_URL`), a
 * public file is redirected there instead, so the addresses the API hands out stay the same. An upload never
 * changes, so it is cached for a year; the type is the one detected from the bytes at upload. A private upload
 * (a bug-report or ticket attachment) is not served here (404 as if unknown): only at its signed, expiring address
 * (`/attachments/{expires}/{signature}/{id}.{ext}`, see `attachment-addresses.ts`), which the API hands to staff
 * and to the ticket's own player.
 */
export function registerUploadRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notFound = () => apiError('notFound', { message: 'Image not found' });
  // A row whose file the storage lost (a bucket emptied by hand, a restore without files): logged, then 404.
  const missingFile = (file: string) => {
    context.log.error({ file }, 'an upload row has no file in the file storage');
    return apiError('notFound', { message: 'File not found' });
  };

  routes.route({
    ...contractRoute(app, 'GET /uploads/:file'),
    handler: async (request, reply) => {
      const found = parseUploadPath(`/uploads/${request.params.file}`);
      if (!found) throw notFound();
      const upload = await findServableUpload(context.db, found, 'public');
      if (!upload) throw notFound();
      const cdn = upload.storage_key ? context.storage.publicUrl(upload.storage_key) : null;
      // Redirected for a day only: the CDN's address is the operator's to change, the file's is not.
      if (cdn) return reply.header('Cache-Control', 'public, max-age=86400').redirect(cdn, 302);
      const file = await openUploadFile(context.storage, upload);
      if (!file) throw missingFile(request.params.file);
      const contentType = contentTypeOfExtension(upload.extension) ?? upload.content_type;
      return sendFile(reply, contentType, file, IMMUTABLE);
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
      const file = await openUploadFile(context.storage, upload);
      if (!file) throw missingFile(request.params.file);
      reply.header('Referrer-Policy', 'no-referrer');
      const contentType = contentTypeOfExtension(upload.extension) ?? upload.content_type;
      return sendFile(reply, contentType, file, `private, max-age=${checked.expiresIn}`);
    },
  });
}
