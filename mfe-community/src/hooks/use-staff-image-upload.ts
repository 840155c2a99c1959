import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { staffImageFileProblem, staffImageUploadProblem, type StaffImageProblem } from '../utils/staff-image';

/**
 * A staff image field's upload: a picked file is checked in the browser first (type and size), then sent with
 * `upload` (the endpoint's fetcher, answering the image's address), handed to `onUploaded`. Answers `pick` for the
 * kit's `ImagePicker`, whether an upload is running and the problem to show (cleared by the next pick).
 *
 * @example const image = useStaffImageUpload(uploadSlideImage, (url) => setValue('image.en', url));
 *   <ImagePicker onPick={image.pick} busy={image.busy} error={image.problem && t(`image.${image.problem}`)} … />
 */
export function useStaffImageUpload(
  upload: (file: File) => Promise<string>,
  onUploaded: (url: string) => void,
) {
  const mutation = useMutation({ mutationFn: upload });
  const [problem, setProblem] = useState<StaffImageProblem | null>(null);

  function pick(file: File) {
    const refused = staffImageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    mutation.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) => setProblem(staffImageUploadProblem(failure)),
    });
  }

  return { pick, busy: mutation.isPending, problem };
}
