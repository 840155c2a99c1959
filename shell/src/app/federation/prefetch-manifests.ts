import { afterPageSettles, type RemoteDescriptor } from '@arena/shared-kit';
import { prefetchManifest } from './manifest-prefetch-plugin';
import { ownerOf } from './remotes';

/**
 * The manifests worth fetching ahead of a click: those of the remotes the links lead to, other than the remote of
 * the current page, released, and not yet fetched by this document (`fetched`). A remote is listed once.
 */
export function manifestsToPrefetch(
  remotes: RemoteDescriptor[],
  hrefs: string[],
  pathname: string,
  fetched: (url: string) => boolean = () => false,
): string[] {
  const current = ownerOf(pathname, remotes);
  const urls = new Set<string>();
  for (const href of hrefs) {
    const remote = ownerOf(href, remotes);
    if (!remote || remote === current || remote.version === 'unreleased') continue;
    if (!fetched(remote.entry)) urls.add(remote.entry);
  }
  return [...urls];
}

/**
 * A cross-remote navigation first fetches the new remote's `mf-manifest.json`, served `no-cache`: even a warm visit
 * waits for its revalidation round trip before the entry and the chunks (issue 14: a cross-remote navigation within
 * 1.2× of a same-remote one). Once the first page has settled (`afterPageSettles`: after it has drawn), this fetches
 * the manifests of the remotes the header links to (a small JSON file each, at low priority, never executed); the
 * federation runtime then reads them from memory (manifest-prefetch-plugin). Nothing on a connection that asks to
 * save data.
 */
export function prefetchLinkedManifests(
  remotes: RemoteDescriptor[],
  hrefs: string[],
  win: Window = window,
): void {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const run = () => {
    // A manifest this page has requested already (the route's own remote, a widget's) is in the runtime's memory.
    const fetched = (url: string) =>
      typeof win.performance?.getEntriesByName === 'function' &&
      win.performance.getEntriesByName(url).length > 0;
    for (const url of manifestsToPrefetch(remotes, hrefs, win.location.pathname, fetched))
      prefetchManifest(url);
  };
  afterPageSettles(run, { win, idleTimeoutMs: 5000 });
}
