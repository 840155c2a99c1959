import { afterPageSettles } from '@arena/shared-kit';

/**
 * Registers the portal's service worker (src/sw/sw.ts, served at /sw.js, scope `/`) once the page has settled, so
 * a first visit loads, draws and measures as without one (DESIGN §8). Production builds only: the dev server
 * builds no worker. A browser without service workers, or a refusal, leaves the portal as it is.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  afterPageSettles(() => {
    // Its scope is its folder, `/`: every page of the portal. (No `serviceWorker` outside a secure context.)
    (navigator.serviceWorker as ServiceWorkerContainer | undefined)
      ?.register('/sw.js')
      .catch(() => undefined);
  });
}
