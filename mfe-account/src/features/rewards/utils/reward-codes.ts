import type { BadgeTone } from '@arena/shared-kit';

/** P2 §9: a revealed code is masked again after 10 seconds. */
export const REVEAL_MS = 10_000;

/** What a masked code shows instead of its characters. */
export const MASKED_CODE = '••••-••••-••••';

/** `hextech_chest_key` → `Hextech Chest Key` (P2 §3: types are shown as title-cased words). */
export function titleCaseType(type: string): string {
  return type
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Each reward type's colour (P2 §3); a type the screen does not know is neutral. */
export function rewardTypeTone(type: string): BadgeTone {
  const tones: Record<string, BadgeTone> = {
    hextech_key: 'warning',
    hextech_chest: 'primary',
    hextech_chest_key: 'info',
    mystery_skin: 'success',
  };
  return tones[type] ?? 'neutral';
}
