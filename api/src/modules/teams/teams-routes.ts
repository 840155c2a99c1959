import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { Team, TeamInvite, TeamMember, VanityStatus } from '../../contract/api-types.js';
import {
  createTeam,
  deleteTeam,
  findInvite,
  joinTeam,
  leaveTeam,
  listMembers,
  myTeams,
  removeMember,
  setVanityEnabled,
  toggleMemberRole,
  updateTeam,
  vanityStatus,
} from './teams-service.js';
import { registerTeamImageRoute } from './team-image-route.js';

const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** 3–32 characters once trimmed (inner runs of spaces count as one). */
export const teamName = z
  .string()
  .overwrite((value) => value.trim().replace(/\s+/g, ' '))
  .min(3, 'Team name must be 3 to 32 characters')
  .max(32, 'Team name must be 3 to 32 characters')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'Team name contains characters that are not allowed');

/** 1–4 letters or digits (any script). */
export const teamShortName = z
  .string()
  .trim()
  .min(1, 'Short name is required')
  .max(4, 'Short name must be at most 4 characters')
  .regex(/^[\p{L}\p{N}]+$/u, 'Short name may only contain letters and digits');

export const createTeamBody = z.object({ name: teamName, shortName: teamShortName });
export const updateTeamBody = createTeamBody.extend({
  profileImg: z.string().max(500).nullable().optional(),
});
/** Absent `enabled` (or no body at all) flips the link. */
export const vanityStatusBody = z.object({ enabled: z.boolean().optional() }).nullish();

const teamParams = z.object({ id: z.string().min(1).max(100) });
const memberParams = teamParams.extend({ memberId: z.string().min(1).max(100) });
const vanityParams = z.object({ vanity: z.string().min(1).max(100) });

export function registerTeamRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  routes.get('/v1/teams/me', signedIn, async (request, reply): Promise<{ data: Team[] }> => {
    reply.header('Cache-Control', 'private, no-store');
    return { data: await myTeams(context, signedInUser(request).id) };
  });

  routes.post(
    '/v1/teams/create',
    { ...signedIn, schema: { body: createTeamBody } },
    async (request, reply): Promise<{ data: Team }> => {
      const team = await createTeam(context, signedInUser(request).id, request.body);
      reply.status(201);
      return { data: team };
    },
  );

  routes.put(
    '/v1/teams/:id',
    { ...signedIn, schema: { params: teamParams, body: updateTeamBody } },
    async (request): Promise<{ data: Team }> => ({
      data: await updateTeam(context, request.params.id, signedInUser(request).id, request.body),
    }),
  );

  routes.delete(
    '/v1/teams/:id',
    { ...signedIn, schema: { params: teamParams } },
    async (request): Promise<{ message: string }> => {
      await deleteTeam(context, request.params.id, signedInUser(request).id);
      return { message: 'Team deleted successfully' };
    },
  );

  routes.post(
    '/v1/teams/:id/leave',
    { ...signedIn, schema: { params: teamParams } },
    async (request): Promise<{ message: string }> => {
      await leaveTeam(context, request.params.id, signedInUser(request).id);
      return { message: 'Left team successfully' };
    },
  );

  routes.get(
    '/v1/teams/:id/members',
    { ...signedIn, schema: { params: teamParams } },
    async (request, reply): Promise<{ data: { members: TeamMember[] } }> => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: { members: await listMembers(context, request.params.id, signedInUser(request).id) } };
    },
  );

  routes.get(
    '/v1/teams/:id/vanity',
    { ...signedIn, schema: { params: teamParams } },
    async (request, reply): Promise<{ data: VanityStatus }> => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await vanityStatus(context, request.params.id, signedInUser(request).id) };
    },
  );

  routes.patch(
    '/v1/teams/:id/vanity-status',
    { ...signedIn, schema: { params: teamParams, body: vanityStatusBody } },
    async (request): Promise<{ data: VanityStatus }> => ({
      data: await setVanityEnabled(
        context,
        request.params.id,
        signedInUser(request).id,
        request.body?.enabled,
      ),
    }),
  );

  routes.post(
    '/v1/teams/:id/promote/:memberId',
    { ...signedIn, schema: { params: memberParams } },
    async (request): Promise<{ data: TeamMember }> => ({
      data: await toggleMemberRole(
        context,
        request.params.id,
        signedInUser(request).id,
        request.params.memberId,
      ),
    }),
  );

  routes.delete(
    '/v1/teams/:id/members/:memberId',
    { ...signedIn, schema: { params: memberParams } },
    async (request): Promise<{ message: string }> => {
      await removeMember(context, request.params.id, signedInUser(request).id, request.params.memberId);
      return { message: 'Member removed successfully' };
    },
  );

  routes.get(
    '/v1/teams/vanity/:vanity',
    { schema: { params: vanityParams } },
    async (request, reply): Promise<{ data: TeamInvite }> => {
      // The link can be switched off at any moment; a cached copy would keep showing it.
      reply.header('Cache-Control', 'no-store');
      return { data: await findInvite(context, request.params.vanity) };
    },
  );

  routes.post(
    '/v1/teams/join/:vanity',
    { ...signedIn, schema: { params: vanityParams } },
    async (request): Promise<{ data: Team }> => ({
      data: await joinTeam(context, signedInUser(request).id, request.params.vanity),
    }),
  );

  registerTeamImageRoute(app, context);
}
