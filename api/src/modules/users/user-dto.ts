import type { PublicProfile, User } from '@arena/contract';
import { roleOf, type StaffHolder } from '../../auth/roles.js';
import type { UserRow } from '../../db/schema.js';
import { type ConnectionRow, toConnections } from '../connections/connections-service.js';
import type { AssetUrl } from '../../context.js';

/** Completed games, XP earned and loyalty points: the player's ledger totals (`profileStats`). */
export type ProfileStats = User['stats'];

/**
 * The current-user answer (P1 §3); `connections` and `discordLinked` come from the player's linked accounts,
 * `stats` from the ledger, `staffRoles` and `role` from the staff roles held at this request.
 */
export function toUserDto(
  row: UserRow & StaffHolder,
  stats: ProfileStats,
  assetUrl: AssetUrl,
  connections: readonly ConnectionRow[] = [],
): User {
  const links = toConnections(connections);
  return {
    id: row.id,
    displayName: row.display_name,
    gameName: row.game_name,
    tagLine: row.tag_line,
    location: row.location,
    email: row.email,
    profileImage: assetUrl(row.profile_image),
    bannerImage: assetUrl(row.banner_image),
    isProfileVisible: row.is_profile_visible,
    notificationPreferences: row.notification_preferences,
    discordLinked: links.discord !== null,
    puuid: row.puuid,
    cpid: row.cpid,
    role: roleOf(row),
    staffRoles: [...row.staff_roles],
    riot_id: row.puuid ? `${row.game_name}#${row.tag_line}` : null,
    region: row.region,
    stats,
    connections: links,
  };
}

/** What another player sees (GET /v1/users/{id}): no email, ids of the game account or settings. */
export function toPublicProfile(
  row: UserRow,
  stats: ProfileStats,
  assetUrl: AssetUrl,
  connections: readonly ConnectionRow[],
): PublicProfile {
  return {
    id: row.id,
    displayName: row.display_name,
    gameName: row.game_name,
    tagLine: row.tag_line,
    location: row.location,
    profileImage: assetUrl(row.profile_image),
    bannerImage: assetUrl(row.banner_image),
    region: row.region,
    stats,
    connections: toConnections(connections),
  };
}
