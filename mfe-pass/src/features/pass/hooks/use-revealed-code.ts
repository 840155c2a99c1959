import { openRewardCode, type OpenedRewardCode } from '@arena/shared-kit';
import { useEffect, useState } from 'react';

export type RevealedCode = OpenedRewardCode;

/**
 * A sealed reward code (hex IV `:` hex ciphertext) opened in the browser with the player's key (shared-kit's one
 * key cache, the same as `/account/rewards`); null while the key or the decryption is on its way. A failure is
 * only logged and shows the code abbreviated (P2 §8, §9).
 */
export function useRevealedCode(sealed: string | null): RevealedCode | null {
  const [revealed, setRevealed] = useState<(RevealedCode & { sealed: string }) | null>(null);

  useEffect(() => {
    if (!sealed) return;
    let live = true;
    void openRewardCode(sealed).then((opened) => live && setRevealed({ sealed, ...opened }));
    return () => {
      live = false;
    };
  }, [sealed]);

  return revealed && revealed.sealed === sealed ? revealed : null;
}
