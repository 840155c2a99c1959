import { apiCall } from '@arena/shared-kit';

/** POST /v1/user/me/calendar/rotate (auth): a new secret URL; the old one stops working. */
export async function rotateCalendarFeed(): Promise<string> {
  const { data } = await apiCall('POST /v1/user/me/calendar/rotate');
  return data.url;
}
