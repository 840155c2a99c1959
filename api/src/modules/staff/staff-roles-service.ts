import { RefusalReason, type StaffMember } from '@arena/contract';
import { STAFF_ROLES, type StaffRole } from '@arena/contract/rules';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { refusal } from '../../errors.js';
import { type PlayerColumns, playerColumns, toStaffPlayer } from './staff-players.js';

export type StaffContext = Pick<AppContext, 'db' | 'clock' | 'assetUrl'>;

const ownRoles = () =>
  refusal('forbidden', 'An admin cannot change their own staff roles', {
    reason: RefusalReason.staffOwnRoles,
  });
const playerNotFound = () =>
  refusal('notFound', 'No player has this Riot ID', { reason: RefusalReason.playerNotFound });
const roleNotHeld = () =>
  refusal('notFound', 'The player does not hold this staff role', { reason: RefusalReason.staffRoleNotHeld });
const roleHeld = () =>
  refusal('conflict', 'The player holds this staff role already', { reason: RefusalReason.staffRoleHeld });

const byRole = (a: StaffRole, b: StaffRole) => STAFF_ROLES.indexOf(a) - STAFF_ROLES.indexOf(b);

/** Every role grant, with its player and granter, of one player (`userId`) or of everyone. */
async function grantRows(db: Db, userId?: string) {
  let query = db
    .selectFrom('staff_roles')
    .innerJoin('users', 'users.id', 'staff_roles.user_id')
    .select((eb) => [
      'staff_roles.role',
      'staff_roles.granted_at',
      'users.id',
      'users.display_name',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      playerColumns(db, eb.ref('staff_roles.granted_by')).as('granter'),
    ]);
  if (userId !== undefined) query = query.where('staff_roles.user_id', '=', userId);
  return query
    .orderBy((eb) => eb.fn('lower', ['users.game_name']))
    .orderBy('users.tag_line')
    .orderBy('users.id')
    .execute();
}

type GrantRow = Awaited<ReturnType<typeof grantRows>>[number];

/** Grant rows grouped by player, in their order, each player's roles in the order of `STAFF_ROLES`. */
function toStaffMembers(rows: GrantRow[], assetUrl: AppContext['assetUrl']): StaffMember[] {
  const members = new Map<string, StaffMember>();
  for (const row of rows) {
    const member: StaffMember = members.get(row.id) ?? { player: toStaffPlayer(row, assetUrl), roles: [] };
    member.roles.push({
      role: row.role,
      grantedAt: row.granted_at.toISOString(),
      grantedBy: row.granter ? toStaffPlayer(row.granter, assetUrl) : null,
    });
    members.set(row.id, member);
  }
  for (const member of members.values()) member.roles.sort((a, b) => byRole(a.role, b.role));
  return [...members.values()];
}

/** GET /v1/admin/staff-roles: every player who holds a staff role, with each role's grant. */
export async function listStaffMembers(context: StaffContext): Promise<StaffMember[]> {
  return toStaffMembers(await grantRows(context.db), context.assetUrl);
}

/** One player as a staff member: their roles now (none after the last is revoked). */
async function staffMemberOf(context: StaffContext, player: PlayerColumns): Promise<StaffMember> {
  const [member] = toStaffMembers(await grantRows(context.db, player.id), context.assetUrl);
  return member ?? { player: toStaffPlayer(player, context.assetUrl), roles: [] };
}

/** The active player of a Riot ID (`Name#TAG`, either part in any case); 404 for none. */
export async function playerByRiotId(db: Db, riotId: string): Promise<PlayerColumns> {
  const [gameName, tagLine] = riotId.split('#').map((part) => part.trim().toLowerCase());
  const player = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'game_name', 'tag_line', 'profile_image'])
    .where((eb) => eb(eb.fn('lower', ['game_name']), '=', gameName))
    .where((eb) => eb(eb.fn('lower', ['tag_line']), '=', tagLine))
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!player) throw playerNotFound();
  return player;
}

/**
 * The player's roles, with their account locked until the transaction ends: grants and revocations of one player
 * happen one at a time, so the audit row's `before` is exact.
 */
async function lockedRoles(trx: Db, userId: string): Promise<StaffRole[]> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const rows = await trx.selectFrom('staff_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role).sort(byRole);
}

/**
 * POST /v1/admin/staff-roles: an admin grants `role` to the player of a Riot ID, audited as `staffRole.grant`
 * in the same transaction. 404 for an unknown Riot ID, 403 for the admin's own account, 409 when the role is
 * held already (also when two grants race: the primary key lets one through).
 */
export async function grantStaffRole(
  context: StaffContext,
  staffId: string,
  input: { riotId: string; role: StaffRole },
): Promise<StaffMember> {
  const player = await playerByRiotId(context.db, input.riotId);
  if (player.id === staffId) throw ownRoles();
  await context.db.transaction().execute(async (trx) => {
    const before = await lockedRoles(trx, player.id);
    const now = context.clock();
    const inserted = await trx
      .insertInto('staff_roles')
      .values({ user_id: player.id, role: input.role, granted_by: staffId, granted_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
      .returning('role')
      .executeTakeFirst();
    if (!inserted) throw roleHeld();
    await recordStaffAction(trx, {
      staffId,
      action: 'staffRole.grant',
      record: { type: 'users', id: player.id },
      before: { staffRoles: before },
      after: { staffRoles: [...before, input.role].sort(byRole) },
      at: now,
    });
  });
  return staffMemberOf(context, player);
}

/**
 * DELETE /v1/admin/staff-roles/{userId}/{role}: an admin revokes a player's role, audited as `staffRole.revoke` in
 * the same transaction; it is gone from the player's very next request. 403 for the admin's own account, 404 when
 * the player does not hold it.
 */
export async function revokeStaffRole(
  context: StaffContext,
  staffId: string,
  input: { userId: string; role: StaffRole },
): Promise<StaffMember> {
  if (input.userId === staffId) throw ownRoles();
  if (!isUuid(input.userId)) throw roleNotHeld();
  const player = await context.db.transaction().execute(async (trx) => {
    const before = await lockedRoles(trx, input.userId);
    const removed = await trx
      .deleteFrom('staff_roles')
      .where('user_id', '=', input.userId)
      .where('role', '=', input.role)
      .returning('role')
      .executeTakeFirst();
    if (!removed) throw roleNotHeld();
    await recordStaffAction(trx, {
      staffId,
      action: 'staffRole.revoke',
      record: { type: 'users', id: input.userId },
      before: { staffRoles: before },
      after: { staffRoles: before.filter((role) => role !== input.role) },
      at: context.clock(),
    });
    return trx
      .selectFrom('users')
      .select(['id', 'display_name', 'game_name', 'tag_line', 'profile_image'])
      .where('id', '=', input.userId)
      .executeTakeFirstOrThrow();
  });
  return staffMemberOf(context, player);
}
