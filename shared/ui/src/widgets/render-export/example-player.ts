/** The example player (docs/reference.md §2): one render of a template with chosen values, played once ready. */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { EXAMPLE_TEXT, messageOf, RENDER_POLL_MS, type ExamplePhase } from '@reelforge/model';
import { pollRender } from './poll-render.js';

/** What an example renders: a stored movie, story or XML template (compdata), by name. */
export type ExampleSubject = { movie: string } | { story: string } | { compdata: string };

/** The render calls an example needs: start, status and the file's address. */
export type ExampleRenderer = Pick<MoviesClient, 'render' | 'renderStatus' | 'renderUrl'>;

/** Renders the subject with the values as mp4 and resolves with the file's URL once the render is done. */
export async function renderExample(
  client: ExampleRenderer,
  prjuid: string,
  subject: ExampleSubject,
  params: Record<string, string>,
  signal: AbortSignal,
  intervalMs = RENDER_POLL_MS,
): Promise<string> {
  const token = await client.render(prjuid, { ...subject, params, format: 'mp4' });
  await pollRender(client, token, () => undefined, { signal, intervalMs });
  return client.renderUrl(token, 'mp4');
}

/** The played video: its file and what it shows (the video's accessible name). */
export interface ExampleVideo {
  url: string;
  label: string;
}

/**
 * The player's state: Play → Rendering.... (`play` renders) → Waiting... (the video loads) →
 * Playing... (it plays) → Play again when it ends or is paused. Spread `videoEvents` on the
 * <video> of `video`. A new play stops the last; leaving stops it too.
 */
export function useExamplePlayer() {
  const [phase, setPhase] = useState<ExamplePhase>('idle');
  const [video, setVideo] = useState<ExampleVideo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const play = async (label: string, render: (signal: AbortSignal) => Promise<string>) => {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    setError(null);
    setVideo(null);
    setPhase('rendering');
    try {
      const url = await render(controller.signal);
      if (controller.signal.aborted) return;
      setVideo({ url, label });
      setPhase('waiting');
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(messageOf(e));
      setPhase('idle');
    }
  };

  // Autoplay may be refused with sound; muted it is always allowed.
  const start = (element: HTMLVideoElement) => {
    element.play().catch(() => {
      element.muted = true;
      element.play().catch(() => setPhase('idle'));
    });
  };

  const videoEvents = {
    onCanPlay: (event: SyntheticEvent<HTMLVideoElement>) => {
      if (phase === 'waiting') start(event.currentTarget);
    },
    onPlaying: () => setPhase('playing'),
    onEnded: () => setPhase('idle'),
    onPause: () => setPhase('idle'),
    onError: () => {
      setError('The video could not be played.');
      setPhase('idle');
    },
  };

  return { phase, text: EXAMPLE_TEXT[phase], busy: phase !== 'idle', video, error, play, videoEvents };
}
