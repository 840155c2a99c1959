import { getPlatformConfig } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import type { NestedStrings } from '@arena/shared-kit/locale-rules';

/** One entry of an app's `locales/index.json` (written by shared-kit/webpack/publish-locales.cjs). */
interface PublishedIndexEntry {
  namespace: string;
  /** The locale folder in the repository, e.g. `mfe-community/src/locales`. */
  source: string;
  languages: string[];
  /** Language → file name beside index.json. */
  files: Record<string, string>;
}

interface PublishedIndex {
  app: string;
  namespaces: PublishedIndexEntry[];
}

/** One namespace as a build publishes it, with its English and Arabic strings. */
export interface PublishedNamespace {
  /** The app that ships it: `shell`, `tournaments`, `pass`, `account`, `community`. */
  app: string;
  namespace: string;
  source: string;
  en: NestedStrings;
  ar: NestedStrings;
}

/** What the tool could read: the namespaces, and the apps whose files could not be read. */
export interface PublishedLocales {
  namespaces: PublishedNamespace[];
  unavailable: string[];
}

/**
 * Where each app's builds live: the shell's origin (this page's), then each remote of /platform.json by the folder
 * of its mf-manifest.json.
 */
export function localeSources(): { app: string; baseUrl: string }[] {
  const page = window.location.href;
  return [
    { app: 'shell', baseUrl: new URL('/', page).href },
    ...getPlatformConfig().remotes.map((remote) => ({
      app: remote.name,
      baseUrl: new URL('.', new URL(remote.entry, page)).href,
    })),
  ];
}

async function getJson<T>(url: URL): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Reads one app's published namespaces from `<baseUrl>locales/`. */
async function getAppLocales(baseUrl: string): Promise<PublishedNamespace[]> {
  const indexUrl = new URL('locales/index.json', baseUrl);
  const index = await getJson<PublishedIndex>(indexUrl);
  const read = (file: string | undefined) =>
    file ? getJson<NestedStrings>(new URL(file, indexUrl)) : Promise.resolve({});
  return Promise.all(
    index.namespaces.map(async (entry) => {
      const [en, ar] = await Promise.all([read(entry.files.en), read(entry.files.ar)]);
      return { app: index.app, namespace: entry.namespace, source: entry.source, en, ar };
    }),
  );
}

/**
 * The en and ar strings of every app of the portal, as each build publishes them beside its manifest. An app
 * whose files cannot be read is listed in `unavailable`; the others still show. An app seen twice (a remote
 * running standalone is also the page's origin) counts once.
 */
export async function getPublishedLocales(): Promise<PublishedLocales> {
  const sources = localeSources();
  const results = await Promise.allSettled(sources.map(({ baseUrl }) => getAppLocales(baseUrl)));
  const namespaces: PublishedNamespace[] = [];
  const unavailable: string[] = [];
  const seen = new Set<string>();
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      unavailable.push(sources[index].app);
      return;
    }
    for (const entry of result.value) {
      const id = `${entry.app}/${entry.namespace}`;
      if (seen.has(id)) continue;
      seen.add(id);
      namespaces.push(entry);
    }
  });
  // A standalone remote answers for the page's origin too: the shell is then simply not there.
  const apps = new Set(namespaces.map((entry) => entry.app));
  return { namespaces, unavailable: unavailable.filter((app) => !apps.has(app)) };
}

export function usePublishedLocales() {
  return useQuery({
    queryKey: ['community', 'translations', 'published-locales'],
    queryFn: getPublishedLocales,
    staleTime: 60_000,
  });
}
