import { isStaffRole, STAFF_PAGE_ROLES, staffMayUse } from './staff-roles.js';

describe('staff roles', () => {
  it('admits an admin to everything, another role to what names it, a player to nothing', () => {
    expect(staffMayUse(['admin'], [])).toBe(true);
    expect(staffMayUse(['admin'], ['organizer'])).toBe(true);
    expect(staffMayUse(['organizer'], ['organizer', 'support'])).toBe(true);
    expect(staffMayUse(['editor', 'support'], ['support'])).toBe(true);
    expect(staffMayUse(['support'], ['organizer'])).toBe(false);
    expect(staffMayUse(['organizer'], [])).toBe(false);
    expect(staffMayUse([], ['organizer'])).toBe(false);
    expect(staffMayUse(null, ['organizer'])).toBe(false);
  });

  it('knows the four roles and nothing else', () => {
    expect(['admin', 'organizer', 'support', 'editor'].every(isStaffRole)).toBe(true);
    expect(isStaffRole('Admin')).toBe(false);
    expect(isStaffRole('player')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('opens the players page to support, and keeps the audit page for admins', () => {
    expect(staffMayUse(['support'], STAFF_PAGE_ROLES.players)).toBe(true);
    expect(staffMayUse(['organizer', 'editor'], STAFF_PAGE_ROLES.players)).toBe(false);
    expect(staffMayUse(['organizer', 'support', 'editor'], STAFF_PAGE_ROLES.audit)).toBe(false);
    expect(staffMayUse(['organizer'], STAFF_PAGE_ROLES.tournaments)).toBe(true);
    expect(staffMayUse(['support'], STAFF_PAGE_ROLES.tournaments)).toBe(false);
    expect(staffMayUse(['organizer'], STAFF_PAGE_ROLES.pass)).toBe(true);
    expect(staffMayUse(['support', 'editor'], STAFF_PAGE_ROLES.pass)).toBe(false);
  });
});
