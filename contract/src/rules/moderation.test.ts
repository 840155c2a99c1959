import { banStatus, mayModerate } from './moderation.js';

describe('banStatus', () => {
  const now = '2026-03-01T12:00:00.000Z';

  it('is active without an end, or before its end', () => {
    expect(banStatus({ endsAt: null, liftedAt: null, liftReason: null }, now)).toBe('active');
    expect(banStatus({ endsAt: '2026-03-01T12:00:01.000Z', liftedAt: null, liftReason: null }, now)).toBe(
      'active',
    );
  });

  it('has ended from its end on, lifted by a request or not yet', () => {
    expect(banStatus({ endsAt: now, liftedAt: null, liftReason: null }, now)).toBe('ended');
    expect(banStatus({ endsAt: '2026-02-01T00:00:00.000Z', liftedAt: null, liftReason: null }, now)).toBe(
      'ended',
    );
    expect(
      banStatus(
        { endsAt: '2026-02-01T00:00:00.000Z', liftedAt: '2026-02-01T00:00:00.000Z', liftReason: null },
        new Date(now),
      ),
    ).toBe('ended');
  });

  it('is lifted once staff lifted it, before its end or without one', () => {
    expect(banStatus({ endsAt: null, liftedAt: '2026-02-01T00:00:00.000Z', liftReason: 'Appeal' }, now)).toBe(
      'lifted',
    );
    expect(
      banStatus(
        { endsAt: '2026-04-01T00:00:00.000Z', liftedAt: '2026-02-01T00:00:00.000Z', liftReason: 'Appeal' },
        now,
      ),
    ).toBe('lifted');
  });
});

describe('mayModerate', () => {
  it('lets support moderate players only, and an admin everyone', () => {
    expect(mayModerate(['support'], [])).toBe(true);
    expect(mayModerate(['support'], ['editor'])).toBe(false);
    expect(mayModerate(['support', 'organizer'], ['support'])).toBe(false);
    expect(mayModerate(['admin'], ['admin'])).toBe(true);
    expect(mayModerate(['admin'], [])).toBe(true);
  });

  it('lets no other role moderate', () => {
    expect(mayModerate(['organizer', 'editor'], [])).toBe(false);
    expect(mayModerate([], [])).toBe(false);
  });
});
