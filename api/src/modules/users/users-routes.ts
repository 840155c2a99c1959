import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { PublicProfile, User } from '../../contract/api-types.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { connectionsOf } from '../connections/connections-service.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import { toPublicProfile, toUserDto } from './user-dto.js';
import {
  canonicalCountryName,
  deactivateAccount,
  replaceProfileImage,
  updateProfile,
} from './users-service.js';

const profileUpdateBody = z.object({
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(3, 'Display name must be 3 to 32 characters')
    .max(32, 'Display name must be 3 to 32 characters'),
  location: z.string({ error: 'Location must be a country name or null' }).trim().max(100).nullable(),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254, 'Enter a valid email address')], {
      error: 'Enter a valid email address',
    })
    .nullable(),
  isProfileVisible: z.boolean({ error: 'Profile visibility must be true or false' }),
  notificationPreferences: z
    .number({ error: 'Notification preferences must be a whole number from 0 to 3' })
    .int('Notification preferences must be a whole number from 0 to 3')
    .min(0, 'Notification preferences must be a whole number from 0 to 3')
    .max(3, 'Notification preferences must be a whole number from 0 to 3'),
});

const deactivateBody = z.object(
  { confirm: z.literal('delete', { error: 'Type delete to confirm' }) },
  { error: 'Type delete to confirm' },
);

const userIdParams = z.object({ id: z.string().max(100) });

const PROFILE_NOT_FOUND = 'This profile is private or does not exist';

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function userAnswer(row: UserRow): Promise<{ user: User }> {
    return { user: toUserDto(row, context.assetUrl, await connectionsOf(db, row.id)) };
  }

  /** The one answer not wrapped in `data` (P1 §7): `{ user }`. Banned users get 403 1002 with the reason. */
  routes.get(
    '/v1/user/me',
    { onRequest: app.requireUser },
    async (request, reply): Promise<{ user: User }> => {
      reply.header('Cache-Control', 'private, no-store');
      return userAnswer(signedInUser(request));
    },
  );

  routes.put(
    '/v1/user/me/profile',
    { onRequest: app.requireUser, schema: { body: profileUpdateBody } },
    async (request, reply): Promise<{ user: User }> => {
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
      return userAnswer(updated);
    },
  );

  for (const [slot, path] of [
    ['profile_image', '/v1/user/me/profile/image'],
    ['banner_image', '/v1/user/me/profile/banner'],
  ] as const) {
    routes.post(path, { onRequest: app.requireUser }, async (request, reply): Promise<{ user: User }> => {
      const user = signedInUser(request);
      const image = await readImageUpload(request);
      const stored = await storeUpload(db, { ...image, ownerUserId: user.id });
      const updated = await replaceProfileImage(db, user, slot, stored, context.clock());
      reply.header('Cache-Control', 'private, no-store');
      return userAnswer(updated);
    });
  }

  routes.post(
    '/v1/user/me/deactivate',
    { onRequest: app.requireUser, schema: { body: deactivateBody } },
    async (request): Promise<{ message: string }> => {
      const user = signedInUser(request);
      await deactivateAccount(db, user.id, context.clock());
      request.log.info({ userId: user.id }, 'account deactivated');
      return { message: 'Account deactivated successfully' };
    },
  );

  routes.get(
    '/v1/users/:id',
    { onRequest: app.optionalUser, schema: { params: userIdParams } },
    async (request, reply): Promise<{ data: PublicProfile }> => {
      reply.header('Cache-Control', 'private, no-store');
      const { id } = request.params;
      const notFound = () => apiError('notFound', { message: PROFILE_NOT_FOUND });
      if (!isUuid(id)) throw notFound();
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.deactivated_at) throw notFound();
      if (!row.is_profile_visible && request.user?.id !== row.id) throw notFound();
      return { data: toPublicProfile(row, context.assetUrl, await connectionsOf(db, row.id)) };
    },
  );
}
