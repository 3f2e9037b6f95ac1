import { useEffect, useMemo, useRef, useState } from 'react';
import { frameContentKey } from '@reelforge/model';
import { FrameLoader, type FrameImage, type WantedFrame } from './frame-loader.js';

export type { FrameImage } from './frame-loader.js';

export type FrameImageOptions = Omit<WantedFrame, 'content'>;

const FIRST: FrameImage = { url: null, frame: null, loading: true, error: null };

/**
 * The frame at the playhead as the renderer draws it (the preview host's JPG), for a stage
 * that follows a playhead: frames are cached by the movie's content, its values and the frame
 * (an edit asks anew), the last shown frame stays while the next loads, a frame no longer
 * wanted is aborted and the neighbours of the shown one are fetched ahead (FrameLoader).
 * Each frame shown is measured as `reelforge:frame` from being asked for to decoded.
 */
export function useFrameImage(options: FrameImageOptions): FrameImage {
  const { client, prjuid, movie, params, username, frame, frames } = options;
  const values = JSON.stringify(params);
  // The movie's identity changes with each edit; its values may be a new object every render,
  // so they count by their text.
  const content = useMemo(() => frameContentKey({ prjuid, movie, params }), [prjuid, movie, values]);
  const [image, setImage] = useState<FrameImage>(FIRST);
  const loader = useRef<FrameLoader | null>(null);
  useEffect(() => {
    const made = new FrameLoader(setImage);
    loader.current = made;
    return () => {
      made.close();
      if (loader.current === made) loader.current = null;
    };
  }, []);
  useEffect(() => {
    loader.current?.want({ client, prjuid, movie, params, username, frame, frames, content });
    // The content key holds the movie and its values.
  }, [client, prjuid, username, frame, frames, content]);
  return image;
}
