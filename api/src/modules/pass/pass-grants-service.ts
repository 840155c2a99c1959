import { randomUUID } from 'node:crypto';
import { RefusalReason, type PassGrant, type PassGrantResult, type PassGrantsPage } from '@arena/contract';
import type { passGrantBody, passGrantsQuery } from '@arena/contract';
import { totalsAfterGrant } from '@arena/contract/rules';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { refusal } from '../../errors.js';
import { type PlayerColumns, playerColumns, toStaffPlayer } from '../staff/staff-players.js';
import { playerByRiotId } from '../staff/staff-roles-service.js';
import { recordGain } from './ledger.js';
import { passStanding } from './pass-service.js';
import { notify } from '../notifications/notifications-service.js';

export type PassGrantContext = Pick<AppContext, 'db' | 'clock' | 'assetUrl' | 'realtime'>;
type GrantInput = z.output<typeof passGrantBody>;
type GrantsQuery = z.output<typeof passGrantsQuery>;

const playerNotFound = () =>
  refusal('notFound', 'No player has this id', { reason: RefusalReason.playerNotFound });
const ownGrant = () =>
  refusal('forbidden', 'Staff do not grant XP or loyalty points to themselves', {
    reason: RefusalReason.passOwnGrant,
  });

/** The active player a grant names, by Riot ID or by id; 404 `playerNotFound` for none. */
async function grantee(db: Db, input: GrantInput): Promise<PlayerColumns> {
  if (input.riotId !== undefined) return playerByRiotId(db, input.riotId);
  const playerId = input.playerId ?? '';
  if (!isUuid(playerId)) throw playerNotFound();
  const player = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'game_name', 'tag_line', 'profile_image'])
    .where('id', '=', playerId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!player) throw playerNotFound();
  return player;
}

/** The player's `staff` ledger row of a source id (a grant's `requestId`, or the id it was given). */
function staffRow(db: Db, userId: string, sourceId: string) {
  return db
    .selectFrom('xp_ledger')
    .select('id')
    .where('user_id', '=', userId)
    .where('source_kind', '=', 'staff')
    .where('source_id', '=', sourceId);
}

/** Every grant with its player and staff member, the latest made first (`ledgerId`: one of them). */
function grantRows(db: Db, ledgerId?: string) {
  let query = db
    .selectFrom('pass_grants')
    .innerJoin('xp_ledger', 'xp_ledger.id', 'pass_grants.ledger_id')
    .select((eb) => [
      'xp_ledger.id',
      'xp_ledger.xp',
      'xp_ledger.loyalty_points',
      'xp_ledger.created_at',
      'pass_grants.reason',
      playerColumns(db, eb.ref('xp_ledger.user_id')).as('player'),
      playerColumns(db, eb.ref('pass_grants.staff_id')).as('staff'),
    ]);
  if (ledgerId !== undefined) query = query.where('xp_ledger.id', '=', ledgerId);
  return query.orderBy('pass_grants.seq', 'desc');
}

type GrantRow = Awaited<ReturnType<ReturnType<typeof grantRows>['execute']>>[number];

function toPassGrant(row: GrantRow, assetUrl: AppContext['assetUrl']): PassGrant {
  // The ledger row goes with its player's account, so a grant always has its player.
  if (!row.player) throw new Error(`Grant ${row.id} has no player`);
  return {
    id: row.id,
    player: toStaffPlayer(row.player, assetUrl),
    staff: row.staff ? toStaffPlayer(row.staff, assetUrl) : null,
    xp: row.xp,
    points: row.loyalty_points,
    reason: row.reason,
    at: row.created_at.toISOString(),
  };
}

/**
 * POST /v1/admin/pass/grants: staff give (or take, negative) a player's XP and loyalty points with a reason. One
 * ledger row of source `staff` through `recordGain`, the path of every gain, so the pass level, the profile and the
 * loyalty leaderboard (its totals by trigger, each instance's board by their notification) follow in the same
 * transaction as for any gain; the reason beside it (`pass_grants`) and the audit row `pass.grant` with the totals
 * before and after, too. The player's account is locked meanwhile, so two revocations cannot both pass the
 * below-zero check (409 `passTotalBelowZero`). A `requestId` seen before answers its grant again. The player is
 * notified of a new grant (what changed and the reason), after the commit.
 */
export async function grantPass(
  context: PassGrantContext,
  staffId: string,
  input: GrantInput,
): Promise<PassGrantResult> {
  const { db, assetUrl } = context;
  const player = await grantee(db, input);
  if (player.id === staffId) throw ownGrant();
  const now = context.clock();
  const { ledgerId, made } = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', player.id).forUpdate().execute();
    if (input.requestId !== undefined) {
      const earlier = await staffRow(trx, player.id, input.requestId).executeTakeFirst();
      if (earlier) return { ledgerId: earlier.id, made: false };
    }
    const before = await passStanding(trx, player.id);
    // XP is the pass's: the current season's (issue 31); loyalty points count every season.
    const after = totalsAfterGrant({ totalXP: before.seasonXP, loyaltyPoints: before.loyaltyPoints }, input);
    if (after.belowZero.length > 0) {
      throw refusal('conflict', "The revocation would take the player's total below zero", {
        reason: RefusalReason.passTotalBelowZero,
        totalXP: before.seasonXP,
        loyaltyPoints: before.loyaltyPoints,
        belowZero: after.belowZero,
      });
    }
    const sourceId = input.requestId ?? randomUUID();
    await recordGain(trx, {
      userId: player.id,
      sourceKind: 'staff',
      sourceId,
      xp: input.xp,
      loyaltyPoints: input.points,
      multipliers: {},
      at: now,
    });
    const { id } = await staffRow(trx, player.id, sourceId).executeTakeFirstOrThrow();
    await trx
      .insertInto('pass_grants')
      .values({ ledger_id: id, staff_id: staffId, reason: input.reason })
      .execute();
    const standing = await passStanding(trx, player.id);
    await recordStaffAction(trx, {
      staffId,
      action: 'pass.grant',
      record: { type: 'users', id: player.id },
      before: { totalXP: before.seasonXP, level: before.currentLevel, loyaltyPoints: before.loyaltyPoints },
      after: {
        totalXP: standing.seasonXP,
        level: standing.currentLevel,
        loyaltyPoints: standing.loyaltyPoints,
        reason: input.reason,
      },
      at: now,
    });
    return { ledgerId: id, made: true };
  });
  // The player hears of it on the bell (a repeated request changed nothing, and tells nothing again).
  if (made) {
    await notify(context, player.id, {
      kind: 'pass_grant',
      xp: input.xp,
      points: input.points,
      reason: input.reason,
    });
  }
  const [row, standing] = await Promise.all([
    grantRows(db, ledgerId).executeTakeFirstOrThrow(),
    passStanding(db, player.id),
  ]);
  return {
    ...toPassGrant(row, assetUrl),
    totals: {
      totalXP: standing.seasonXP,
      currentLevel: standing.currentLevel,
      loyaltyPoints: standing.loyaltyPoints,
    },
  };
}

/** GET /v1/admin/pass/grants: the grants and revocations, newest first, a page at a time. */
export async function passGrants(context: PassGrantContext, query: GrantsQuery): Promise<PassGrantsPage> {
  const { db, assetUrl } = context;
  const { page, limit } = query;
  const [count, rows] = await Promise.all([
    db
      .selectFrom('pass_grants')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    grantRows(db)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const total = Number(count.count);
  return {
    data: rows.map((row) => toPassGrant(row, assetUrl)),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
}
