import { regionGroup } from '@arena/shared-kit';

/** The two regions of the list's switch: Middle East and Europe (P1 §2). */
export type PortalRegion = 'me' | 'eu';

export const PORTAL_REGIONS: readonly PortalRegion[] = ['me', 'eu'];

/** `me` or `eu` from an address value (any case); anything else is null. */
export function parseRegion(value: string | null | undefined): PortalRegion | null {
  const lower = value?.trim().toLowerCase();
  return lower === 'me' || lower === 'eu' ? lower : null;
}

/**
 * P1 §2 region selection: the query `region` (me or eu) wins, else the signed-in player's game-account region
 * (`euw1` gives Europe), else Middle East.
 */
export function selectRegion(
  queryRegion: string | null | undefined,
  gameAccountRegion: string | null | undefined,
): PortalRegion {
  return parseRegion(queryRegion) ?? regionGroup(gameAccountRegion) ?? 'me';
}

/** P1 §2 region filter: `me` matches regions containing "me", `eu` those containing "euw". */
export function matchesRegion(tournamentRegion: string | null | undefined, region: PortalRegion): boolean {
  const lower = (tournamentRegion ?? '').toLowerCase();
  return lower.includes(region === 'me' ? 'me' : 'euw');
}
