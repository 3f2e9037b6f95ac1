import { useEffect, useState } from 'react';
import { thumbnailQueue } from './thumbnail-queue.js';

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

  if (failed)
    return (
      <span
        className="rf-thumb rf-thumb-missing"
        style={{ width, height }}
        aria-label={`No preview for ${alt}`}
        role="img"
      />
    );
  if (!granted) return <span className="rf-thumb rf-thumb-waiting" style={{ width, height }} aria-hidden="true" />;
  return (
    <img
      className="rf-thumb"
      src={src}
      alt={alt}
      width={width}
      height={height}
      onLoad={granted}
      onError={() => {
        granted();
        setFailed(true);
      }}
    />
  );
}
