import { useDeferredValue } from 'react';

/** The part of a TanStack Query result that `useDeferredQuery` rewrites while its data is on the way. */
interface QueryResultLike {
  data: unknown;
  status: string;
  isPending: boolean;
  isSuccess: boolean;
  isLoading: boolean;
}

const STILL_PENDING: Partial<Record<PropertyKey, unknown>> = {
  data: undefined,
  status: 'pending',
  isPending: true,
  isSuccess: false,
  isLoading: true,
};

/**
 * A query result whose data reaches the page through `useDeferredValue`. A TanStack Query update always renders
 * at once, in one piece (it comes through useSyncExternalStore); a page of cards drawn that way is one long task on
 * a phone. Deferred, the data's arrival is drawn as a transition, in slices that yield to the browser (total
 * blocking time, DESIGN §8). Until then the result still reads as pending, so the page keeps its skeleton; later
 * changes (a refetch) show the previous data until the new one is drawn.
 *
 * @example const query = useDeferredQuery(useQuery(tournamentsQueryOptions()));
 */
export function useDeferredQuery<R extends QueryResultLike>(result: R): R {
  const data = useDeferredValue(result.data);
  if (Object.is(data, result.data)) return result;
  if (data !== undefined)
    return new Proxy(result, { get: (target, key) => (key === 'data' ? data : Reflect.get(target, key)) });
  return new Proxy(result, {
    get: (target, key) => (key in STILL_PENDING ? STILL_PENDING[key] : Reflect.get(target, key)),
  });
}
