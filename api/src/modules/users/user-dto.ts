import type { User } from '../../contract/api-types.js';
import type { UserRow } from '../../db/schema.js';

/** The current-user answer (P1 §3). Linked accounts arrive with the account-linking issue; until then null. */
export function toUserDto(row: UserRow, assetUrl: (path: string | null) => string | null): User {
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
    discordLinked: false,
    puuid: row.puuid,
    cpid: row.cpid,
    role: row.role,
    riot_id: row.puuid ? `${row.game_name}#${row.tag_line}` : null,
    region: row.region,
    stats: {
      completedGames: row.completed_games,
      xpEarned: row.xp_earned,
      loyaltyPoints: row.loyalty_points,
    },
    connections: { discord: null, twitter: null },
  };
}
