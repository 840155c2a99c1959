import { apiCall } from '@arena/shared-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET /v1/user/me/calendar (auth): the secret URL of the player's calendar feed. */
export async function getCalendarFeedUrl(signal?: AbortSignal): Promise<string> {
  const { data } = await apiCall('GET /v1/user/me/calendar', { signal });
  return data.url;
}

export const calendarFeedQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', 'calendar-feed', userId],
    queryFn: ({ signal }) => getCalendarFeedUrl(signal),
    staleTime: Infinity,
  });
