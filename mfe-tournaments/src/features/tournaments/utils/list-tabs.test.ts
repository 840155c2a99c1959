import type { Tournament } from '@arena/shared-kit';
import { countByTab, parseTab, tabOf } from './list-tabs';

const withStatus = (status: string) => ({ status: status as Tournament['status'] });

describe('tabOf', () => {
  it('puts in-progress under Live, upcoming and check-in under Upcoming, completed under Completed', () => {
    expect(tabOf(withStatus('in-progress'))).toBe('live');
    expect(tabOf(withStatus('upcoming'))).toBe('upcoming');
    expect(tabOf(withStatus('check-in'))).toBe('upcoming');
    expect(tabOf(withStatus('completed'))).toBe('completed');
  });

  it('reads the other spellings of live, and no tab for unknown statuses', () => {
    expect(tabOf(withStatus('on-going'))).toBe('live');
    expect(tabOf(withStatus('live'))).toBe('live');
    expect(tabOf(withStatus('cancelled'))).toBeNull();
  });
});

describe('countByTab', () => {
  it('counts each tab', () => {
    expect(
      countByTab(['upcoming', 'check-in', 'in-progress', 'completed', 'completed', 'x'].map(withStatus)),
    ).toEqual({ live: 1, upcoming: 2, completed: 2 });
    expect(countByTab([])).toEqual({ live: 0, upcoming: 0, completed: 0 });
  });
});

describe('parseTab', () => {
  it('knows the three tabs only', () => {
    expect(parseTab('live')).toBe('live');
    expect(parseTab('completed')).toBe('completed');
    expect(parseTab('Live')).toBeNull();
    expect(parseTab(null)).toBeNull();
  });
});
