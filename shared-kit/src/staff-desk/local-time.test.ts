import {
  browserTimeZone,
  browserTimeZoneLabel,
  formatUtc,
  instantOfLocalInput,
  localInputOf,
} from './local-time';

describe('the local date-time of a staff date field', () => {
  it('reads a datetime-local value in the browser time zone and sends it in UTC', () => {
    expect(instantOfLocalInput('2030-01-05T18:30')).toBe(new Date(2030, 0, 5, 18, 30).toISOString());
    expect(instantOfLocalInput('2030-01-05T18:30:15.250')).toBe(
      new Date(2030, 0, 5, 18, 30, 15, 250).toISOString(),
    );
  });

  it('takes nothing for an empty or malformed value', () => {
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('5 Jan 2030')).toBeNull();
    expect(instantOfLocalInput('tomorrow')).toBeNull();
    expect(instantOfLocalInput('2030-01-05')).toBeNull();
    expect(instantOfLocalInput('2026-13-45T99:99')).toBeNull();
  });

  it('shows a stored moment as the field holds it, to the minute, and reads it back', () => {
    const instant = new Date(2030, 0, 5, 18, 30, 45).toISOString();
    expect(localInputOf(instant)).toBe('2030-01-05T18:30');
    expect(instantOfLocalInput(localInputOf(instant))).toBe(new Date(2030, 0, 5, 18, 30).toISOString());
    expect(localInputOf('2026-12-01T15:00:42.123Z')).toBe(localInputOf('2026-12-01T15:00:00.000Z'));
  });

  it('takes a Date too (a field’s `min`), and shows nothing for no date or an invalid one', () => {
    expect(localInputOf(new Date(2030, 5, 1, 18, 30))).toBe('2030-06-01T18:30');
    expect(localInputOf(null)).toBe('');
    expect(localInputOf(undefined)).toBe('');
    expect(localInputOf('not a date')).toBe('');
    expect(localInputOf(new Date(Number.NaN))).toBe('');
  });
});

describe('the hints of a staff date field', () => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  const inZone = (timeZone: string) =>
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone };
    });

  afterEach(() => jest.restoreAllMocks());

  it('names the browser time zone with its abbreviation when it has one', () => {
    inZone('Asia/Riyadh');
    expect(browserTimeZone()).toBe('Asia/Riyadh');
    expect(browserTimeZoneLabel()).toBe('Asia/Riyadh (AST)');
  });

  it('names UTC once', () => {
    inZone('UTC');
    expect(browserTimeZoneLabel()).toBe('UTC');
  });

  it('writes the moment sent in UTC, to the minute, in the page language', () => {
    expect(formatUtc('2026-12-01T15:00:42.000Z', 'en')).toBe('Dec 1, 2026, 03:00 PM');
    expect(formatUtc('2026-12-01T15:00:00.000Z', 'ar')).toMatch(/٢٠٢٦/);
    expect(formatUtc('not a date', 'en')).toBe('');
  });
});
