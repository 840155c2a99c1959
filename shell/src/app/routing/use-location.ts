import { useSyncExternalStore } from 'react';

const ROUTING_EVENTS = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of ROUTING_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of ROUTING_EVENTS) window.removeEventListener(name, onChange);
  };
}

function snapshot(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The address the page shows, updated when single-spa finishes a navigation (whichever app started it) and on
 * back/forward.
 */
export function useLocation(): { pathname: string; search: string } {
  const address = useSyncExternalStore(subscribe, snapshot);
  const queryStart = address.indexOf('?');
  return queryStart < 0
    ? { pathname: address, search: '' }
    : { pathname: address.slice(0, queryStart), search: address.slice(queryStart) };
}
