import { openRewardCode } from '@arena/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REVEAL_MS } from '../utils/reward-codes';

export interface RevealState {
  /** The code shown now (one at a time), with its text; null when every code is masked. */
  revealed: { id: string; text: string } | null;
  /** The code being decrypted after a click. */
  opening: string | null;
  /** Shows a code for 10 s (hiding any other); a second click on the shown code hides it at once. */
  toggle: (id: string, sealed: string) => void;
}

/**
 * P2 §4 "Reward code reveal": one code at a time, hidden again after 10 seconds or on a second click. The code is
 * decrypted in the browser with the player's key (shared-kit); a code that cannot be decrypted shows abbreviated.
 */
export function useCodeReveal(): RevealState {
  const [revealed, setRevealed] = useState<RevealState['revealed']>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<string | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => clearTimer, []);

  const toggle = useCallback(
    (id: string, sealed: string) => {
      clearTimer();
      if (revealed?.id === id || opening === id) {
        latest.current = null;
        setOpening(null);
        setRevealed(null);
        return;
      }
      latest.current = id;
      setRevealed(null);
      setOpening(id);
      void openRewardCode(sealed).then(({ text }) => {
        if (latest.current !== id) return;
        setOpening(null);
        setRevealed({ id, text });
        timer.current = setTimeout(() => {
          latest.current = null;
          setRevealed(null);
        }, REVEAL_MS);
      });
    },
    [revealed, opening],
  );

  return { revealed, opening, toggle };
}
