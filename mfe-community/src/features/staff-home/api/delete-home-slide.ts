import type { StaffHomeSlide } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_SLIDES_KEY } from './get-home-slides';

/** DELETE /v1/admin/home/slides/{id} (editors, audited): the slide is gone and the ones after it move up. */
export async function deleteHomeSlide(id: string): Promise<void> {
  await apiCall('DELETE /v1/admin/home/slides/:id', { params: { id } });
}

export function useDeleteHomeSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomeSlide,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<StaffHomeSlide[]>(HOME_SLIDES_KEY, (slides) =>
        slides?.filter((slide) => slide.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: HOME_SLIDES_KEY });
    },
  });
}
