import type { StaffHomeSlide } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The desk's one query: every slide, in order (the editor finds its slide there too). */
export const HOME_SLIDES_KEY = ['community', 'staff', 'home', 'slides'] as const;

/** GET /v1/admin/home/slides (editors): every slide in order, those outside their window of dates included. */
export async function getHomeSlides(signal?: AbortSignal): Promise<StaffHomeSlide[]> {
  const { data } = await apiCall('GET /v1/admin/home/slides', { signal });
  return data;
}

export function useHomeSlides() {
  return useQuery(
    queryOptions({
      queryKey: HOME_SLIDES_KEY,
      queryFn: ({ signal }) => getHomeSlides(signal),
    }),
  );
}
