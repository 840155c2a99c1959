import {
  formatCurrency,
  formatDate,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  intlFormatter,
  intlLocale,
  regionGroup,
  regionLabel,
  timeZoneAbbreviation,
} from './format';

describe('formatters', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('formats durations as m:ss', () => {
    expect(formatDuration(1925)).toBe('32:05');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('gives relative time in minutes, hours, days or just now', () => {
    expect(formatRelativeTime(now - 20_000, 'just now', 'en', now)).toBe('just now');
    expect(formatRelativeTime(now - 5 * 60_000, 'just now', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, 'just now', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, 'just now', 'en', now)).toBe('2 days ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, 'الآن', 'ar', now)).toMatch(/يومين|٢|2/);
  });

  it('formats dates per locale with the Gregorian calendar in Arabic', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('Mar 5, 2026');
    const arabic = formatDate('2026-03-05T10:00:00Z', 'ar')!;
    expect(arabic).toMatch(/مارس/);
    expect(arabic).toMatch(/٢٠٢٦|2026/);
    expect(formatDate('not a date', 'en')).toBeNull();
  });

  it('formats money with thousands separators and keeps non-numeric prizes as they are', () => {
    expect(formatCurrency(10000, 'USD', 'en')).toBe('10,000 USD');
    expect(formatCurrency('2500', 'USD', 'en')).toBe('2,500 USD');
    expect(formatCurrency('Gaming headset', 'USD', 'en')).toBe('Gaming headset');
  });

  it('labels regions: trailing digits removed, upper-cased', () => {
    expect(regionLabel('euw1')).toBe('EUW');
    expect(regionLabel('me1')).toBe('ME');
    expect(regionGroup('euw1')).toBe('eu');
    expect(regionGroup('me1')).toBe('me');
    expect(regionGroup(undefined)).toBeNull();
  });

  it('abbreviates time zones from the fixed table', () => {
    expect(timeZoneAbbreviation('Asia/Riyadh')).toBe('AST');
    expect(timeZoneAbbreviation('Asia/Dubai')).toBe('GST');
    expect(timeZoneAbbreviation('Africa/Cairo')).toBe('EET');
  });

  it('builds one Intl formatter per locale and options and reuses it', () => {
    const first = intlFormatter(Intl.NumberFormat, 'ar-SA', { maximumFractionDigits: 0 });
    expect(intlFormatter(Intl.NumberFormat, 'ar-SA', { maximumFractionDigits: 0 })).toBe(first);
    expect(intlFormatter(Intl.NumberFormat, 'en-US', { maximumFractionDigits: 0 })).not.toBe(first);
    expect(intlFormatter(Intl.NumberFormat, 'ar-SA')).not.toBe(first);
    expect(intlFormatter(Intl.DateTimeFormat, 'ar-SA')).not.toBe(intlFormatter(Intl.NumberFormat, 'ar-SA'));
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1200, 'ar')).toBe('١٬٢٠٠');
  });

  it('writes whole numbers exactly as Intl does, without building a formatter for them', () => {
    const values = [
      0, 7, 10, 99, 100, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 2026, 98_765_432,
    ];
    for (let power = 0; power <= 15; power += 1)
      values.push(10 ** power, 10 ** power - 1, 3 * 10 ** power + 17);
    for (const locale of ['ar', 'en'] as const)
      for (const options of [undefined, { useGrouping: false }])
        for (const value of values)
          expect(formatNumber(value, locale, options)).toBe(
            new Intl.NumberFormat(intlLocale(locale), options).format(value),
          );
    const constructor = jest.spyOn(Intl, 'NumberFormat');
    expect(formatNumber(5_000, 'ar')).toBe('٥٬٠٠٠');
    expect(formatNumber(2026, 'en', { useGrouping: false })).toBe('2026');
    expect(constructor).not.toHaveBeenCalled();
    // Anything else still goes through Intl: fractions, negatives, other options.
    expect(formatNumber(-3, 'ar')).toBe(new Intl.NumberFormat('ar-SA-u-ca-gregory').format(-3));
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    constructor.mockRestore();
  });
});
