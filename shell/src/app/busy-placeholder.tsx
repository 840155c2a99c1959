import { Skeleton } from '@arena/shared-kit';

/**
 * The place of something the shell is still loading (a remote widget's code, the header's account actions), the size
 * of what it stands for. Busy, as every loading placeholder is: the kit's Skeleton is hidden from assistive
 * technologies, so whoever waits for the page to be drawn (a reader, the route walk) waits on this region instead.
 */
export function BusyPlaceholder({ height, width }: { height?: string; width?: string }) {
  return (
    <div aria-busy="true">
      <Skeleton $height={height} $width={width} />
    </div>
  );
}
