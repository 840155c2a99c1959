import { SUPPORT_CHAT_OPEN, SUPPORT_CHAT_PARAM } from '@arena/contract/rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The support chat's address (issue 32): whether the tournament page's address asks for the chat open
 * (`?support=chat`, the link of a support answer's alert, from the bell or a device), and how to drop the request
 * once it is (the address is replaced, not pushed, so Back does not reopen it; other parameters stay).
 */
export function useSupportChatAddress(): { requested: boolean; handled: () => void } {
  const [params, setParams] = useSearchParams();
  const requested = params.get(SUPPORT_CHAT_PARAM) === SUPPORT_CHAT_OPEN;
  const handled = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUPPORT_CHAT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { requested, handled };
}
