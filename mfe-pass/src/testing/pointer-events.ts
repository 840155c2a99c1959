/**
 * jsdom has no `PointerEvent`, so `fireEvent.pointerDown(el, { pointerId, pointerType, clientX })` would lose
 * everything but the type. A MouseEvent with the pointer fields is enough for the strip's drag handling.
 */
export function installPointerEvents(): void {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}
