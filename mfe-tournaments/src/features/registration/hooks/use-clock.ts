import { useEffect, useState } from 'react';

/** P1 §4, §9: the tournament page's phase clock ticks every second. */
export const PHASE_CLOCK_TICK_MS = 1000;

/** The current time, refreshed every tick, so the phase and the button move on by themselves. */
export function useClock(tickMs = PHASE_CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
