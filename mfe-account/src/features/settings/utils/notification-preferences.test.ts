import { notificationChoicesOf, notificationPreferencesOf } from './notification-preferences';

describe('notification preferences', () => {
  it.each([
    [0, { tournaments: false, challenges: false, rewards: false }],
    [1, { tournaments: true, challenges: false, rewards: false }],
    [2, { tournaments: true, challenges: true, rewards: false }],
    [3, { tournaments: true, challenges: true, rewards: true }],
  ])('reads %i as the ticked boxes', (value, choices) => {
    expect(notificationChoicesOf(value)).toEqual(choices);
  });

  it('saves the count of ticked boxes, whichever they are', () => {
    expect(notificationPreferencesOf({ tournaments: false, challenges: false, rewards: false })).toBe(0);
    expect(notificationPreferencesOf({ tournaments: false, challenges: false, rewards: true })).toBe(1);
    expect(notificationPreferencesOf({ tournaments: true, challenges: false, rewards: true })).toBe(2);
    expect(notificationPreferencesOf({ tournaments: true, challenges: true, rewards: true })).toBe(3);
  });
});
