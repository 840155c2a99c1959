/** The support chat's emoji picker offers exactly these 32 (P1 §2), in grid order. */
// prettier-ignore
export const SUPPORT_EMOJIS = [
  '😀', '😂', '😊', '😍', '😎', '🤔', '😅', '😢',
  '😡', '😮', '🙏', '👍', '👎', '👏', '🙌', '💪',
  '🔥', '🎉', '🏆', '🎮', '⚔️', '🛡️', '🎯', '⏰',
  '✅', '❌', '⚠️', '❓', '❤️', '💯', '👋', '🤝',
] as const;

/** Columns of the picker grid; arrow keys move by one cell or one row. */
export const EMOJI_COLUMNS = 8;

/**
 * Puts `insert` into `value` in place of the selection `[start, end)` and says where the caret goes next.
 *
 * @example insertAt('gg wp', '🎉', 2, 2) // { value: 'gg🎉 wp', caret: 4 }
 */
export function insertAt(
  value: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = Math.min(Math.max(start ?? value.length, 0), value.length);
  const to = Math.min(Math.max(end ?? from, from), value.length);
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}

/** The emoji cell an arrow key moves to from `index` (wrapping inside the grid); null for other keys. */
export function nextEmojiIndex(index: number, key: string, direction: 'ltr' | 'rtl'): number | null {
  const count = SUPPORT_EMOJIS.length;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'ArrowDown':
      return (index + EMOJI_COLUMNS) % count;
    case 'ArrowUp':
      return (index - EMOJI_COLUMNS + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
