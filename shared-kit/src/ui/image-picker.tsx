// The image picker as the kit exposes it. Its body (image-picker-view.tsx) loads when a picker is first drawn:
// only the settings and the tournament editor show one, not `/`.
import { type ReactNode, useEffect, useState } from 'react';

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

type PickerView = typeof import('./image-picker-view');
/** The picker's code once loaded: drawn at once from then on (no suspending, no late appearance). */
let loadedView: PickerView | null = null;
let loadingView: Promise<PickerView> | null = null;

/**
 * Loads the picker's code (once) and answers when it is in. A page that draws a picker waits for it with its own
 * code (its lazy route's import), so the picker is drawn with the page's first content and never appears late (no
 * layout shift); calling it at module level starts the load early.
 */
export function preloadImagePicker(): Promise<void> {
  loadingView ??= import('./image-picker-view').then((view) => (loadedView = view));
  return loadingView.then(() => undefined);
}

/**
 * An image field: a preview of the current image and a button that opens the file chooser (PNG, JPEG, GIF, WebP),
 * with its hint and error tied to the file input. It only hands over the picked file: the caller checks it
 * (`imageFileProblem`), uploads it and passes the image, `busy` and `error` back in. Draws nothing until its code
 * has loaded: pages that show one wait for `preloadImagePicker()` with their own code.
 *
 * @example
 * <ImagePicker label={t('poster')} chooseLabel={t('choose')} image={address} imageAlt={t('preview')}
 *   emptyText={t('none')} shape="poster" hint={t('hint')} error={problem && t(problem)} busy={upload.isPending}
 *   busyLabel={t('uploading')} onPick={(file) => upload.mutate(file)} />
 */
export function ImagePicker(props: ImagePickerProps) {
  const [view, setView] = useState(loadedView);
  useEffect(() => {
    if (view) return;
    let current = true;
    void preloadImagePicker().then(() => current && setView(loadedView));
    return () => {
      current = false;
    };
  }, [view]);
  return view ? <view.ImagePickerView {...props} /> : null;
}
