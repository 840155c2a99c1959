/**
 * A player's page lives at `/players/{slug}` (issue 32): the game name and tag line, each percent-encoded
 * (`encodeURIComponent`), joined by `-`. A tag line has no `-`, so the last `-` of the decoded address splits it;
 * the API looks the pair up ignoring case, as Riot IDs do.
 *
 * @example playerSlug('Sam Rivers', 'EUW') // 'Sam%20Rivers-EUW'
 */
export function playerSlug(gameName: string, tagLine: string): string {
  return `${encodeURIComponent(gameName)}-${encodeURIComponent(tagLine)}`;
}

/** The game name and tag line of a decoded slug (split at its last `-`), or null when a part is missing. */
export function parsePlayerSlug(slug: string): { gameName: string; tagLine: string } | null {
  const at = slug.lastIndexOf('-');
  if (at <= 0 || at === slug.length - 1) return null;
  return { gameName: slug.slice(0, at), tagLine: slug.slice(at + 1) };
}
