import { RefusalReason } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { refusal } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import { assertCanEditTeam, setTeamImage } from './teams-service.js';

/**
 * POST /v1/teams/{id}/image: multipart `image`, the same rules as profile images; owner or admin. The file is
 * stored as this team's team image and set on the team in one transaction, so a failure keeps neither.
 */
export function registerTeamImageRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'POST /v1/teams/:id/image'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request) => {
      const user = signedInUser(request);
      // Checked before the upload is read, so nobody else gets to store a file.
      const teamId = await assertCanEditTeam(context, request.params.id, user.id);
      const image = await readImageUpload(request);
      const path = await storeUpload(
        context,
        { ...image, ownerUserId: user.id, purpose: 'team-image', teamId },
        { alongside: (trx, stored) => setTeamImage(context, trx, teamId, user.id, stored) },
      ).catch((error: unknown) => {
        // The team was deleted while the image was read: its file cannot name it.
        if ((error as { code?: unknown }).code === '23503') {
          throw refusal('notFound', 'Team not found', { reason: RefusalReason.teamNotFound });
        }
        throw error;
      });
      return { data: { profileImg: context.assetUrl(path) } };
    },
  });
}
