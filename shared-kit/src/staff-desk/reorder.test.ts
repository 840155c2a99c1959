import { inOrder, movedBy, movedTo, sameOrder } from './reorder';

describe('an ordered list', () => {
  it('moves an id one place, not past either end', () => {
    expect(movedBy(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(movedBy(['a', 'b', 'c'], 'a', 'up')).toBeNull();
    expect(movedBy(['a', 'b', 'c'], 'c', 'down')).toBeNull();
    expect(movedBy(['a', 'b'], 'x', 'up')).toBeNull();
  });

  it('puts a dragged id where it is dropped, within the list', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTo(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
    expect(movedTo(['a', 'b', 'c'], 'c', -1)).toEqual(['c', 'a', 'b']);
  });

  it('lists items in an order, skipping ids gone and keeping new items last', () => {
    const entrants = [{ registrationId: 'a' }, { registrationId: 'b' }, { registrationId: 'c' }];
    const ordered = inOrder(entrants, ['c', 'gone', 'a'], (entrant) => entrant.registrationId);
    expect(ordered.map((entrant) => entrant.registrationId)).toEqual(['c', 'a', 'b']);
  });

  it('compares orders place by place', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
