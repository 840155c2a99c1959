import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so date-derived stages, countdowns and buttons move on by
 * themselves (the phase clock and the matchmaking clocks tick every second, P1 §4, §9).
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
