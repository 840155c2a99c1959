import { randomInt } from 'node:crypto';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import {
  errorDefinitions,
  RefusalReason,
  type Team,
  type TeamInvite,
  type TeamMember,
  type VanityStatus,
} from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { TeamRole } from '../../db/schema.js';
import { apiError, refusal } from '../../errors.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { deleteReplacedUpload, parseUploadPath } from '../uploads/uploads-service.js';
import { notify, teamMateIds } from '../notifications/notifications-service.js';
import {
  type MemberRow,
  type TeamRow,
  toTeamDto,
  toTeamInviteDto,
  toTeamMemberDto,
  toTeamMemberDtos,
  toVanityStatus,
} from './teams-dto.js';

/**
 * Teams (contract "Teams"). A player belongs to at most one team. Who may do what:
 * - owner and admin: edit, change the image, read and toggle the invite link, change roles, remove members;
 * - owner only: delete the team;
 * - admin and member: leave (the owner deletes the team instead);
 * - nobody removes the owner or changes the owner's role.
 * An admin acts only on ordinary members (and may step down themselves): removing or demoting another admin is
 * the owner's call. Otherwise an admin could demote and then remove a fellow admin, or two admins could remove
 * each other, and the owner's choice of admins would mean nothing.
 */
export type TeamsContext = Pick<AppContext, 'db' | 'config' | 'clock' | 'assetUrl' | 'cache' | 'realtime'>;

export interface TeamInput {
  name: string;
  shortName: string;
}

const MANAGERS: readonly TeamRole[] = ['owner', 'admin'];

const teamNotFound = () => refusal('notFound', 'Team not found', { reason: RefusalReason.teamNotFound });
const memberNotFound = () =>
  refusal('notFound', 'Member not found', { reason: RefusalReason.memberNotFound });
const alreadyInTeam = () =>
  refusal('conflict', 'You are already in a team', { reason: RefusalReason.alreadyInTeam });
const nameTaken = () =>
  refusal('conflict', 'A team with this name already exists', { reason: RefusalReason.teamNameTaken });
const notManager = () =>
  refusal('forbidden', 'Only the team owner or an admin can manage the team', {
    reason: RefusalReason.notTeamManager,
  });
const notOwner = (message: string) => refusal('forbidden', message, { reason: RefusalReason.notTeamOwner });

interface Membership {
  id: string;
  team_id: string;
  role: TeamRole;
}

/** Postgres unique violation on `constraint` (PGlite and node-postgres report it alike). */
function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: violated } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23503';
}

async function membershipOf(db: Db, userId: string): Promise<Membership | undefined> {
  return db
    .selectFrom('team_members')
    .select(['id', 'team_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function findTeamRow(db: Db, teamId: string): Promise<TeamRow | undefined> {
  if (!isUuid(teamId)) return undefined;
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
}

async function memberRows(db: Db, teamId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.id',
      'team_members.user_id',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'team_members.role',
      'team_members.joined_at',
    ])
    .where('team_members.team_id', '=', teamId)
    .execute();
}

async function memberRow(db: Db, teamId: string, memberId: string): Promise<MemberRow | undefined> {
  if (!isUuid(memberId)) return undefined;
  return (await memberRows(db, teamId)).find((member) => member.id === memberId);
}

async function membersCount(db: Db, teamId: string): Promise<number> {
  const { count } = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The team and the caller's membership in it. Someone outside the team learns nothing about it (404 "Team
 * not found"); a member without one of `roles` gets 403 with `forbidden`'s message.
 */
async function teamForRole(
  db: Db,
  teamId: string,
  userId: string,
  roles: readonly TeamRole[],
  forbidden: () => Error = notManager,
): Promise<{ team: TeamRow; membership: Membership }> {
  const team = await findTeamRow(db, teamId);
  if (!team) throw teamNotFound();
  const membership = await db
    .selectFrom('team_members')
    .select(['id', 'team_id', 'role'])
    .where('team_id', '=', team.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!membership) throw teamNotFound();
  if (!roles.includes(membership.role)) throw forbidden();
  return { team, membership };
}

async function teamDto(context: TeamsContext, team: TeamRow, callerRole: TeamRole): Promise<Team> {
  return toTeamDto(team, await memberRows(context.db, team.id), callerRole, context.assetUrl);
}

const VANITY_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * How many random characters end a team's invite code: 36^12 ≈ 4.7 × 10^18 codes (62 bits), so guessing one at
 * the invite lookups' limit (30 a minute per address) would take longer than anyone lives. Lower case only:
 * lookups ignore case.
 */
export const VANITY_SUFFIX_LENGTH = 12;

/** The random part of a team's invite code (`desert-falcons-k3x9q0m2a7bz`): unique and impossible to guess. */
export function randomVanitySuffix(): string {
  const pick = () => VANITY_ALPHABET[randomInt(VANITY_ALPHABET.length)];
  return Array.from({ length: VANITY_SUFFIX_LENGTH }, pick).join('');
}

/** `Desert Falcons` → `desert-falcons`; names without Latin letters or digits give `team`. */
export function vanitySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'team';
}

