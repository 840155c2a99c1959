import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { User } from '../../contract/api-types.js';
import { toUserDto } from './user-dto.js';

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  /** The one answer not wrapped in `data` (P1 §7): `{ user }`. Banned users get 403 1002 with the reason. */
  app.get('/v1/user/me', { preHandler: app.requireUser }, async (request, reply): Promise<{ user: User }> => {
    reply.header('Cache-Control', 'private, no-store');
    return { user: toUserDto(signedInUser(request), context.assetUrl) };
  });
}
