import { afterPageSettles } from '@arena/shared-kit';
import {
  cloneElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

/**
 * Code a page needs to open a widget but not to draw it. Radix's popover and menu bring floating-ui, focus
 * trapping and scroll locking (about 24 and 8 KB gzip): on `/tournaments` and a tournament page that was a sixth of
 * the JavaScript fetched before the first card or the banner could show (issue 14). Such a module loads once the
 * page has settled (`afterPageSettles`), or at once when a player points at, focuses or presses a trigger.
 */
export interface DeferredModule<T> {
  /** Starts loading (once; again after a failure). */
  start(): void;
  subscribe(listener: () => void): () => void;
  /** The module once loaded. */
  current(): T | undefined;
}

export function deferredModule<T>(name: string, load: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  return {
    start() {
      pending ??= load().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
        },
        (error: unknown) => {
          pending = undefined;
          console.error(`[tournaments] Failed to load the ${name}`, error);
        },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => loaded,
  };
}

/** What the loaded widget takes over from the trigger drawn before it: a press opens it, focus stays on it. */
export interface HandOver {
  defaultOpen: boolean;
  autoFocus: boolean;
}

/** Keys that open a Radix menu or popover from its trigger (Radix opens menus on keydown, not click). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A deferred widget's module, and until it is there the widget's trigger as a plain button with the same look and
 * name, closed, which loads the module on intent and remembers a press and focus for the hand-over.
 */
export function useDeferredWidget<T>(
  module: DeferredModule<T>,
  trigger: ReactElement,
  popup: 'dialog' | 'menu',
): { loaded: T | undefined; standIn: ReactElement; handOver: HandOver } {
  const loaded = useSyncExternalStore(module.subscribe, module.current, module.current);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => (loaded ? undefined : afterPageSettles(module.start)), [module, loaded]);
  const press = () => {
    setPressed(true);
    module.start();
  };
  const standIn = cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: module.start,
    onFocus: () => {
      setFocused(true);
      module.start();
    },
    onBlur: () => setFocused(false),
    // A mouse press counts from its pointerdown: when the code arrives between pointerdown and click, the trigger is
    // drawn anew and the browser sends the click to no button, so a press counted only on click would be lost.
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch' && !event.button) press();
    },
    onClick: press,
    onKeyDown: (event: KeyboardEvent) => {
      if (OPENING_KEYS.has(event.key)) press();
    },
  });
  return { loaded, standIn, handOver: { defaultOpen: pressed, autoFocus: focused } };
}
