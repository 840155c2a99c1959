import { CHANGELOG_RELEASES } from '../data/releases';
import { compareVersions, newestFirst } from './release-order';

describe('compareVersions', () => {
  it('compares part by part as numbers', () => {
    expect(compareVersions('2.1.10', '2.1.9')).toBeGreaterThan(0);
    expect(compareVersions('2.1.0', '2.1.6')).toBeLessThan(0);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
  });
});

describe('newestFirst', () => {
  it('orders by date, newest first, then by version on the same day', () => {
    const releases = [
      { number: '1.0.0', date: '2025-01-01' },
      { number: '1.0.2', date: '2025-01-05' },
      { number: '1.0.1', date: '2025-01-05' },
    ];
    expect(newestFirst(releases).map((release) => release.number)).toEqual(['1.0.2', '1.0.1', '1.0.0']);
    expect(releases[0].number).toBe('1.0.0');
  });

  it('puts the seven releases of P2 §9 from 2.1.6 (2025-03-10) down to 2.1.0 (2025-02-19)', () => {
    const releases = newestFirst(CHANGELOG_RELEASES);
    expect(releases.map((release) => release.number)).toEqual([
      '2.1.6',
      '2.1.5',
      '2.1.4',
      '2.1.3',
      '2.1.2',
      '2.1.1',
      '2.1.0',
    ]);
    expect(releases[0].date).toBe('2025-03-10');
    expect(releases.at(-1)?.date).toBe('2025-02-19');
  });
});
