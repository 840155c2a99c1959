import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { contentTypeOfExtension } from './uploads-service.js';

/** The stored bytes as they are: the JSON serializer and the response schema leave a Buffer alone. */
function sendImage(reply: FastifyReply, contentType: string, bytes: Uint8Array): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(Buffer.from(bytes));
}

/**
 * Uploaded images (`/uploads/{id}.{ext}`), straight from the database. An upload never changes (a new image gets
 * a new id), so it is cached for a year; the type is the one detected from the bytes at upload.
 */
export function registerUploadRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notFound = () => apiError('notFound', { message: 'Image not found' });

  routes.route({
    ...contractRoute(app, 'GET /uploads/:file'),
    handler: async (request, reply) => {
      const [id, extension] = request.params.file.split('.') as [string, string];
      const upload = await context.db
        .selectFrom('uploads')
        .select(['content_type', 'extension', 'bytes'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!upload || upload.extension !== extension) throw notFound();
      return sendImage(reply, contentTypeOfExtension(upload.extension) ?? upload.content_type, upload.bytes);
    },
  });
}
