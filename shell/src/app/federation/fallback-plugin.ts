import type { LoadFailureKind } from '@arena/shared-kit';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Where a remote's load broke, as the federation runtime reports it: its manifest (`mf-manifest.json`, the
 * runtime's RUNTIME-003 / RUNTIME-013), its entry script (`remoteEntry.js`, RUNTIME-008 / RUNTIME-001) or the
 * expose itself (its chunks, or its code while it ran).
 */
export type RemoteLoadStage = 'manifest' | 'entry' | 'expose';

/** A remote's load failure, classified from the runtime's hooks and the error's type, never from its message. */
export interface RemoteLoadFailure {
  kind: LoadFailureKind;
  stage: RemoteLoadStage;
  /** The HTTP status of the manifest's answer, when the server answered with an error. */
  status?: number;
}

/** A widget expose whose remote could not load resolves to this marker; `RemoteWidget` draws the message. */
export interface UnavailableRemoteModule {
  __arenaUnavailable: true;
  id: string;
  failure: RemoteLoadFailure;
  error: unknown;
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return Boolean(value && (value as UnavailableRemoteModule).__arenaUnavailable);
}

/** The manifest's failure: the server's error status, no answer at all, or an answer that is not a manifest. */
export function manifestFailure(response: Response | undefined): RemoteLoadFailure {
  if (!response) return { kind: 'network', stage: 'manifest' };
  if (!response.ok) return { kind: 'http', stage: 'manifest', status: response.status };
  return { kind: 'evaluation', stage: 'manifest' };
}

/**
 * An error thrown while the expose loaded, by its type: webpack's chunk loader throws a `ChunkLoadError` (its CSS
 * loader adds the code `CSS_CHUNK_LOAD_FAILED`), code that throws while it runs an `Error` subclass of the language.
 */
export function exposeFailure(error: unknown): RemoteLoadFailure {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED')
    return { kind: 'chunk', stage: 'expose' };
  if (error instanceof SyntaxError || error instanceof TypeError || error instanceof ReferenceError) {
    return { kind: 'evaluation', stage: 'expose' };
  }
  return { kind: 'unknown', stage: 'expose' };
}

/** `community/app` → `community`. */
const remoteOf = (id: string) => id.split('/')[0];

/**
 * Single-spa lifecycles that draw "temporarily unavailable" into the remote's container. The view is loaded
 * lazily: this plugin runs before shared libraries are negotiated, so it must not import React itself.
 */
function unavailableLifecycles(id: string, failure: RemoteLoadFailure) {
  let unmountView: (() => void) | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement }) => {
      if (!props.domElement) return;
      const { mountUnavailable } = await import('./remote-fallback');
      unmountView = mountUnavailable(props.domElement, failure.kind, id);
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
 *
 * The failure is classified where the runtime reports it (STYLE: typed load failures): a failed manifest by its
 * answer (none: network; an error status: http; not a manifest: evaluation), a failed entry script by the
 * runtime's own hook for scripts that did not load (`loadEntryError`: network; an entry that loaded and failed:
 * evaluation), and a failure of the expose by the error's type.
 */
export default function arenaFallbackPlugin(): ModuleFederationRuntimePlugin {
  /** The latest failure of each remote's manifest or entry, until it loads (every expose that fails reads it). */
  const failures = new Map<string, RemoteLoadFailure>();
  return {
    name: 'arena-fallback-plugin',
    async afterLoadManifest({ moduleInfo, response, error, recovered }) {
      if (error && !recovered) failures.set(moduleInfo.name, manifestFailure(response));
      else failures.delete(moduleInfo.name);
    },
    async loadEntryError({ remoteInfo }) {
      failures.set(remoteInfo.name, { kind: 'network', stage: 'entry' });
      return undefined;
    },
    async afterLoadEntry({ remoteInfo, error, recovered }) {
      if (!error || recovered) failures.delete(remoteInfo.name);
      else if (failures.get(remoteInfo.name)?.stage !== 'entry') {
        failures.set(remoteInfo.name, { kind: 'evaluation', stage: 'entry' });
      }
    },
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const failure = failures.get(remoteOf(args.id)) ?? exposeFailure(args.error);
      console.error(
        `[arena] remote module ${args.id} could not load (${failure.stage}: ${failure.kind}${failure.status ? ` ${failure.status}` : ''})`,
        args.error,
      );
      if (args.id.endsWith('/app')) return unavailableLifecycles(args.id, failure);
      const marker: UnavailableRemoteModule = {
        __arenaUnavailable: true,
        id: args.id,
        failure,
        error: args.error,
      };
      return marker;
    },
  };
}
