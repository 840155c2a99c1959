import {
  RefusalReason,
  type BannedPlayer,
  type BanPlayerBody,
  type ModeratedPlayer,
  type ModeratedPlayerDetail,
  type ModeratedPlayersPage,
  type moderatedPlayersQuery,
  type PlayerBan,
  type UnbanPlayerBody,
} from '@arena/contract';
import { banStatus, mayModerate, MODERATION_PAGE_SIZE } from '@arena/contract/rules';
import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { SignedInUser } from '../../auth/roles.js';
import { staffRolesOf } from '../../auth/roles.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { clearBanCopy } from '../../db/player-bans.js';
import type { Database } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { refusal } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { playerColumns, toStaffPlayer } from '../staff/staff-players.js';
import { withdrawBannedPlayer } from './ban-effects.js';

export type ModerationContext = Pick<AppContext, 'db' | 'clock' | 'assetUrl'>;
type PlayersQuery = z.output<typeof moderatedPlayersQuery>;

const playerNotFound = () => refusal('notFound', 'No such player', { reason: RefusalReason.playerNotFound });
const ownAccount = () =>
  refusal('forbidden', 'Staff cannot ban themselves', { reason: RefusalReason.banOwnAccount });
const needsAdmin = () =>
  refusal('forbidden', 'Only an admin bans or unbans a staff member', {
    reason: RefusalReason.staffBanNeedsAdmin,
  });
const notBanned = () =>
  refusal('conflict', 'The player is not banned', { reason: RefusalReason.playerNotBanned });

// ---------------------------------------------------------------------------------------------------------
// Reading bans and players

/** Every column a ban's answer needs, with the staff who made and lifted it. */
function banRows(db: Db) {
  return db
    .selectFrom('player_bans')
    .selectAll('player_bans')
    .select((eb) => [
      playerColumns(db, eb.ref('player_bans.created_by')).as('creator'),
      playerColumns(db, eb.ref('player_bans.lifted_by')).as('lifter'),
    ]);
}

type BanRow = Awaited<ReturnType<ReturnType<typeof banRows>['execute']>>[number];

/** A ban as the answers show it, its status at `now`: an ended ban stopped at its end, lifted by a request or not. */
function toPlayerBan(row: BanRow, now: Date, assetUrl: AppContext['assetUrl']): PlayerBan {
  const status = banStatus(
    { endsAt: row.ends_at, liftedAt: row.lifted_at, liftReason: row.lift_reason },
    now,
  );
  const liftedAt = row.lifted_at ?? (status === 'ended' ? row.ends_at : null);
  return {
    id: row.id,
    reason: { en: row.reason_en, ar: row.reason_ar },
    endsAt: row.ends_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    createdBy: row.creator ? toStaffPlayer(row.creator, assetUrl) : null,
    status,
    liftedAt: liftedAt?.toISOString() ?? null,
    liftedBy: row.lifter ? toStaffPlayer(row.lifter, assetUrl) : null,
    liftReason: row.lift_reason,
  };
}

/** The open bans of some players that are in force at `now`, by player (an open ban past its end is not). */
async function bansInForce(context: ModerationContext, userIds: string[], now: Date) {
  const bans = new Map<string, PlayerBan>();
  if (userIds.length === 0) return bans;
  const rows = await banRows(context.db)
    .where('player_bans.user_id', 'in', userIds)
    .where('player_bans.lifted_at', 'is', null)
    .execute();
  for (const row of rows) {
    const ban = toPlayerBan(row, now, context.assetUrl);
    if (ban.status === 'active') bans.set(row.user_id, ban);
  }
  return bans;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Contains `part`, in any case. */
const contains = (column: Expression<string>, part: string) =>
  sql<boolean>`${column} ilike ${`%${likeLiteral(part)}%`}`;

/**
 * The players a search keeps: an id finds its player; `name#tag` those whose game name and tag contain each part;
 * anything else those whose game name, tag or display name contains it. Any case.
 */
function searchFilter(search: string) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    if (isUuid(search)) return eb('users.id', '=', search);
    const hash = search.indexOf('#');
    if (hash >= 0) {
      const name = search.slice(0, hash).trim();
      const tag = search.slice(hash + 1).trim();
      return eb.and([
        ...(name ? [contains(eb.ref('users.game_name'), name)] : []),
        ...(tag ? [contains(eb.ref('users.tag_line'), tag)] : []),
      ]);
    }
    return eb.or([
      contains(eb.ref('users.game_name'), search),
      contains(eb.ref('users.tag_line'), search),
      contains(eb.ref('users.display_name'), search),
    ]);
  };
}

