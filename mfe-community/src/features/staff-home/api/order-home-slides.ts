import type { StaffHomeSlide } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_SLIDES_KEY } from './get-home-slides';

/** PUT /v1/admin/home/slides/order (editors, audited): every slide's id once, first to last; answers the slides. */
export async function orderHomeSlides(ids: string[]): Promise<StaffHomeSlide[]> {
  const { data } = await apiCall('PUT /v1/admin/home/slides/order', { body: { ids } });
  return data;
}

export function useOrderHomeSlides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderHomeSlides,
    onSuccess: (slides) => queryClient.setQueryData(HOME_SLIDES_KEY, slides),
  });
}
