import type { Locale } from '@arena/contract';

/**
 * GET /v1/tournaments/{id}/calendar.ics on the API, in the reader's language (`?lang=`, so the titles match the
 * page whatever the browser's Accept-Language says).
 */
export function tournamentCalendarUrl(apiUrl: string, tournamentId: string, locale: Locale): string {
  const url = new URL(`/v1/tournaments/${encodeURIComponent(tournamentId)}/calendar.ics`, apiUrl);
  url.searchParams.set('lang', locale);
  return url.toString();
}
