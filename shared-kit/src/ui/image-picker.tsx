// The image picker as the kit exposes it. Its body (image-picker-view.tsx) loads when a picker is first drawn:
// only the settings and the tournament editor show one, not `/`.
import { lazy, Suspense, type ReactNode } from 'react';

/** The preview's shape: a 96 px circle, a 3:1 banner up to 320 px wide, or a 16:9 poster as wide as the picker. */
export type ImagePickerShape = 'avatar' | 'banner' | 'poster';

export interface ImagePickerProps {
  /** What the image is (`Profile image`): the picker's title and the name of its group. */
  label: ReactNode;
  /** The text of the choose button, which is the file input's name (`Change profile image`). */
  chooseLabel: ReactNode;
  /** The image shown: a path or address as the API answers it, or a `blob:` preview; none shows `emptyText`. */
  image: string | null | undefined;
  /** The preview's text alternative (`Profile image preview`). */
  imageAlt: string;
  /** What the preview says while there is no image. */
  emptyText: ReactNode;
  shape: ImagePickerShape;
  /** Help under the picker (the types and size it takes). */
  hint?: ReactNode;
  /** Why a picked file or its upload was refused: shown under the picker and announced; the input is invalid. */
  error?: ReactNode;
  /** An upload is running: the button says `busyLabel` instead and the input is `aria-busy`. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** No file can be chosen (the input is disabled). */
  disabled?: boolean;
  /** The file the user picked; the input is emptied, so picking the same file again calls it again. */
  onPick: (file: File) => void;
}

const loadView = () => import('./image-picker-view');
const ImagePickerView = lazy(() => loadView().then((module) => ({ default: module.ImagePickerView })));

/**
 * Starts loading the picker's code now: a page that draws a picker calls it when its own code loads (at module
 * level), so the code is in by the time the page's data is and the picker never appears late (no layout shift).
 */
export function preloadImagePicker(): void {
  void loadView();
}

/**
 * An image field: a preview of the current image and a button that opens the file chooser (PNG, JPEG, GIF, WebP),
 * with its hint and error tied to the file input. It only hands over the picked file: the caller checks it
 * (`imageFileProblem`), uploads it and passes the image, `busy` and `error` back in. Draws nothing until its code
 * has loaded: pages that show one call `preloadImagePicker()` as their code loads.
 *
 * @example
 * <ImagePicker label={t('poster')} chooseLabel={t('choose')} image={address} imageAlt={t('preview')}
 *   emptyText={t('none')} shape="poster" hint={t('hint')} error={problem && t(problem)} busy={upload.isPending}
 *   busyLabel={t('uploading')} onPick={(file) => upload.mutate(file)} />
 */
export function ImagePicker(props: ImagePickerProps) {
  return (
    <Suspense fallback={null}>
      <ImagePickerView {...props} />
    </Suspense>
  );
}
