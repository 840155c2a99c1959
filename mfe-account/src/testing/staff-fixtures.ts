import type { AuditEntry, StaffMember, StaffPlayer, User } from '@arena/contract';
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
