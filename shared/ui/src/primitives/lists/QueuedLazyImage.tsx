import { useEffect, useRef, useState } from 'react';
import { Thumb, type ThumbState } from './QueuedImage.js';
import { thumbnailQueue } from './thumbnail-queue.js';

interface Props {
  /**
   * Finds the image's address once a lane is free, e.g. by starting a render; it holds the lane until the image loads.
   */
  load: (signal: AbortSignal) => Promise<string>;
  /** A new key loads again. */
  loadKey: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image whose address takes requests to find: those requests and the image's own share a lane of the thumbnail
 * queue.
 */
export function QueuedLazyImage({ load, loadKey, alt, width, height }: Props) {
  const [shown, setShown] = useState<ThumbState>('waiting');
  // `load` may be a new function on every render; `loadKey` says when it means a new image.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    setShown('waiting');
    const controller = new AbortController();
    const cancel = thumbnailQueue.enqueue((release) => {
      loader.current(controller.signal).then(
        (src) => (controller.signal.aborted ? release() : setShown({ src, release })),
        () => {
          release();
          if (!controller.signal.aborted) setShown('failed');
        },
      );
    });
    return () => {
      controller.abort();
      cancel();
    };
  }, [loadKey]);

  return <Thumb state={shown} alt={alt} width={width} height={height} onFailed={() => setShown('failed')} />;
}
