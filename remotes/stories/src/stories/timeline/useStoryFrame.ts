import { useEffect, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { messageOf, type Story } from '@reelforge/model';

/** How long the playhead must rest before its frame is asked for. */
export const STORY_FRAME_DEBOUNCE_MS = 250;

/** What the stage shows: the last frame fetched (kept while the next loads), and how the wanted one goes. */
export interface StoryFrameImage {
  url: string | null;
  /** The story frame `url` shows, or null when it is of an earlier version of the story. */
  frame: number | null;
  loading: boolean;
  error: string | null;
}

export interface WantedStoryFrame {
  /** The story as it would be saved; its text says which version a frame is of. */
  story: Story;
  frame: number;
}

interface Wanted extends WantedStoryFrame {
  content: string;
}

/**
 * A frame of the story's test movie at the playhead (the preview host's story frame), asked for once the playhead
 * rests for STORY_FRAME_DEBOUNCE_MS. One request at a time: the first of a version renders the whole story, so
 * a frame asked for meanwhile waits for it instead of stopping it, and the newest wanted frame is fetched when it
 * ends; a request of a version no longer shown is stopped. The last frame stays on the stage while the next loads.
 */
export function useStoryFrame(
  client: Pick<MoviesClient, 'storyFrame'>,
  prjuid: string,
  wanted: WantedStoryFrame | null,
): StoryFrameImage {
  const [image, setImage] = useState<StoryFrameImage>({ url: null, frame: null, loading: false, error: null });
  const next = useRef<Wanted | null>(null);
  const flight = useRef<{ content: string; frame: number; controller: AbortController } | null>(null);
  const shown = useRef<{ url: string; content: string; frame: number } | null>(null);
  /** The frame whose request failed: asked again only once another is wanted. */
  const failed = useRef<Wanted | null>(null);
  const content = wanted ? JSON.stringify(wanted.story) : null;
  const frame = wanted?.frame ?? null;

  const start = useRef<() => void>(() => undefined);
  start.current = () => {
    const asked = next.current;
    if (!asked || flight.current || asked === failed.current) return;
    if (shown.current?.content === asked.content && shown.current.frame === asked.frame) return;
    const controller = new AbortController();
    flight.current = { content: asked.content, frame: asked.frame, controller };
    const settle = () => {
      flight.current = null;
      start.current();
    };
    client.storyFrame(prjuid, { story: asked.story, params: {}, frame: asked.frame, signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (shown.current) URL.revokeObjectURL(shown.current.url);
        shown.current = { url: URL.createObjectURL(blob), content: asked.content, frame: asked.frame };
        const sameVersion = next.current?.content === asked.content;
        const current = sameVersion && next.current?.frame === asked.frame;
        setImage({ url: shown.current.url, frame: sameVersion ? asked.frame : null, loading: !current, error: null });
        settle();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        failed.current = asked;
        const current = next.current?.content === asked.content && next.current.frame === asked.frame;
        if (current) setImage((before) => ({ ...before, loading: false, error: messageOf(error) }));
        settle();
      },
    );
  };

  useEffect(() => {
    if (!wanted || content === null || frame === null) {
      next.current = null;
      return;
    }
    const asked: Wanted = { story: wanted.story, frame, content };
    // A request of another version is of no use any more; one of this version is let finish.
    if (flight.current && flight.current.content !== content) {
      flight.current.controller.abort();
      flight.current = null;
    }
    setImage((before) => ({
      ...before,
      frame: shown.current?.content === content ? before.frame : null,
      loading: true,
      error: null,
    }));
    const timer = setTimeout(() => {
      next.current = asked;
      start.current();
      if (shown.current?.content === content && shown.current.frame === frame)
        setImage((before) => ({ ...before, loading: false }));
    }, STORY_FRAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The story counts by its text: a new object with the same content asks for nothing new.
  }, [content, frame]);

  useEffect(
    () => () => {
      flight.current?.controller.abort();
      flight.current = null;
      if (shown.current) URL.revokeObjectURL(shown.current.url);
      shown.current = null;
    },
    [],
  );
  return image;
}
