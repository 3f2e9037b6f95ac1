import { useEffect, useState } from 'react';
import { thumbnailQueue } from './thumbnail-queue.js';

/** Where a queued thumbnail stands: waiting for a lane, shown (holding its lane until it loads), or failed. */
export type ThumbState = { src: string; release: () => void } | 'waiting' | 'failed';

/** A queued thumbnail as it stands; a shown one gives its lane back when it loads or fails. */
export function Thumb({
  state,
  alt,
  width,
  height,
  onFailed,
}: {
  state: ThumbState;
  alt: string;
  width: number;
  height: number;
  onFailed: () => void;
}) {
  if (state === 'failed')
    return (
      <span
        className="rf-thumb rf-thumb-missing"
        style={{ width, height }}
        aria-label={`No preview for ${alt}`}
        role="img"
      />
    );
  if (state === 'waiting')
    return <span className="rf-thumb rf-thumb-waiting" style={{ width, height }} aria-hidden="true" />;
  return (
    <img
      className="rf-thumb"
      src={state.src}
      alt={alt}
      width={width}
      height={height}
      onLoad={state.release}
      onError={() => {
        state.release();
        onFailed();
      }}
    />
  );
}

/** An image whose request waits for a lane of the thumbnail queue. */
export function QueuedImage({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const [granted, setGranted] = useState<(() => void) | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    setGranted(null);
    const cancel = thumbnailQueue.enqueue((release) => setGranted(() => release));
    return cancel;
  }, [src]);

  const state: ThumbState = failed ? 'failed' : granted ? { src, release: granted } : 'waiting';
  return <Thumb state={state} alt={alt} width={width} height={height} onFailed={() => setFailed(true)} />;
}
