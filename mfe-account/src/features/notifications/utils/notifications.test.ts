import type { Notification } from '@arena/shared-kit';
import {
  markAllRead,
  markRead,
  notificationDate,
  notificationKind,
  unreadCount,
  withPushed,
} from './notifications';

const list: Notification[] = [
  {
    _id: 'a',
    type: 'team_invite',
    title: 'Invite',
    message: 'Join us',
    createdAt: '2026-01-02T10:00:00Z',
    read: false,
    link: null,
  },
  {
    _id: 'b',
    type: 'message',
    title: 'Hello',
    message: 'Hi',
    createdAt: '2026-01-01T10:00:00Z',
    read: true,
    link: null,
  },
  {
    _id: 'c',
    type: 'other',
    title: 'News',
    message: 'Update',
    createdAt: '2025-12-30T10:00:00Z',
    read: false,
    link: null,
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

  it('puts a pushed notification on top, once', () => {
    const pushed = { ...list[0], _id: 'new' };
    expect(withPushed(list, pushed).map((item) => item._id)).toEqual(['new', 'a', 'b', 'c']);
    expect(withPushed(withPushed(list, pushed), pushed)).toHaveLength(4);
  });

  it('writes dates as short month, day, year in en-US whatever the language (P2 §2)', async () => {
    const { i18n } = await import('@arena/shared-kit');
    await i18n.changeLanguage('ar');
    expect(notificationDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    await i18n.changeLanguage('en');
    expect(notificationDate('2025-12-30T10:00:00Z')).toBe('Dec 30, 2025');
    expect(notificationDate('not a date')).toBeNull();
  });
});
