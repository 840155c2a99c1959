// The portal's service worker (issue 32, DESIGN §10), built to shell/dist/sw.js by src/sw/build.cjs and served at
// /sw.js (scope `/`). It keeps the shell's start files for a slow or absent network, answers a page it cannot fetch
// with the last shell page of that language or an offline page, and shows the portal's push notifications.
// It never answers the live platform manifest, a remote's manifest or entry, or any other origin from a cache
// (routing.ts): a release or rollback reaches every open tab on its next load, as without a worker.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { OFFLINE_PAGE_HEADERS, offlinePageHtml } from './offline-page';
import { answerPage } from './page-strategy';
import { notificationFromPush, notificationTarget } from './push';
import {
  LANGUAGE_COOKIE,
  languageOfPage,
  pageLanguage,
  shellCacheKey,
  shellForCache,
  strategyFor,
  type Language,
} from './routing';

// The parts of the service worker scope this file uses (the shell's TypeScript program has the DOM library, not
// the worker one).
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushMessageEvent extends WorkerEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickEvent extends WorkerEvent {
  notification: Notification;
}
interface WindowTab {
  url: string;
  focus(): Promise<WindowTab>;
  navigate(url: string): Promise<WindowTab | null>;
}
interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowTab[]>;
    openWindow(url: string): Promise<WindowTab | null>;
  };
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushMessageEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'install', listener: (event: WorkerEvent) => void): void;
}

declare const __ARENA_PRECACHE__: { url: string; revision: string | null }[];

const worker = self as unknown as ServiceWorkerScope;
const origin = worker.location.origin;

/** How long a page waits for the network before the cached shell of its language is drawn instead. */
const PAGE_NETWORK_TIMEOUT_MS = 4000;
const SHELL_CACHE = 'arena-shell-pages';
const IMMUTABLE_CACHE = 'arena-immutable';

// A new worker takes over at once: it caches nothing a page of the previous one could depend on (hashed files stay
// deployed), and the pages it serves are always the server's own when the network answers.
worker.addEventListener('install', () => {
  void worker.skipWaiting();
});
clientsClaim();

// The shell's start files (main.js and what its HTML preloads), named by the build.
precacheAndRoute(__ARENA_PRECACHE__);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => strategyFor(request, url, origin) === 'immutable',
  new CacheFirst({
    cacheName: IMMUTABLE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ request, url }) => strategyFor(request, url, origin) === 'page',
  ({ request, url, event }) => {
    const network = fetch(request);
    // A page the server wrote is kept (cloned before the browser reads it) as the shell of its language.
    const kept = network.then((response) => keepShell(response.clone())).catch(() => undefined);
    (event as WorkerEvent).waitUntil(kept);
    return answerPage({
      network,
      cachedShell: async () =>
        caches.match(shellCacheKey(origin, await visitorLanguage(url)), { cacheName: SHELL_CACHE }),
      offlinePage: async () => offlinePage(await visitorLanguage(url), url),
      timeoutMs: PAGE_NETWORK_TIMEOUT_MS,
    });
  },
);

const OFFLINE_TEXTS = { ar: ar.offline, en: en.offline };

async function visitorLanguage(url: URL): Promise<Language> {
  let stored: string | undefined;
  try {
    stored = (await worker.cookieStore?.get(LANGUAGE_COOKIE))?.value;
  } catch {
    stored = undefined;
  }
  return pageLanguage(url.search, stored);
}

function offlinePage(lang: Language, url: URL): Response {
  return new Response(offlinePageHtml(lang, OFFLINE_TEXTS[lang], url.pathname + url.search), {
    status: 200,
    headers: { ...OFFLINE_PAGE_HEADERS, 'Content-Language': lang },
  });
}

/** Keeps a page the server wrote as the shell of its language, without its inline platform manifest. */
async function keepShell(response: Response): Promise<void> {
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status !== 200 || response.type !== 'basic' || !type.startsWith('text/html')) return;
  const html = await response.text();
  const lang = languageOfPage(html);
  if (!lang) return;
  // Its own policy and language headers stay; what described the server's bytes does not fit the kept ones.
  const headers = new Headers(response.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'ETag', 'Last-Modified']) headers.delete(name);
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(shellCacheKey(origin, lang), new Response(shellForCache(html), { status: 200, headers }));
}

// Push: the server sends `{ title, body, url, tag?, lang? }` (push.ts); the notification opens `url` on a click.
worker.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    // Not JSON: not a message the server sends.
    return;
  }
  const notification = notificationFromPush(payload);
  if (!notification) return;
  event.waitUntil(worker.registration.showNotification(notification.title, notification.options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, origin);
  event.waitUntil(openPortalAt(target));
});

/** Focuses an open tab of the portal and takes it to `target`, or opens one there. */
async function openPortalAt(target: string): Promise<void> {
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((candidate) => new URL(candidate.url).origin === origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      if (focused.url !== target) await focused.navigate(target);
      return;
    } catch {
      // A tab this worker does not control cannot be navigated by it: a new one opens instead.
    }
  }
  await worker.clients.openWindow(target);
}
