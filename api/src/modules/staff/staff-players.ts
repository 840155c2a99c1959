import type { StaffPlayer } from '@arena/contract';
import { type Expression, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AssetUrl } from '../../context.js';
import type { Db } from '../../db/database.js';

/** A player's columns as the staff desk shows them. */
export interface PlayerColumns {
  id: string;
  display_name: string;
  game_name: string;
  tag_line: string;
  profile_image: string | null;
}

/**
 * The player whose id is `userId` (a column of the outer query) as one nested object, or null when there is none
 * (a granter or staff member whose account was removed).
 *
 * @example db.selectFrom('staff_audit').select((eb) => playerColumns(db, eb.ref('staff_audit.staff_id')).as('staff'))
 */
export function playerColumns(db: Db, userId: Expression<string | null>) {
  return jsonObjectFrom(
    db
      .selectFrom('users as player')
      .select([
        'player.id',
        'player.display_name',
        'player.game_name',
        'player.tag_line',
        'player.profile_image',
      ])
      .where(sql<boolean>`player.id = ${userId}`),
  );
}

/** A player as the staff desk lists them. */
export function toStaffPlayer(row: PlayerColumns, assetUrl: AssetUrl): StaffPlayer {
  return {
    id: row.id,
    displayName: row.display_name,
    gameName: row.game_name,
    tagLine: row.tag_line,
    profileImage: assetUrl(row.profile_image),
  };
}