async function ensureNameFree(db: Db, name: string, exceptTeamId?: string): Promise<void> {
  let query = db
    .selectFrom('teams')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptTeamId) query = query.where('id', '<>', exceptTeamId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

export async function myTeams(context: TeamsContext, userId: string): Promise<Team[]> {
  const membership = await membershipOf(context.db, userId);
  if (!membership) return [];
  const team = await findTeamRow(context.db, membership.team_id);
  return team ? [await teamDto(context, team, membership.role)] : [];
}

const VANITY_ATTEMPTS = 5;

/** Creates a team with the caller as its owner. */
export async function createTeam(
  context: TeamsContext,
  userId: string,
  input: TeamInput,
  suffix: () => string = randomVanitySuffix,
): Promise<Team> {
  const { db } = context;
  if (await membershipOf(db, userId)) throw alreadyInTeam();
  await ensureNameFree(db, input.name);
  const now = context.clock();
  for (let attempt = 1; ; attempt += 1) {
    const vanity = `${vanitySlug(input.name)}-${suffix()}`;
    try {
      const team = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('teams')
          .values({
            name: input.name,
            short_name: input.shortName,
            profile_img: null,
            vanity,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('team_members')
          .values({ team_id: created.id, user_id: userId, role: 'owner', joined_at: now })
          .execute();
        return created;
      });
      return await teamDto(context, team, 'owner');
    } catch (error) {
      if (isUniqueViolation(error, 'teams_vanity_key') && attempt < VANITY_ATTEMPTS) continue;
      if (isUniqueViolation(error, 'teams_name_key')) throw nameTaken();
      if (isUniqueViolation(error, 'team_members_user_key')) throw alreadyInTeam();
      throw error;
    }
  }
}

/**
 * The stored form of the `profileImg` a client sends back with PUT: absent keeps the image, null (or "")
 * removes it; otherwise it must be the current image or this team's own team image — a file uploaded through
 * `POST /v1/teams/{id}/image` of this team (`/uploads/{id}.{ext}`, absolute or not). Anything else is refused:
 * another site's address with 400 4000, another file of ours (a player's profile image, a match's result
 * screenshot, a ticket attachment, another team's image) with 400 4001, so a team image never points at a file
 * the team does not own, and replacing it can never delete one. The address shape is checked by the contract;
 * the id is parsed strictly here before it reaches the database (never a string cast to uuid).
 */
async function storedTeamImage(
  context: TeamsContext,
  team: TeamRow,
  profileImg: string | null | undefined,
): Promise<string | null | undefined> {
  if (profileImg === undefined) return undefined;
  if (profileImg === null || profileImg === '') return null;
  if (profileImg === team.profile_img || profileImg === context.assetUrl(team.profile_img)) {
    return team.profile_img;
  }
  const origin = context.config.publicUrl;
  const path = profileImg.startsWith(`${origin}/`) ? profileImg.slice(origin.length) : profileImg;
  const upload = parseUploadPath(path);
  if (!upload || upload.extension === 'mp4') {
    const message = 'Upload the image with POST /v1/teams/{id}/image and send back the URL it answers';
    throw apiError('validation', {
      message: 'Invalid body: profileImg',
      details: { location: 'body', fields: { profileImg: message } },
    });
  }
  const own = await context.db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', upload.id)
    .where('extension', '=', upload.extension)
    .where('purpose', '=', 'team-image')
    .where('team_id', '=', team.id)
    .executeTakeFirst();
  if (!own) {
    throw apiError('uploadNotAllowed', {
      message: "The image must be this team's own image, uploaded with POST /v1/teams/{id}/image",
      details: { field: 'profileImg' },
    });
  }
  return path;
}

export async function updateTeam(
  context: TeamsContext,
  teamId: string,
  userId: string,
  input: TeamInput & { profileImg?: string | null },
): Promise<Team> {
  const { db } = context;
  const { team, membership } = await teamForRole(db, teamId, userId, MANAGERS);
  const profileImg = await storedTeamImage(context, team, input.profileImg);
  await ensureNameFree(db, input.name, team.id);
  try {
    const updated = await db
      .updateTable('teams')
      .set({
        name: input.name,
        short_name: input.shortName,
        ...(profileImg === undefined ? {} : { profile_img: profileImg }),
        updated_at: context.clock(),
      })
      .where('id', '=', team.id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw teamNotFound();
    return await teamDto(context, updated, membership.role);
  } catch (error) {
    if (isUniqueViolation(error, 'teams_name_key')) throw nameTaken();
    throw error;
  }
}

/** Checks the caller may change the team image, before the upload is read; answers the team's id. */
export async function assertCanEditTeam(
  context: TeamsContext,
  teamId: string,
  userId: string,
): Promise<string> {
  const { team } = await teamForRole(context.db, teamId, userId, MANAGERS);
  return team.id;
}

/**
 * Makes a just-stored upload the team image, in the upload's own transaction (`storeUpload`'s `alongside`): the
 * caller's role is checked again under a lock on the team, and when anything fails the file is not kept either (no
 * orphan counted in the caller's quota). The replaced image is deleted only when it is this team's own team image;
 * anything else it pointed at (a seeded logo, an older file) is left alone.
 */
export async function setTeamImage(
  context: TeamsContext,
  trx: Db,
  teamId: string,
  userId: string,
  path: string,
): Promise<void> {
  const previous = await trx
    .selectFrom('teams')
    .select(['id', 'profile_img'])
    .where('id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  if (!previous) throw teamNotFound();
  await teamForRole(trx, previous.id, userId, MANAGERS);
  await trx
    .updateTable('teams')
    .set({ profile_img: path, updated_at: context.clock() })
    .where('id', '=', previous.id)
    .execute();
  // The replaced image is deleted, not left stored and served — only if it is the team's own.
  await deleteReplacedUpload(trx, previous.profile_img, path, { purpose: 'team-image', teamId: previous.id });
}

export async function deleteTeam(context: TeamsContext, teamId: string, userId: string): Promise<void> {
  const { team } = await teamForRole(context.db, teamId, userId, ['owner'], () =>
    notOwner('Only the team owner can delete the team'),
  );
  // Members and tournament registrations of the team go with it (foreign keys cascade).
  await context.db.deleteFrom('teams').where('id', '=', team.id).execute();
  context.cache.invalidate(CacheKeys.tournaments);
}

export async function leaveTeam(context: TeamsContext, teamId: string, userId: string): Promise<void> {
  const { membership } = await teamForRole(context.db, teamId, userId, ['admin', 'member'], () =>
    refusal('conflict', 'The team owner cannot leave the team; delete it instead', {
      reason: RefusalReason.ownerCannotLeave,
    }),
  );
  await context.db
    .deleteFrom('team_members')
    .where('id', '=', membership.id)
    .where('role', '<>', 'owner')
    .execute();
  const left = { kind: 'team_member_left', teamId: membership.team_id, memberUserId: userId } as const;
  await notify(context, await teamMateIds(context.db, membership.team_id, userId), left);
}

export async function listMembers(
  context: TeamsContext,
  teamId: string,
  userId: string,
): Promise<TeamMember[]> {
  const { team } = await teamForRole(context.db, teamId, userId, ['owner', 'admin', 'member']);
  return toTeamMemberDtos(await memberRows(context.db, team.id), context.assetUrl);
}

export async function vanityStatus(
  context: TeamsContext,
  teamId: string,
  userId: string,
): Promise<VanityStatus> {
  const { team } = await teamForRole(context.db, teamId, userId, MANAGERS);
  return toVanityStatus(team, context.config.portalOrigins[0]);
}

/** Turns the invite link on or off; without `enabled` it flips the current state. */
export async function setVanityEnabled(
  context: TeamsContext,
  teamId: string,
  userId: string,
  enabled: boolean | undefined,
): Promise<VanityStatus> {
  const { team } = await teamForRole(context.db, teamId, userId, MANAGERS);
  const updated = await context.db
    .updateTable('teams')
    .set((eb) => ({
      vanity_enabled: enabled ?? eb.not(eb.ref('vanity_enabled')),
      updated_at: context.clock(),
    }))
    .where('id', '=', team.id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw teamNotFound();
  return toVanityStatus(updated, context.config.portalOrigins[0]);
}

/** Member → admin or admin → member (one toggle). */
export async function toggleMemberRole(
  context: TeamsContext,
  teamId: string,
  userId: string,
  memberId: string,
): Promise<TeamMember> {
  const { db } = context;
  const { team, membership } = await teamForRole(db, teamId, userId, MANAGERS);
  const target = await memberRow(db, team.id, memberId);
  if (!target) throw memberNotFound();
  if (target.role === 'owner') {
    throw refusal('forbidden', "The team owner's role cannot be changed", {
      reason: RefusalReason.ownerRoleFixed,
    });
  }
  if (membership.role === 'admin' && target.role === 'admin' && target.id !== membership.id) {
    throw notOwner("Only the team owner can change an admin's role");
  }
  const role: TeamRole = target.role === 'admin' ? 'member' : 'admin';
  const updated = await db
    .updateTable('team_members')
    .set({ role })
    .where('id', '=', target.id)
    .where('role', '=', target.role)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    throw refusal('conflict', 'The member’s role changed meanwhile; reload and try again', {
      reason: RefusalReason.roleChanged,
    });
  }
  await notify(context, target.user_id === userId ? [] : target.user_id, {
    kind: 'team_role_changed',
    teamId: team.id,
    role,
  });
  return toTeamMemberDto({ ...target, role }, context.assetUrl);
}

export async function removeMember(
  context: TeamsContext,
  teamId: string,
  userId: string,
  memberId: string,
): Promise<void> {
  const { db } = context;
  const { team, membership } = await teamForRole(db, teamId, userId, MANAGERS);
  const target = await memberRow(db, team.id, memberId);
  if (!target) throw memberNotFound();
  if (target.role === 'owner') {
    throw refusal('cannotRemoveTeamOwner', errorDefinitions.cannotRemoveTeamOwner.message, {
      reason: RefusalReason.ownerNotRemovable,
    });
  }
  if (target.id === membership.id) {
    throw refusal('validation', 'Use leave to leave your team', { reason: RefusalReason.removeSelf });
  }
  if (membership.role === 'admin' && target.role === 'admin') {
    throw notOwner('Only the team owner can remove an admin');
  }
  await db.deleteFrom('team_members').where('id', '=', target.id).where('role', '<>', 'owner').execute();
  await notify(context, target.user_id, { kind: 'team_member_removed', teamId: team.id });
}

async function teamByVanity(db: Db, vanity: string): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').selectAll().where('vanity', '=', vanity.toLowerCase()).executeTakeFirst();
}

/** The public invite page's team; a disabled link looks exactly like an unknown one. */
export async function findInvite(context: TeamsContext, vanity: string): Promise<TeamInvite> {
  const team = await teamByVanity(context.db, vanity);
  if (!team || !team.vanity_enabled) throw teamNotFound();
  return toTeamInviteDto(team, await membersCount(context.db, team.id), context.assetUrl);
}

/** Joins the team of an enabled invite link as an ordinary member. */
export async function joinTeam(context: TeamsContext, userId: string, vanity: string): Promise<Team> {
  const { db } = context;
  const team = await teamByVanity(db, vanity);
  if (!team) throw teamNotFound();
  if (!team.vanity_enabled) {
    throw refusal('forbidden', 'This invite link is disabled', { reason: RefusalReason.inviteDisabled });
  }
  if (await membershipOf(db, userId)) throw alreadyInTeam();
  try {
    await db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: userId, role: 'member', joined_at: context.clock() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInTeam();
    if (isForeignKeyViolation(error)) throw teamNotFound();
    throw error;
  }
  const joined = { kind: 'team_member_joined', teamId: team.id, memberUserId: userId } as const;
  await notify(context, await teamMateIds(db, team.id, userId), joined);
  return teamDto(context, team, 'member');
}
