import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

type QueryRuntime = typeof import('./query-runtime');

let runtime: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | null = null;
let failure: unknown = null;

/**
 * The portal's one query cache (shared-kit is a singleton, so remotes share it). Query keys start with the
 * owning package's name, e.g. `['community', 'posts']`. TanStack Query is not part of the first paint of `/`
 * (DESIGN §8): this binding is set once `loadQueryClient()` has resolved, which every remote application does
 * before it mounts and `QueryScope` does before it renders, so code running inside either can use it directly.
 */
export let queryClient: QueryClient = undefined as unknown as QueryClient;

/** Loads TanStack Query and creates the query cache (once); resolves to the cache. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import(/* webpackChunkName: "remote-runtime" */ './query-runtime').then(
    (loaded) => {
      runtime = loaded;
      failure = null;
      queryClient = loaded.queryClient;
      return loaded;
    },
    (error: unknown) => {
      // The next call tries again (a retry button, the next navigation).
      loading = null;
      failure = error;
      throw error;
    },
  );
  return loading.then((loaded) => loaded.queryClient);
}

/** The loaded query runtime, or null while it has not loaded. */
export function loadedQueryRuntime(): QueryRuntime | null {
  return runtime;
}

/**
 * Provides the query cache to what it wraps, suspending (inside a `<Suspense>`) while TanStack Query loads; a
 * failed load throws to the nearest error boundary. Remote widgets that the shell draws in its own tree use it.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  if (runtime) return createElement(runtime.QueryRuntimeProvider, null, children);
  if (failure) {
    const error = failure;
    failure = null;
    throw error;
  }
  throw loadQueryClient();
}
