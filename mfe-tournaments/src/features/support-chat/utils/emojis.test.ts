import { insertAt, nextEmojiIndex, SUPPORT_EMOJIS } from './emojis';

test('the picker offers 32 different emojis', () => {
  expect(SUPPORT_EMOJIS).toHaveLength(32);
  expect(new Set(SUPPORT_EMOJIS).size).toBe(32);
});

test('insertAt puts the emoji at the caret, in place of a selection, or at the end', () => {
  expect(insertAt('gg wp', '🎉', 2, 2)).toEqual({ value: 'gg🎉 wp', caret: 4 });
  expect(insertAt('gg wp', '🔥', 0, 2)).toEqual({ value: '🔥 wp', caret: 2 });
  expect(insertAt('gg', '👍', null, null)).toEqual({ value: 'gg👍', caret: 4 });
  expect(insertAt('', '👍', 5, 9)).toEqual({ value: '👍', caret: 2 });
});

test('arrow keys move through the grid, mirrored right to left', () => {
  expect(nextEmojiIndex(0, 'ArrowRight', 'ltr')).toBe(1);
  expect(nextEmojiIndex(0, 'ArrowLeft', 'rtl')).toBe(1);
  expect(nextEmojiIndex(0, 'ArrowLeft', 'ltr')).toBe(31);
  expect(nextEmojiIndex(3, 'ArrowDown', 'ltr')).toBe(11);
  expect(nextEmojiIndex(3, 'ArrowUp', 'ltr')).toBe(27);
  expect(nextEmojiIndex(9, 'Home', 'ltr')).toBe(0);
  expect(nextEmojiIndex(9, 'End', 'rtl')).toBe(31);
  expect(nextEmojiIndex(9, 'a', 'ltr')).toBeNull();
});
