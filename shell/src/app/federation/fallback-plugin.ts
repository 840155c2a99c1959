import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A widget expose whose remote could not load resolves to this marker; `RemoteWidget` draws the message. */
export interface UnavailableRemoteModule {
  __arenaUnavailable: true;
  id: string;
  error: unknown;
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return Boolean(value && (value as UnavailableRemoteModule).__arenaUnavailable);
}

/**
 * Single-spa lifecycles that draw "temporarily unavailable" into the remote's container. The view is loaded
 * lazily: this plugin runs before shared libraries are negotiated, so it must not import React itself.
 */
function unavailableLifecycles(id: string, error: unknown) {
  let unmountView: (() => void) | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement }) => {
      if (!props.domElement) return;
      const { mountUnavailable } = await import('./remote-fallback');
      unmountView = mountUnavailable(props.domElement, error, id);
    },
    unmount: async () => {
      unmountView?.();
      unmountView = undefined;
    },
  };
}

/**
 * Failure isolation (DESIGN §2): when a remote cannot load, its expose resolves to a fallback, so the header,
 * footer and other remotes keep working. Only `onLoad` may return a module; for other lifecycles the return
 * value would be taken as a manifest.
 */
export default function arenaFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'arena-fallback-plugin',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[arena] remote module ${args.id} could not load`, args.error);
      if (args.id.endsWith('/app')) return unavailableLifecycles(args.id, args.error);
      const marker: UnavailableRemoteModule = { __arenaUnavailable: true, id: args.id, error: args.error };
      return marker;
    },
  };
}
