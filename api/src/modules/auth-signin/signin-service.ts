import { randomBytes, randomInt } from 'node:crypto';
import { isUuid } from '../../auth/authenticate.js';
import { isStaff, type StaffHolder, staffRolesOf } from '../../auth/roles.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { DemoContent } from '../../demo-content.js';
import type { RegionId, SignInPlayer } from './signin-page.js';

/**
 * The players the stand-in sign-in page lists: active accounts by Riot ID, the demo's featured ones first in their
 * order with what each shows; staff (any staff role) only when `admins` (development and test servers).
 */
export async function standInPlayers(
  db: Db,
  featuredPlayers: DemoContent['featuredPlayers'],
  { admins }: { admins: boolean },
): Promise<{ featured: SignInPlayer[]; others: SignInPlayer[] }> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'game_name', 'tag_line', 'display_name', 'region', 'banned_at', 'puuid'])
    .select(staffRolesOf('users.id').as('staff_roles'))
    .where('deactivated_at', 'is', null)
    .orderBy('game_name')
    .orderBy('tag_line')
    .execute()
    // Staff accounts are offered in development and on test servers only.
    .then((found) => (admins ? found : found.filter((row) => !isStaff(row))));
  const purposes = new Map(
    featuredPlayers.map((player, index) => [player.id, { purpose: player.purpose, order: index }]),
  );
  const players = rows.map((row) => ({
    id: row.id,
    gameName: row.game_name,
    tagLine: row.tag_line,
    displayName: row.display_name,
    region: row.region,
    staffRoles: row.staff_roles,
    banned: row.banned_at !== null,
    hasGameAccount: row.puuid !== null,
    purpose: purposes.get(row.id)?.purpose ?? null,
  }));
  const order = (player: SignInPlayer) => purposes.get(player.id)?.order ?? 0;
  return {
    featured: players.filter((player) => purposes.has(player.id)).sort((a, b) => order(a) - order(b)),
    others: players.filter((player) => !purposes.has(player.id)),
  };
}

/** The account a stand-in sign-in picked (any id string), with what decides whether it may sign in. */
export async function standInAccount(
  db: Db,
  userId: string,
): Promise<(Pick<UserRow, 'id' | 'deactivated_at'> & StaffHolder) | undefined> {
  if (!isUuid(userId)) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'deactivated_at', staffRolesOf('users.id').as('staff_roles')])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The stand-in's "create a player" form, checked. */
export interface NewStandInPlayer {
  gameName: string;
  tagLine: string;
  region: RegionId;
}

/**
 * Creates a player with a made-up game account (puuid, cpid) and a generated avatar; `conflict` when the Riot ID
 * (case-insensitive) is taken, also by a concurrent creation.
 */
export async function createStandInPlayer(
  db: Db,
  values: NewStandInPlayer,
  now: Date,
): Promise<{ id: string } | { conflict: true }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['game_name']), '=', values.gameName.toLowerCase()))
    .where((eb) => eb(eb.fn('lower', ['tag_line']), '=', values.tagLine.toLowerCase()))
    .executeTakeFirst();
  if (existing) return { conflict: true };
  try {
    return await db
      .insertInto('users')
      .values({
        display_name: values.gameName,
        game_name: values.gameName,
        tag_line: values.tagLine.toUpperCase(),
        puuid: randomBytes(60).toString('base64url').slice(0, 78),
        cpid: `${values.region.toUpperCase()}_${randomInt(1_000_000_000, 9_999_999_999)}`,
        region: values.region,
        location: null,
        email: null,
        profile_image: /^[A-Za-z0-9_-]{1,64}$/.test(values.gameName)
          ? `/static/avatars/${values.gameName}.svg`
          : null,
        banner_image: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return { conflict: true };
    throw error;
  }
}
