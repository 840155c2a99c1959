import { useSession } from '@arena/shared-kit';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ListState, listStateToParams, parseListState } from '../utils/list-state';
import { type PortalRegion, selectRegion } from '../utils/region';

export interface ListStateControls {
  /** The choices as the address holds them (or is about to). */
  state: ListState;
  /** The region shown: the address's, else the player's game-account region, else Middle East. */
  region: PortalRegion;
  /** Writes new choices to the address as a new history entry, so back and forward restore them. */
  update: (next: ListState) => void;
}

/** The tournament list's tab, region and filters, kept in the address query (shareable, restorable). */
export function useListState(): ListStateControls {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const gameAccountRegion = useSession((session) => session.user?.region ?? null);
  const parsed = useMemo(() => parseListState(params), [params]);
  // The router applies a new address inside a transition; until it lands, the choice just made is shown, so a
  // radio or checkbox never flips back for a frame. Any change of the address (this one landing, or back and
  // forward) ends it.
  const [pending, setPending] = useState<ListState | null>(null);
  const [addressSeen, setAddressSeen] = useState(query);
  if (addressSeen !== query) {
    setAddressSeen(query);
    setPending(null);
  }
  const state = addressSeen === query && pending ? pending : parsed;
  const region = selectRegion(state.region, gameAccountRegion);
  const update = useCallback(
    (next: ListState) => {
      const nextParams = listStateToParams(next, params);
      if (nextParams.toString() === query) return;
      setPending(parseListState(nextParams));
      setParams(nextParams);
    },
    [params, query, setParams],
  );
  return { state, region, update };
}
