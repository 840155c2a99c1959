import type {
  AuditEntry,
  ModeratedPlayer,
  ModeratedPlayerDetail,
  PlayerBan,
  PlayerRecord,
  StaffMember,
  StaffPlayer,
  User,
} from '@arena/contract';
import { testUser } from './fixtures';

/** A player as the staff desk lists them. */
export function staffPlayer(id: string, gameName: string, tagLine = 'STAFF'): StaffPlayer {
  return { id, displayName: gameName, gameName, tagLine, profileImage: null };
}

export const ADMIN_PLAYER = staffPlayer('a1', 'ArenaAdmin');

/** The signed-in admin of the staff desk's tests (`ArenaAdmin#STAFF`, id `a1`). */
export const staffAdmin: User = {
  ...testUser,
  id: 'a1',
  displayName: 'ArenaAdmin',
  gameName: 'ArenaAdmin',
  tagLine: 'STAFF',
  riot_id: 'ArenaAdmin#STAFF',
  role: 'admin',
  staffRoles: ['admin'],
};

/** The seeded staff: the admin (from the seed), an organizer, and support who is an editor too. */
export function staffMembers(): StaffMember[] {
  return [
    {
      player: ADMIN_PLAYER,
      roles: [{ role: 'admin', grantedAt: '2026-11-01T10:00:00.000Z', grantedBy: null }],
    },
    {
      player: staffPlayer('o1', 'Organizer'),
      roles: [{ role: 'organizer', grantedAt: '2026-11-20T10:00:00.000Z', grantedBy: ADMIN_PLAYER }],
    },
    {
      player: staffPlayer('s1', 'Support'),
      roles: [
        { role: 'support', grantedAt: '2026-11-21T10:00:00.000Z', grantedBy: ADMIN_PLAYER },
        { role: 'editor', grantedAt: '2026-11-22T10:00:00.000Z', grantedBy: ADMIN_PLAYER },
      ],
    },
  ];
}

/** An audit entry: `overrides` on a grant of the organizer role by the admin. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'e1',
    staff: ADMIN_PLAYER,
    action: 'staffRole.grant',
    record: { type: 'users', id: 'o1' },
    before: { staffRoles: [] },
    after: { staffRoles: ['organizer'] },
    at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in support member of the moderation tests (`Support#STAFF`, id `s1`). */
export const staffSupport: User = {
  ...testUser,
  id: 's1',
  displayName: 'Support',
  gameName: 'Support',
  tagLine: 'STAFF',
  riot_id: 'Support#STAFF',
  role: 'player',
  staffRoles: ['support'],
};

/** A ban in force since 2026-11-25 by the admin, without an end: `overrides` on it. */
export function playerBan(overrides: Partial<PlayerBan> = {}): PlayerBan {
  return {
    id: 'b1',
    reason: { en: 'Cheating', ar: 'غش' },
    endsAt: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: ADMIN_PLAYER,
    status: 'active',
    liftedAt: null,
    liftedBy: null,
    liftReason: null,
    ...overrides,
  };
}

/** A player as the moderation search lists them (region `me1`, no staff role, not banned), with `overrides`. */
export function moderatedPlayer(
  player: StaffPlayer,
  overrides: Partial<Omit<ModeratedPlayer, 'player'>> = {},
): ModeratedPlayer {
  return { player, region: 'me1', staffRoles: [], ban: null, ...overrides };
}

/** A player as `/staff/players/{id}` shows them: Falcon#MENA, owner of Desert Falcons, never banned. */
export function moderatedDetail(overrides: Partial<ModeratedPlayerDetail> = {}): ModeratedPlayerDetail {
  return {
    ...moderatedPlayer(staffPlayer('f1', 'Falcon', 'MENA')),
    location: 'Riyadh, Saudi Arabia',
    joinedAt: '2026-05-01T10:00:00.000Z',
    team: { id: 't1', name: 'Desert Falcons', shortName: 'DF', role: 'owner' },
    bans: [],
    ...overrides,
  };
}

/** A player's record with every list empty: `overrides` fill some. */
export function playerRecord(overrides: Partial<PlayerRecord> = {}): PlayerRecord {
  return {
    registrations: [],
    matches: [],
    tickets: [],
    transactions: [],
    payoutMethods: [],
    rewardCodes: [],
    ledger: [],
    linkedAccounts: [],
    audit: [],
    ...overrides,
  };
}
