import { instantOfLocalInput, localInputOf } from './local-time';

describe('local date-time fields', () => {
  it('reads a datetime-local value in the editor time zone and sends it in UTC', () => {
    expect(instantOfLocalInput('2030-01-05T18:30')).toBe(new Date(2030, 0, 5, 18, 30).toISOString());
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('5 Jan 2030')).toBeNull();
  });

  it('shows a stored moment as the field holds it, to the minute', () => {
    const instant = new Date(2030, 0, 5, 18, 30, 45).toISOString();
    expect(localInputOf(instant)).toBe('2030-01-05T18:30');
    expect(instantOfLocalInput(localInputOf(instant))).toBe(new Date(2030, 0, 5, 18, 30).toISOString());
    expect(localInputOf(null)).toBe('');
    expect(localInputOf('not a date')).toBe('');
  });
});
