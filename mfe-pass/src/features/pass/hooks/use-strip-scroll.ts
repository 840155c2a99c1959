import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** A pointer must travel this far (px) before a press becomes a drag; shorter moves stay clicks. */
const DRAG_THRESHOLD_PX = 5;

/** How far one arrow key press scrolls when the cards cannot be measured: one card and the gap. */
export const FALLBACK_STEP_PX = 188;

/** Scrolls by a physical amount (positive: to the right), in either writing direction. */
function scrollByPixels(strip: HTMLElement, pixels: number): void {
  if (typeof strip.scrollBy === 'function') strip.scrollBy({ left: pixels, behavior: 'smooth' });
  else strip.scrollLeft += pixels;
}

/** One card and the gap after it: the distance between the first two cards, or the fallback. */
function stepOf(strip: HTMLElement): number {
  const [first, second] = Array.from(strip.children) as HTMLElement[];
  if (!first || !second) return FALLBACK_STEP_PX;
  const distance = Math.abs(second.getBoundingClientRect().left - first.getBoundingClientRect().left);
  return distance > 0 ? distance : FALLBACK_STEP_PX;
}

function isRightToLeft(strip: HTMLElement): boolean {
  return getComputedStyle(strip).direction === 'rtl';
}

/**
 * A horizontal strip that scrolls by dragging with a mouse or pen (touch keeps the browser's own panning) and by
 * keyboard: the arrow keys move one card, Home and End go to either end. A drag never ends in a click on the card
 * under the pointer. Spread the returned handlers on the scroll container.
 */
export function useStripScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const drag = useRef<{ pointerId: number; startX: number; startScroll: number; moved: boolean } | null>(
    null,
  );
  const swallowClick = useRef(false);

  const onPointerDown = (event: PointerEvent<T>) => {
    if (event.pointerType === 'touch' || event.button !== 0 || !ref.current) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: ref.current.scrollLeft,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<T>) => {
    const strip = ref.current;
    const current = drag.current;
    if (!strip || !current || current.pointerId !== event.pointerId) return;
    const distance = event.clientX - current.startX;
    if (!current.moved) {
      if (Math.abs(distance) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      strip.setPointerCapture?.(event.pointerId);
      strip.dataset.dragging = 'true';
    }
    strip.scrollLeft = current.startScroll - distance;
  };

  const endDrag = (event: PointerEvent<T>) => {
    const strip = ref.current;
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved || !strip) return;
    swallowClick.current = true;
    delete strip.dataset.dragging;
    if (strip.hasPointerCapture?.(event.pointerId)) strip.releasePointerCapture(event.pointerId);
  };

  const onClickCapture = (event: MouseEvent<T>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const strip = ref.current;
    if (!strip || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = stepOf(strip);
    const end = Math.max(0, strip.scrollWidth - strip.clientWidth);
    switch (event.key) {
      case 'ArrowRight':
        scrollByPixels(strip, step);
        break;
      case 'ArrowLeft':
        scrollByPixels(strip, -step);
        break;
      case 'Home':
        strip.scrollLeft = 0;
        break;
      case 'End':
        // Right to left, the far end has negative offsets (CSSOM View).
        strip.scrollLeft = isRightToLeft(strip) ? -end : end;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return {
    ref,
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onClickCapture,
    onKeyDown,
  };
}
