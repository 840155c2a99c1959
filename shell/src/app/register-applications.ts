import { loadRemoteRuntime, pathMatchesPrefix, type RemoteDescriptor } from '@arena/shared-kit';
import { registerApplication } from 'single-spa';
import { loadRemoteApp } from './federation/remotes';

/**
 * Registers one single-spa application per remote, active on the remote's route prefixes, each mounted into a
 * container of its own inside `<main>`. `canActivate` lets the shell keep a remote unmounted while it redirects
 * (sign-in guard, ban), so the remote never flashes.
 */
export function registerRemoteApplications(
  remotes: RemoteDescriptor[],
  host: HTMLElement,
  canActivate: (location: Location) => boolean = () => true,
): void {
  for (const remote of remotes) {
    const container = document.createElement('div');
    container.id = `remote-${remote.name}`;
    container.dataset.remote = remote.name;
    host.appendChild(container);
    registerApplication({
      name: remote.name,
      app: () => {
        // Every remote application needs TanStack Query, the router and single-spa-react, which `/` does not load
        // (DESIGN §8): fetch them alongside the remote instead of after it. A failure here is retried by the
        // remote's bootstrap, which reports it.
        loadRemoteRuntime().catch(() => undefined);
        return loadRemoteApp(remote.name);
      },
      activeWhen: (location) =>
        remote.routes.some((route) => pathMatchesPrefix(location.pathname, route)) && canActivate(location),
      customProps: { domElement: container, name: remote.name },
    });
  }
}
