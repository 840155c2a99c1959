import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contentTypeOfExtension } from './uploads-service.js';

const uploadFile = z.object({
  file: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/,
      'Expected <id>.<png|jpg|gif|webp>',
    ),
});

/**
 * Uploaded images (`/uploads/{id}.{ext}`), straight from the database. An upload never changes (a new image gets
 * a new id), so it is cached for a year; the type is the one detected from the bytes at upload.
 */
export function registerUploadRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notFound = () => apiError('notFound', { message: 'Image not found' });

  routes.get('/uploads/:file', { schema: { params: uploadFile } }, async (request, reply) => {
    const [id, extension] = request.params.file.split('.') as [string, string];
    const upload = await context.db
      .selectFrom('uploads')
      .select(['content_type', 'extension', 'bytes'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!upload || upload.extension !== extension) throw notFound();
    const contentType = contentTypeOfExtension(upload.extension) ?? upload.content_type;
    return reply
      .header('Content-Type', contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(Buffer.from(upload.bytes));
  });
}
