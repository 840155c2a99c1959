import type { User } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '../../auth/authenticate.js';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import type { StaffHolder } from '../../auth/roles.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { connectionsOf } from '../connections/connections-service.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import { toPublicProfile, toUserDto } from './user-dto.js';
import {
  canonicalCountryName,
  deactivateAccount,
  profileStats,
  replaceProfileImage,
  updateProfile,
  findUser,
} from './users-service.js';

const PROFILE_NOT_FOUND = 'This profile is private or does not exist';

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function userAnswer(row: UserRow & StaffHolder): Promise<{ user: User }> {
    const [stats, connections] = await Promise.all([profileStats(db, row.id), connectionsOf(db, row.id)]);
    return { user: toUserDto(row, stats, context.assetUrl, connections) };
  }

  /** The one answer not wrapped in `data` (P1 §7): `{ user }`. Banned users get 403 1002 with the reason. */
  routes.route({
    ...contractRoute(app, 'GET /v1/user/me'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return userAnswer(signedInUser(request));
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/user/me/profile'),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      let location: string | null = null;
      if (body.location) {
        // A seeded or older location that is not a bare country name may be sent back unchanged.
        location =
          canonicalCountryName(body.location) ?? (body.location === user.location ? user.location : null);
        if (location === null) {
          throw apiError('validation', {
            message: 'Invalid body: location',
            details: { location: 'body', fields: { location: 'Choose a country from the list' } },
          });
        }
      }
      const updated = await updateProfile(
        db,
        user.id,
        {
          displayName: body.displayName,
          location,
          email: body.email ? body.email : null,
          isProfileVisible: body.isProfileVisible,
          notificationPreferences: body.notificationPreferences,
        },
        context.clock(),
      );
      reply.header('Cache-Control', 'private, no-store');
      return userAnswer({ ...updated, staff_roles: user.staff_roles });
    },
  });

  for (const [slot, key] of [
    ['profile_image', 'POST /v1/user/me/profile/image'],
    ['banner_image', 'POST /v1/user/me/profile/banner'],
  ] as const) {
    routes.route({
      ...contractRoute(app, key),
      config: { rateLimit: writeLimit(context.config) },
      handler: async (request, reply) => {
        const user = signedInUser(request);
        const image = await readImageUpload(request);
        const purpose = slot === 'profile_image' ? 'profile-image' : 'banner-image';
        const stored = await storeUpload(context, { ...image, ownerUserId: user.id, purpose });
        const updated = await replaceProfileImage(db, user, slot, stored, context.clock());
        reply.header('Cache-Control', 'private, no-store');
        return userAnswer({ ...updated, staff_roles: user.staff_roles });
      },
    });
  }

  routes.route({
    ...contractRoute(app, 'POST /v1/user/me/deactivate'),
    handler: async (request) => {
      const user = signedInUser(request);
      await deactivateAccount(db, user.id, context.clock());
      request.log.info({ userId: user.id }, 'account deactivated');
      return { message: 'Account deactivated successfully' };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/users/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { id } = request.params;
      const notFound = () => apiError('notFound', { message: PROFILE_NOT_FOUND });
      if (!isUuid(id)) throw notFound();
      const row = await findUser(db, id);
      if (!row || row.deactivated_at) throw notFound();
      if (!row.is_profile_visible && request.user?.id !== row.id) throw notFound();
      const [stats, connections] = await Promise.all([profileStats(db, row.id), connectionsOf(db, row.id)]);
      return { data: toPublicProfile(row, stats, context.assetUrl, connections) };
    },
  });
}
