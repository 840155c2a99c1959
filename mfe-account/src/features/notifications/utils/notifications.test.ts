import type { Notification } from '@arena/shared-kit';
import { markAllRead, markRead, notificationKind, unreadCount } from './notifications';

const list: Notification[] = [
  {
    _id: 'a',
    type: 'team_invite',
    title: 'Invite',
    message: 'Join us',
    createdAt: '2026-01-02T10:00:00Z',
    read: false,
  },
  { _id: 'b', type: 'message', title: 'Hello', message: 'Hi', createdAt: '2026-01-01T10:00:00Z', read: true },
  {
    _id: 'c',
    type: 'other',
    title: 'News',
    message: 'Update',
    createdAt: '2025-12-30T10:00:00Z',
    read: false,
  },
];

describe('notification helpers', () => {
  it('counts unread notifications', () => {
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('marks one notification read without touching the others', () => {
    const next = markRead(list, 'a');
    expect(next.map((n) => n.read)).toEqual([true, true, false]);
    expect(next[1]).toBe(list[1]);
    expect(list[0].read).toBe(false);
  });

  it('marks every notification read', () => {
    expect(unreadCount(markAllRead(list))).toBe(0);
  });

  it('styles unknown types as other', () => {
    expect(notificationKind('tournament_update')).toBe('tournament_update');
    expect(notificationKind('promo')).toBe('other');
  });
});
