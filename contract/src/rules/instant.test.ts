import { instantMs, isBeforeInstant } from './instant.js';

describe('instants', () => {
  it('reads a Date, an ISO string and milliseconds alike', () => {
    const ms = Date.parse('2026-03-01T10:00:00Z');
    expect(instantMs(new Date(ms))).toBe(ms);
    expect(instantMs('2026-03-01T10:00:00Z')).toBe(ms);
    expect(instantMs(ms)).toBe(ms);
    expect(instantMs('not a date')).toBeNaN();
  });

  it('is before a valid moment only; a missing or invalid one holds nothing back', () => {
    const ms = Date.parse('2026-03-01T10:00:00Z');
    expect(isBeforeInstant(ms - 1, '2026-03-01T10:00:00Z')).toBe(true);
    expect(isBeforeInstant(ms, '2026-03-01T10:00:00Z')).toBe(false);
    expect(isBeforeInstant(ms, '')).toBe(false);
    expect(isBeforeInstant(ms, null)).toBe(false);
  });
});
