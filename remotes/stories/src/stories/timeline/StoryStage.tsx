import type { CSSProperties } from 'react';
import type { StoryFrameImage } from './useStoryFrame.js';

interface Props {
  /** The story's picture size, for the stage's shape. */
  size: { width: number; height: number };
  image: StoryFrameImage;
  /** Why no frame is asked for (problems to fix, a scene that does not play), or undefined. */
  why: string | undefined;
  /** The test movie's frame the playhead is on, and how many it has. */
  frame: number | undefined;
  frames: number;
}

/**
 * The frame of the story's test movie at the playhead, above the timeline: the last frame fetched stays while the
 * next loads; the line under it says which frame it is, that one is on its way, or why there is none.
 */
export function StoryStage({ size, image, why, frame, frames }: Props) {
  const status = why
    ? why
    : image.error
      ? `The frame could not be rendered: ${image.error}`
      : image.loading
        ? image.url
          ? `Rendering frame ${frame ?? 0}…`
          : 'Rendering the test movie for its frames…'
        : frame === undefined
          ? ''
          : `Test movie frame ${frame} of ${frames}, with the variables' default values.`;
  return (
    <figure className="rf-story-stage">
      <div
        className="rf-story-stage-frame"
        style={{ '--ar': `${size.width} / ${size.height}` } as CSSProperties}
        data-loading={image.loading || undefined}
      >
        {image.url && !why && (
          <img src={image.url} alt={image.frame === null ? 'The previous frame' : `Test movie frame ${image.frame}`} />
        )}
      </div>
      <figcaption role="status" aria-label="Story frame status">
        {status}
      </figcaption>
    </figure>
  );
}
