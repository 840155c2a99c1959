import { slideStatus } from './slide-status';

const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('a slide status', () => {
  it('is live when the API says the home page shows it', () => {
    expect(slideStatus({ live: true, startsAt: null, endsAt: null }, NOW)).toBe('live');
    expect(
      slideStatus(
        { live: true, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' },
        NOW,
      ),
    ).toBe('live');
  });

  it('is scheduled before its start, ended after its end', () => {
    expect(slideStatus({ live: false, startsAt: '2026-12-01T00:00:00.000Z', endsAt: null }, NOW)).toBe(
      'scheduled',
    );
    expect(slideStatus({ live: false, startsAt: null, endsAt: '2026-11-20T00:00:00.000Z' }, NOW)).toBe(
      'ended',
    );
    expect(
      slideStatus(
        { live: false, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-20T00:00:00.000Z' },
        NOW,
      ),
    ).toBe('ended');
  });
});
