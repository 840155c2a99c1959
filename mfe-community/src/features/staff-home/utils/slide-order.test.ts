import { inOrder, movedBy, movedTo, sameOrder } from './slide-order';

describe('the order of the slides', () => {
  it('moves a slide one place, not past either end', () => {
    expect(movedBy(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(movedBy(['a', 'b', 'c'], 'a', 'up')).toBeNull();
    expect(movedBy(['a', 'b', 'c'], 'c', 'down')).toBeNull();
    expect(movedBy(['a', 'b'], 'x', 'up')).toBeNull();
  });

  it('puts a dragged slide where it is dropped', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('lists the slides in an order, skipping ids gone and keeping new slides last', () => {
    const slides = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrder(slides, ['c', 'gone', 'a']).map((slide) => slide.id)).toEqual(['c', 'a', 'b']);
  });

  it('compares orders place by place', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
