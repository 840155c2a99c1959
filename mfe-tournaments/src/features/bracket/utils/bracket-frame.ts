import type { BracketType, Locale } from '@arena/shared-kit';

/** Frame height until the embedded host says otherwise (P1 §9). */
export const DEFAULT_FRAME_HEIGHT = 850;
/** The message the embed host posts to its parent whenever its height changes. */
export const BRACKET_RESIZE_MESSAGE = 'arena:bracket-resize';
/** A ceiling against absurd heights (a page can hold a very long swiss stage, not a kilometre of one). */
const MAX_FRAME_HEIGHT = 50_000;

export type BracketStage = 'main' | 'next';

/** The i18n key of a frame's title by bracket type (P1 §2 Bracket page). */
export function frameTitleKey(type: BracketType): 'frame.round_robin' | 'frame.swiss_bracket' | 'frame.main' {
  if (type === 'round_robin') return 'frame.round_robin';
  if (type === 'swiss_bracket') return 'frame.swiss_bracket';
  return 'frame.main';
}

/** The embed host's page for one stage of a tournament's bracket. */
export function bracketFrameUrl(
  hostOrigin: string,
  tournamentId: string,
  stage: BracketStage,
  locale: Locale,
): string {
  const url = new URL(`/embed/brackets/${encodeURIComponent(tournamentId)}`, hostOrigin);
  url.searchParams.set('stage', stage);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** The origin of a configured host address (`https://brackets.example.com/` → `https://brackets.example.com`). */
export function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
}

/**
 * The height a message sets, or null when the message is not the host's resize message: it must come from the
 * host's origin and from the frame itself, carry `type: 'arena:bracket-resize'` and a positive finite height.
 */
export function resizeHeightFrom(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  hostOrigin: string,
  frame: Window | null,
): number | null {
  if (event.origin !== hostOrigin) return null;
  if (!frame || event.source !== frame) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== BRACKET_RESIZE_MESSAGE) return null;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return Math.min(Math.ceil(height), MAX_FRAME_HEIGHT);
}

/** The content height of a frame whose document this page may read (same origin), else null. */
export function measuredFrameHeight(frame: HTMLIFrameElement): number | null {
  try {
    const height = frame.contentDocument?.documentElement.scrollHeight ?? 0;
    return height > 0 ? Math.min(height, MAX_FRAME_HEIGHT) : null;
  } catch {
    return null;
  }
}
