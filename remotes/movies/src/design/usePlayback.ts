import { useCallback, useEffect, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { messageOf } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { useHlsPlayer } from '@reelforge/ui';

interface Options {
  client: MoviesClient;
  prjuid: string;
  movie: Movie;
  params: Record<string, string>;
  username: string;
  fps: number;
  frames: number;
  playhead: number;
  setPlayhead: (frame: number) => void;
}

export type Playback =
  | { state: 'stopped' }
  | { state: 'preparing' }
  | { state: 'playing'; playlist: string; from: number }
  | { state: 'failed'; error: string };

/**
 * Playing the movie from the playhead: the preview host's HLS stream of the movie from that
 * frame, in the stage's video element, with the playhead following the video frame by frame.
 */
export function usePlayback(options: Options) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(options);
  latest.current = options;
  const [playback, setPlayback] = useState<Playback>({ state: 'stopped' });
  const asked = useRef(0);

  useHlsPlayer(video, playback.state === 'playing' ? playback.playlist : null, (reason) =>
    setPlayback({ state: 'failed', error: `The preview did not play: ${reason}` }),
  );

  const play = useCallback(async () => {
    const { client, prjuid, movie, params, username, playhead, frames } = latest.current;
    const from = playhead >= frames - 1 ? 0 : playhead;
    const ask = ++asked.current;
    setPlayback({ state: 'preparing' });
    try {
      const playlist = await client.previewStream(prjuid, { movie, params, username, rangeStart: from });
      if (ask !== asked.current) return;
      setPlayback({ state: 'playing', playlist, from });
      void video.current?.play().catch(() => {});
    } catch (error) {
      if (ask === asked.current)
        setPlayback({ state: 'failed', error: `The preview did not start: ${messageOf(error)}` });
    }
  }, []);

  const pause = useCallback(() => {
    asked.current++;
    video.current?.pause();
    setPlayback((now) => (now.state === 'failed' ? now : { state: 'stopped' }));
  }, []);

  // The playhead follows the video while it plays; the end of the stream stops playback.
  useEffect(() => {
    if (playback.state !== 'playing') return;
    const element = video.current;
    if (!element) return;
    let frame = 0;
    const follow = () => {
      const { fps, frames, setPlayhead } = latest.current;
      const at = Math.min(frames - 1, playback.from + Math.floor(element.currentTime * fps));
      if (!element.paused) setPlayhead(at);
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    const ended = () => pause();
    element.addEventListener('ended', ended);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('ended', ended);
    };
  }, [playback, pause]);

  const playing = playback.state === 'playing' || playback.state === 'preparing';
  return { video, playback, playing, play, pause, toggle: () => (playing ? pause() : void play()) };
}
