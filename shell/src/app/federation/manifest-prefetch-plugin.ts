import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remote manifests fetched ahead of a click (`prefetchManifest`), by URL, until the federation runtime asks for them.
 * This module is also a runtime plugin: it runs before shared libraries are negotiated, so it imports nothing.
 */
const prefetched = new Map<string, Promise<Response>>();

/**
 * Fetches a remote's `mf-manifest.json` now, at low priority, and keeps the answer for the runtime's first request
 * of that URL. A failed or refused fetch keeps nothing (the runtime then fetches it as usual).
 */
export function prefetchManifest(url: string): void {
  if (prefetched.has(url)) return;
  const answer = fetch(url, { priority: 'low' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  });
  prefetched.set(url, answer);
  answer.catch(() => prefetched.delete(url));
}

/** True when the manifest at `url` was prefetched and not handed to the runtime yet. */
export function isManifestPrefetched(url: string): boolean {
  return prefetched.has(url);
}

/**
 * Hands the runtime the prefetched manifest instead of a new request (it would wait for a revalidation round trip:
 * manifests are served `no-cache`). Once per URL: the runtime keeps a manifest it has read for the page's lifetime.
 * Nothing prefetched: undefined, and the runtime fetches the manifest itself.
 */
export function takePrefetchedManifest(url: string, init?: RequestInit): Promise<Response> | undefined {
  const answer = prefetched.get(url);
  if (!answer) return undefined;
  prefetched.delete(url);
  return answer.catch(() => fetch(url, init));
}

export default function arenaManifestPrefetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'arena-manifest-prefetch-plugin',
    fetch(url, init) {
      return takePrefetchedManifest(url, init);
    },
  };
}
