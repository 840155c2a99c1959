import { type RefObject, useCallback, useEffect, useState } from 'react';
import { DEFAULT_FRAME_HEIGHT, measuredFrameHeight, resizeHeightFrom } from '../utils/bracket-frame';

/**
 * A bracket frame's height: what the embed host last reported (only messages from `hostOrigin` and from this
 * frame count), else the frame's measured content height when it can be read, else 850.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>, hostOrigin: string) {
  const [reported, setReported] = useState<number | null>(null);
  const [measured, setMeasured] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const height = resizeHeightFrom(event, hostOrigin, frame.current?.contentWindow ?? null);
      if (height !== null) setReported(height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, hostOrigin]);

  const onLoad = useCallback(() => {
    if (frame.current) setMeasured(measuredFrameHeight(frame.current));
  }, [frame]);

  return { height: reported ?? measured ?? DEFAULT_FRAME_HEIGHT, onLoad };
}
