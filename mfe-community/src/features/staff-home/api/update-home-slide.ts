import type { HomeSlideBody, StaffHomeSlide } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_SLIDES_KEY } from './get-home-slides';

/** PUT /v1/admin/home/slides/{id} (editors, audited): the whole slide again; its place in the order is kept. */
export async function updateHomeSlide(id: string, body: HomeSlideBody): Promise<StaffHomeSlide> {
  const { data } = await apiCall('PUT /v1/admin/home/slides/:id', { params: { id }, body });
  return data;
}

export function useUpdateHomeSlide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeSlideBody) => updateHomeSlide(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<StaffHomeSlide[]>(HOME_SLIDES_KEY, (slides) =>
        slides?.map((slide) => (slide.id === saved.id ? saved : slide)),
      );
      void queryClient.invalidateQueries({ queryKey: HOME_SLIDES_KEY });
    },
  });
}
