import { useEffect, useRef, useState } from 'react';
import { thumbnailQueue } from './thumbnail-queue.js';

type Shown = { src: string; release: () => void } | 'waiting' | 'failed';

interface Props {
  /** Finds the image's address once a lane is free, e.g. by starting a render; it holds the lane until the image loads. */
  load: (signal: AbortSignal) => Promise<string>;
  /** A new key loads again. */
  loadKey: string;
  alt: string;
  width: number;
  height: number;
}

/** An image whose address takes requests to find: those requests and the image's own share a lane of the thumbnail queue. */
export function QueuedLazyImage({ load, loadKey, alt, width, height }: Props) {
  const [shown, setShown] = useState<Shown>('waiting');
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

  if (shown === 'failed')
    return (
      <span
        className="rf-thumb rf-thumb-missing"
        style={{ width, height }}
        aria-label={`No preview for ${alt}`}
        role="img"
      />
    );
  if (shown === 'waiting')
    return <span className="rf-thumb rf-thumb-waiting" style={{ width, height }} aria-hidden="true" />;
  return (
    <img
      className="rf-thumb"
      src={shown.src}
      alt={alt}
      width={width}
      height={height}
      onLoad={shown.release}
      onError={() => {
        shown.release();
        setShown('failed');
      }}
    />
  );
}
