import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import { assertCanEditTeam, setTeamImage } from './teams-service.js';

/** POST /v1/teams/{id}/image: multipart `image`, the same rules as profile images; owner or admin. */
export function registerTeamImageRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'POST /v1/teams/:id/image'),
    handler: async (request) => {
      const user = signedInUser(request);
      // Checked before the upload is read, so nobody else gets to store a file.
      await assertCanEditTeam(context, request.params.id, user.id);
      const image = await readImageUpload(request);
      const path = await storeUpload(context.db, { ...image, ownerUserId: user.id });
      return { data: await setTeamImage(context, request.params.id, user.id, path) };
    },
  });
}
