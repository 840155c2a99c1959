import type { HomeSlideBody, StaffHomeSlide } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_SLIDES_KEY } from './get-home-slides';

/** POST /v1/admin/home/slides (editors, audited): a new slide, last in the order. */
export async function createHomeSlide(body: HomeSlideBody): Promise<StaffHomeSlide> {
  const { data } = await apiCall('POST /v1/admin/home/slides', { body });
  return data;
}

export function useCreateHomeSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHomeSlide,
    onSuccess: (created) => {
      queryClient.setQueryData<StaffHomeSlide[]>(HOME_SLIDES_KEY, (slides) => slides && [...slides, created]);
      void queryClient.invalidateQueries({ queryKey: HOME_SLIDES_KEY });
    },
  });
}
