import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, displayText, id, isoDate, messageAnswer, text } from './primitives.js';

/** A team role (P1 §3): the owner, admins and members. */
export const teamRole = z.enum(['owner', 'admin', 'member']);
export type TeamRole = z.infer<typeof teamRole>;

/** A member of a team; `id` is the membership id that promote and remove take. */
export const teamMember = z
  .object({
    id: z.string(),
    userId: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    profileImage: z.string().nullable(),
    role: teamRole,
    joinedAt: isoDate(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;

/** A team as its members see it (GET /v1/teams/me); `role` is the current user's. */
export const team = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    profileImg: z.string().nullable(),
    role: teamRole,
    members: z.array(teamMember),
    membersCount: z.number(),
    vanity: z.string(),
    created_at: isoDate(),
    updated_at: isoDate(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;

/** The invite link of a team (GET /v1/teams/{id}/vanity, owner or admin). */
export const vanityStatus = z.object({ inviteLink: z.string(), vanityEnabled: z.boolean() });
export type VanityStatus = z.infer<typeof vanityStatus>;

/** What the public invite page shows (GET /v1/teams/vanity/{vanity}). */
export const teamInvite = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  profileImg: z.string().nullable(),
  membersCount: z.number(),
  vanity: z.string(),
});
export type TeamInvite = z.infer<typeof teamInvite>;

/** 3–32 characters once trimmed (inner runs of spaces count as one), nothing invisible (`displayText`). */
export const teamName = displayText()
  .overwrite((value) => value.trim().replace(/\s+/g, ' '))
  .min(3, 'Team name must be 3 to 32 characters')
  .max(32, 'Team name must be 3 to 32 characters');

/** 1–4 letters or digits (any script), nothing invisible (`displayText`). */
export const teamShortName = displayText()
  .trim()
  .min(1, 'Short name is required')
  .max(4, 'Short name must be at most 4 characters')
  .regex(/^[\p{L}\p{N}]+$/u, 'Short name may only contain letters and digits');

/** The body of POST /v1/teams/create. */
export const createTeamBody = z.object({ name: teamName, shortName: teamShortName });
export type CreateTeamBody = z.input<typeof createTeamBody>;
/**
 * The address of a team image a client may send back with PUT /v1/teams/{id}: what the team's image upload answered
 * (`/uploads/{uuid}.{png|jpg|gif|webp}`) or a seeded team logo (`/static/teams/{name}.svg`), as a path or an
 * absolute URL; empty removes the image. The API also checks that the upload is this team's own team image.
 */
const TEAM_IMAGE_ADDRESS =
  /^(?:(?:https?:\/\/[^\s?#]{1,400})?\/(?:uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp)|static\/teams\/[A-Za-z0-9_-]{1,64}\.svg))?$/;

/** The body of PUT /v1/teams/{id}: `profileImg` absent keeps the image, null or empty removes it. */
export const updateTeamBody = createTeamBody.extend({
  profileImg: text()
    .max(500)
    .regex(TEAM_IMAGE_ADDRESS, 'must be the address the team image upload answered')
    .nullable()
    .optional(),
});
export type UpdateTeamBody = z.input<typeof updateTeamBody>;
/** Absent `enabled` (or no body at all) flips the link. */
const vanityStatusBody = z.object({ enabled: z.boolean().optional() }).nullish();

const teamParams = z.object({ id: id() });
const memberParams = teamParams.extend({ memberId: id() });
const vanityParams = z.object({ vanity: id() });

export const teamEndpoints = defineEndpoints({
  'GET /v1/teams/me': {
    summary: "The signed-in player's teams (at most one)",
    tag: 'teams',
    auth: 'user',
    response: { 200: dataOf(z.array(team)) },
  },
  'POST /v1/teams/create': {
    summary: 'Create a team; the caller becomes its owner',
    tag: 'teams',
    auth: 'user',
    body: createTeamBody,
    refuses: { 409: 'You are already in a team, or a team has this name' },
    response: { 201: dataOf(team) },
  },
  'PUT /v1/teams/:id': {
    summary: 'Edit a team (owner or admin)',
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    body: updateTeamBody,
    refuses: {
      400: "A `profileImg` that is not this team's own upload (4001)",
      403: 'Only the team owner or an admin can manage the team',
      404: 'No such team, or you are not in it',
      409: 'A team with this name already exists',
    },
    response: { 200: dataOf(team) },
  },
  'DELETE /v1/teams/:id': {
    summary: 'Delete a team (owner)',
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    refuses: { 403: 'Only the team owner can delete the team', 404: 'No such team, or you are not in it' },
    response: { 200: messageAnswer },
  },
  'POST /v1/teams/:id/leave': {
    summary: 'Leave a team',
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    refuses: {
      404: 'No such team, or you are not in it',
      409: 'The owner cannot leave the team (delete it instead)',
    },
    response: { 200: messageAnswer },
  },
  'GET /v1/teams/:id/members': {
    summary: "A team's members (members only)",
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    refuses: { 404: 'No such team, or you are not in it' },
    response: { 200: dataOf(z.object({ members: z.array(teamMember) })) },
  },
  'GET /v1/teams/:id/vanity': {
    summary: "A team's invite link and whether it is on (owner or admin)",
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    refuses: { 403: 'Only the team owner or an admin', 404: 'No such team, or you are not in it' },
    response: { 200: dataOf(vanityStatus) },
  },
  'PATCH /v1/teams/:id/vanity-status': {
    summary: 'Switch the invite link on or off; without `enabled`, flip it (owner or admin)',
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    body: vanityStatusBody,
    refuses: { 403: 'Only the team owner or an admin', 404: 'No such team, or you are not in it' },
    response: { 200: dataOf(vanityStatus) },
  },
  'POST /v1/teams/:id/promote/:memberId': {
    summary: "Toggle a member's role between member and admin (owner, or admin for members)",
    tag: 'teams',
    auth: 'user',
    params: memberParams,
    refuses: {
      403: "Only the owner or an admin; the owner's role cannot change and only the owner changes an admin's",
      404: 'No such team or member, or you are not in the team',
      409: "The member's role changed meanwhile",
    },
    response: { 200: dataOf(teamMember) },
  },
  'DELETE /v1/teams/:id/members/:memberId': {
    summary: 'Remove a member (owner, or admin for members); the owner cannot be removed (20025)',
    tag: 'teams',
    auth: 'user',
    params: memberParams,
    refuses: {
      400: 'Removing yourself (leave instead)',
      403: 'Only the owner or an admin; only the owner removes an admin; the owner cannot be removed (20025)',
      404: 'No such team or member, or you are not in the team',
    },
    response: { 200: messageAnswer },
  },
  'GET /v1/teams/vanity/:vanity': {
    summary: 'The public invite page of a team',
    tag: 'teams',
    auth: 'public',
    params: vanityParams,
    refuses: { 404: 'No team has this invite link switched on' },
    response: { 200: dataOf(teamInvite) },
  },
  'POST /v1/teams/join/:vanity': {
    summary: 'Join a team through its invite link',
    tag: 'teams',
    auth: 'user',
    params: vanityParams,
    refuses: {
      403: 'The invite link is switched off',
      404: 'No team has this invite link',
      409: 'You are already in a team',
    },
    response: { 200: dataOf(team) },
  },
  'POST /v1/teams/:id/image': {
    summary: "Upload a team's image: multipart `image`, PNG/JPEG/GIF/WebP up to 2 MB (owner or admin)",
    tag: 'teams',
    auth: 'user',
    params: teamParams,
    multipart: true,
    refuses: {
      403: 'Only the team owner or an admin; your upload storage is full (4031)',
      404: 'No such team, or you are not in it',
    },
    response: { 200: dataOf(z.object({ profileImg: z.string().nullable() })) },
  },
});
