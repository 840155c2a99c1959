import { estimateRemainingMs, splitRemaining } from './sync-estimate';

describe('estimateRemainingMs (P2 §4: elapsed time per processed match)', () => {
  it('multiplies the time per processed match by the matches left', () => {
    expect(estimateRemainingMs({ elapsedMs: 4000, processed: 2, total: 10 })).toBe(16_000);
    expect(estimateRemainingMs({ elapsedMs: 1500, processed: 3, total: 4 })).toBe(500);
  });

  it('has no estimate before the first match or when nothing is left', () => {
    expect(estimateRemainingMs({ elapsedMs: 4000, processed: 0, total: 10 })).toBeNull();
    expect(estimateRemainingMs({ elapsedMs: 4000, processed: 10, total: 10 })).toBeNull();
    expect(estimateRemainingMs({ elapsedMs: 4000, processed: 3, total: 0 })).toBeNull();
  });
});

describe('splitRemaining', () => {
  it('shows seconds, rounded up, under a minute', () => {
    expect(splitRemaining(500)).toEqual({ seconds: 1 });
    expect(splitRemaining(16_000)).toEqual({ seconds: 16 });
    expect(splitRemaining(59_001)).toEqual({ minutes: 1, seconds: 0 });
  });

  it('shows minutes and seconds from one minute on', () => {
    expect(splitRemaining(60_000)).toEqual({ minutes: 1, seconds: 0 });
    expect(splitRemaining(125_400)).toEqual({ minutes: 2, seconds: 6 });
  });
});
