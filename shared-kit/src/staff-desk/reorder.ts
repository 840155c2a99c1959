/** Up (towards the first place) or down. */
export type MoveDirection = 'up' | 'down';

/**
 * `items` in `order` (their ids), those it leaves out after them as they came; an id no item has is skipped. So a
 * pending order still draws every item when one was added or removed meanwhile.
 */
export function inOrder<Item>(
  items: readonly Item[],
  order: readonly string[],
  idOf: (item: Item) => string,
): Item[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const listed = new Set(order);
  return [...order.flatMap((id) => byId.get(id) ?? []), ...items.filter((item) => !listed.has(idOf(item)))];
}

/** `order` with `id` taken out and put back at `index` (kept within the list). */
export function movedTo(order: readonly string[], id: string, index: number): string[] {
  const rest = order.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, id);
  return rest;
}

/** `order` with `id` one place up or down; null when it is already first (up) or last (down), or not listed. */
export function movedBy(order: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const index = order.indexOf(id) + (direction === 'up' ? -1 : 1);
  if (!order.includes(id) || index < 0 || index >= order.length) return null;
  return movedTo(order, id, index);
}

/** Whether two orders list the same ids in the same places. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