/** GET /v1/admin/players: players (deactivated accounts aside) by Riot ID order, a page at a time. */
export async function listModeratedPlayers(
  context: ModerationContext,
  query: PlayersQuery,
): Promise<ModeratedPlayersPage> {
  const { db } = context;
  const now = context.clock();
  const limit = MODERATION_PAGE_SIZE;
  let players = db.selectFrom('users').where('users.deactivated_at', 'is', null);
  if (query.search) players = players.where(searchFilter(query.search));
  if (query.region) players = players.where('users.region', '=', query.region);
  const { count } = await players
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await players
    .select([
      'users.id',
      'users.display_name',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'users.region',
      staffRolesOf('users.id').as('staff_roles'),
    ])
    .orderBy((eb) => eb.fn('lower', ['users.game_name']))
    .orderBy((eb) => eb.fn('lower', ['users.tag_line']))
    .orderBy('users.id')
    .limit(limit)
    .offset((query.page - 1) * limit)
    .execute();
  const bans = await bansInForce(
    context,
    rows.map((row) => row.id),
    now,
  );
  const total = Number(count);
  return {
    data: rows.map((row): ModeratedPlayer => ({
      player: toStaffPlayer(row, context.assetUrl),
      region: row.region,
      staffRoles: row.staff_roles,
      ban: bans.get(row.id) ?? null,
    })),
    pagination: { total, page: query.page, limit, pages: Math.ceil(total / limit) },
  };
}

