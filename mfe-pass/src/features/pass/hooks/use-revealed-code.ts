import { abbreviateRewardCode, decryptRewardCode } from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useRewardKey } from '../api/get-reward-key';

export interface RevealedCode {
  /** The code in clear, or the sealed value abbreviated when it could not be decrypted. */
  text: string;
  decrypted: boolean;
}

/**
 * A sealed reward code (hex IV `:` hex ciphertext) opened in the browser with the player's key; null while the key
 * or the decryption is on its way. A failure is only logged and shows the code abbreviated (P2 §8, §9).
 */
export function useRevealedCode(sealed: string | null): RevealedCode | null {
  const key = useRewardKey(sealed !== null);
  const [revealed, setRevealed] = useState<(RevealedCode & { sealed: string }) | null>(null);
  const cryptoKey = key.data;
  const keyFailed = key.isError;

  useEffect(() => {
    if (!sealed) return;
    let live = true;
    const fallBack = (error: unknown) => {
      console.error('[pass] Could not decrypt the reward code', error);
      if (live) setRevealed({ sealed, text: abbreviateRewardCode(sealed), decrypted: false });
    };
    if (keyFailed) fallBack(key.error);
    else if (cryptoKey)
      decryptRewardCode(sealed, cryptoKey).then(
        (text) => live && setRevealed({ sealed, text, decrypted: true }),
        fallBack,
      );
    return () => {
      live = false;
    };
  }, [sealed, cryptoKey, keyFailed, key.error]);

  return revealed && revealed.sealed === sealed ? revealed : null;
}
