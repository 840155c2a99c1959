/**
 * Notices a second copy of a shared library at run time (STYLE: tldraw's registry). Each app registers the
 * copies it was handed; a different object under the same name means Module Federation served two copies.
 */
type Registry = Map<string, { instance: unknown; version: string; by: string }>;

const GLOBAL_KEY = '__ARENA_SINGLETONS__';

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  return (holder[GLOBAL_KEY] ??= new Map());
}

/**
 * Registers the copies of shared libraries an app evaluated; warns in the console when another copy of the same
 * library was registered before.
 *
 * @example registerSingletons('community', { react: React, 'styled-components': styled });
 */
export function registerSingletons(
  app: string,
  copies: Record<string, unknown>,
  versions: Record<string, string> = {},
): void {
  const seen = registry();
  for (const [name, instance] of Object.entries(copies)) {
    const previous = seen.get(name);
    if (!previous) {
      seen.set(name, { instance, version: versions[name] ?? 'unknown', by: app });
    } else if (previous.instance !== instance) {
      console.warn(
        `[arena] A second copy of ${name} was evaluated by ${app} (first loaded by ${previous.by}). ` +
          'Check the Module Federation shared map: every app must share it as a singleton.',
      );
    }
  }
}

/** The names of libraries registered so far, with the app that loaded each; used by tests and the budget script. */
export function registeredSingletons(): Record<string, string> {
  return Object.fromEntries([...registry()].map(([name, entry]) => [name, entry.by]));
}

// shared-kit itself: two evaluations of this module mean two copies of shared-kit.
const selfMarker = '__ARENA_SHARED_KIT_EVALUATED__';
const globalHolder = globalThis as unknown as Record<string, number | undefined>;
globalHolder[selfMarker] = (globalHolder[selfMarker] ?? 0) + 1;
if (globalHolder[selfMarker] > 1) {
  console.warn(
    '[arena] A second copy of @arena/shared-kit was evaluated; session, i18n and toasts will split.',
  );
}
