/** One remote as the platform manifest (`/platform.json`) describes it. */
export interface RemoteDescriptor {
  /** Module Federation container name: `tournaments`, `pass`, `account`, `community`. */
  name: string;
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** Route prefixes the remote owns, e.g. `/tournaments`. */
  routes: string[];
  /** Routes drawn without the shell's header and footer, e.g. `/link-discord`. */
  bareRoutes?: string[];
  version: string;
}

/** The run-time manifest every app reads before it renders. */
export interface PlatformConfig {
  environment: string;
  apiUrl: string;
  authUrl: string;
  socketUrl: string;
  bracketHostOrigin: string;
  imageCdnUrl: string;
  communityInviteUrl: string;
  remotes: RemoteDescriptor[];
  /** Switches for parts of screens; an absent switch means the part is shown. */
  features?: {
    /** The reward pass promotion on the loyalty leaderboard. */
    loyaltyPassPromo?: boolean;
  };
}

const defaults: PlatformConfig = {
  environment: 'local',
  apiUrl: 'http://localhost:8090',
  authUrl: 'http://localhost:8090',
  socketUrl: 'http://localhost:8090',
  bracketHostOrigin: 'http://localhost:8090',
  imageCdnUrl: 'http://localhost:8090/cdn',
  communityInviteUrl: 'https://discord.gg/menaarena',
  remotes: [],
};

let current: PlatformConfig = defaults;

/** Sets the manifest for every package (shared-kit is a singleton, so one call serves all remotes). */
export function setPlatformConfig(config: Partial<PlatformConfig>): PlatformConfig {
  current = { ...defaults, ...config };
  return current;
}

/** The manifest in force; defaults to a local development layout until the shell sets it. */
export function getPlatformConfig(): PlatformConfig {
  return current;
}

/** Id of the `<script type="application/json">` the deploy server writes the live manifest into. */
export const PLATFORM_SCRIPT_ID = 'arena-platform';

/** The manifest the deploy server wrote into the page, or undefined when there is none (or it is not JSON). */
export function readInlinePlatformConfig(
  doc: Document | undefined = globalThis.document,
): Partial<PlatformConfig> | undefined {
  const text = doc?.getElementById(PLATFORM_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<PlatformConfig>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the live platform manifest the one in force: the copy the deploy server wrote into the page when there
 * is one (no round trip), otherwise `/platform.json` fetched no-cache.
 */
export async function loadPlatformConfig(url = '/platform.json'): Promise<PlatformConfig> {
  const inline = readInlinePlatformConfig();
  if (inline) return setPlatformConfig(inline);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`platform manifest ${url} answered ${response.status}`);
  return setPlatformConfig((await response.json()) as Partial<PlatformConfig>);
}

/** Finds the remote that owns a path, by prefix (`/news` owns `/news` and `/news/12`). */
export function remoteForPath(
  path: string,
  remotes: RemoteDescriptor[] = current.remotes,
): RemoteDescriptor | undefined {
  return remotes.find((remote) => remote.routes.some((route) => pathMatchesPrefix(path, route)));
}

/** True when `path` is `prefix` or lies below it. */
export function pathMatchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}