/** GET /v1/admin/players/{id}: the player's basics, team, staff roles and every ban, newest first; 404 for none. */
export async function moderatedPlayerDetail(
  context: ModerationContext,
  playerId: string,
): Promise<ModeratedPlayerDetail> {
  const { db, assetUrl } = context;
  if (!isUuid(playerId)) throw playerNotFound();
  const now = context.clock();
  const row = await db
    .selectFrom('users')
    .leftJoin('team_members', 'team_members.user_id', 'users.id')
    .leftJoin('teams', 'teams.id', 'team_members.team_id')
    .select([
      'users.id',
      'users.display_name',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'users.region',
      'users.location',
      'users.created_at',
      staffRolesOf('users.id').as('staff_roles'),
      'teams.id as team_id',
      'teams.name as team_name',
      'teams.short_name as team_short_name',
      'team_members.role as team_role',
    ])
    .where('users.id', '=', playerId)
    .where('users.deactivated_at', 'is', null)
    .orderBy('team_members.joined_at')
    .executeTakeFirst();
  if (!row) throw playerNotFound();
  const bans = (
    await banRows(db)
      .where('player_bans.user_id', '=', playerId)
      .orderBy('player_bans.created_at', 'desc')
      // Made at the same moment (a test's clock): the open one first, then the one lifted last.
      .orderBy(sql`coalesce(player_bans.lifted_at, 'infinity'::timestamptz)`, 'desc')
      .orderBy('player_bans.id')
      .execute()
  ).map((ban) => toPlayerBan(ban, now, assetUrl));
  return {
    player: toStaffPlayer(row, assetUrl),
    region: row.region,
    staffRoles: row.staff_roles,
    ban: bans.find((ban) => ban.status === 'active') ?? null,
    location: row.location,
    joinedAt: row.created_at.toISOString(),
    team:
      row.team_id && row.team_name && row.team_short_name && row.team_role
        ? { id: row.team_id, name: row.team_name, shortName: row.team_short_name, role: row.team_role }
        : null,
    bans,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Banning and lifting

/**
 * The player to moderate, their account locked until the transaction ends (bans and lifts of one player happen one
 * at a time), with their staff roles and open ban (locked too); 404 for no such (or a deactivated) account, 403
 * when the staff member may not moderate them (`mayModerate`).
 */
async function lockedTarget(trx: Db, staff: SignedInUser, playerId: string) {
  const target = await trx
    .selectFrom('users')
    .select(['id', 'deactivated_at', staffRolesOf('users.id').as('staff_roles')])
    .where('id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
  if (!target || target.deactivated_at) throw playerNotFound();
  if (!mayModerate(staff.staff_roles, target.staff_roles)) throw needsAdmin();
  const openBan = await trx
    .selectFrom('player_bans')
    .selectAll()
    .where('user_id', '=', playerId)
    .where('lifted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return { target, openBan: openBan ?? null };
}

/** True (and the ban lifted as of its end) when an open ban has ended; a ban in force answers false. */
async function liftIfEnded(trx: Db, ban: { id: string; ends_at: Date | null }, now: Date): Promise<boolean> {
  if (!ban.ends_at || ban.ends_at > now) return false;
  await trx.updateTable('player_bans').set({ lifted_at: ban.ends_at }).where('id', '=', ban.id).execute();
  return true;
}

/**
 * POST /v1/admin/players/{id}/ban: bans the player from now (until `endsAt`, or until lifted), with the reason in
 * both languages, in one transaction with its effects (`withdrawBannedPlayer`) and its audit row (`player.ban`).
 * Their next request answers 1002. 400 for an end not in the future, 403 for their own account or a staff
 * member's without being an admin, 404 for no such player, 409 when a ban is in force already (one that has ended
 * is closed on the way).
 */
export async function banPlayer(
  context: ModerationContext,
  staff: SignedInUser,
  playerId: string,
  body: BanPlayerBody,
): Promise<BannedPlayer> {
  if (!isUuid(playerId)) throw playerNotFound();
  const now = context.clock();
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (endsAt && endsAt <= now) throw invalidFields('body', { endsAt: 'must be in the future' });
  if (playerId === staff.id) throw ownAccount();
  const reason = { en: body.reason.en.trim(), ar: body.reason.ar.trim() };
  const withdrawals = await context.db.transaction().execute(async (trx) => {
    const { openBan } = await lockedTarget(trx, staff, playerId);
    if (openBan && !(await liftIfEnded(trx, openBan, now))) {
      throw refusal('conflict', 'The player is banned already', {
        reason: RefusalReason.playerBanned,
        endsAt: openBan.ends_at?.toISOString() ?? null,
      });
    }
    const ban = await trx
      .insertInto('player_bans')
      .values({
        user_id: playerId,
        reason_en: reason.en,
        reason_ar: reason.ar,
        ends_at: endsAt,
        created_by: staff.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ banned_at: now, ban_reason: reason.en })
      .where('id', '=', playerId)
      .execute();
    const withdrawn = await withdrawBannedPlayer(trx, playerId, now);
    await recordStaffAction(trx, {
      staffId: staff.id,
      action: 'player.ban',
      record: { type: 'users', id: playerId },
      before: { banned: false },
      after: {
        banned: true,
        reasonEn: reason.en,
        reasonAr: reason.ar,
        endsAt: endsAt?.toISOString() ?? null,
        queuesLeft: withdrawn.queuesLeft,
        registrationsWithdrawn: withdrawn.registrationsWithdrawn,
        banId: ban.id,
      },
      at: now,
    });
    return withdrawn;
  });
  return {
    data: await moderatedPlayerDetail(context, playerId),
    effects: {
      queuesLeft: withdrawals.queuesLeft.length,
      registrationsWithdrawn: withdrawals.registrationsWithdrawn.length,
    },
  };
}

/**
 * POST /v1/admin/players/{id}/unban: lifts the ban in force now, with staff's reason, audited as `player.unban` in
 * the same transaction; the player's next request goes through. What the ban withdrew stays withdrawn. 403 for a
 * staff member's ban without being an admin, 404 for no such player, 409 when no ban is in force (one that has
 * ended is closed on the way).
 */
export async function unbanPlayer(
  context: ModerationContext,
  staff: SignedInUser,
  playerId: string,
  body: UnbanPlayerBody,
): Promise<ModeratedPlayerDetail> {
  if (!isUuid(playerId)) throw playerNotFound();
  const now = context.clock();
  const liftReason = body.reason.trim();
  const lifted = await context.db.transaction().execute(async (trx) => {
    const { openBan } = await lockedTarget(trx, staff, playerId);
    if (!openBan) return false;
    if (await liftIfEnded(trx, openBan, now)) {
      await clearBanCopy(trx, playerId);
      return false;
    }
    await trx
      .updateTable('player_bans')
      .set({ lifted_at: now, lifted_by: staff.id, lift_reason: liftReason })
      .where('id', '=', openBan.id)
      .execute();
    await clearBanCopy(trx, playerId);
    await recordStaffAction(trx, {
      staffId: staff.id,
      action: 'player.unban',
      record: { type: 'users', id: playerId },
      before: {
        banned: true,
        reasonEn: openBan.reason_en,
        reasonAr: openBan.reason_ar,
        endsAt: openBan.ends_at?.toISOString() ?? null,
        banId: openBan.id,
      },
      after: { banned: false, liftReason },
      at: now,
    });
    return true;
  });
  if (!lifted) throw notBanned();
  return moderatedPlayerDetail(context, playerId);
}
