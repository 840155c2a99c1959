import { useEffect, useState } from 'react';

/** P1 §9: the matchmaking clocks tick every second. */
export const CLOCK_TICK_MS = 1000;

/** The current time, refreshed every second, so countdowns and windows move on by themselves. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
