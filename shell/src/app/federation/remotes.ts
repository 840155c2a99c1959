import { pathMatchesPrefix, type RemoteDescriptor } from '@arena/shared-kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

/** Tells the federation runtime where each remote lives, from the platform manifest (nothing compiled in). */
export function registerPlatformRemotes(remotes: RemoteDescriptor[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.entry })));
}

/** Loads `<remote>/<expose>`; a remote that cannot load yields the fallback of the runtime plugin. */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const loaded = await loadRemote<T>(`${remote}/${expose}`);
  if (!loaded) throw new Error(`remote module ${remote}/${expose} resolved to nothing`);
  return loaded;
}

/** The single-spa lifecycles of a remote's `./app`. */
export function loadRemoteApp(remote: string): Promise<LifeCycles> {
  return loadRemoteModule<LifeCycles>(remote, 'app');
}

/** The remote that owns a path, or undefined for the shell's own pages. */
export function ownerOf(pathname: string, remotes: RemoteDescriptor[]): RemoteDescriptor | undefined {
  return remotes.find((remote) => remote.routes.some((route) => pathMatchesPrefix(pathname, route)));
}
