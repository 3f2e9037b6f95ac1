import { useEffect, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { messageOf } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';

interface Options {
  client: MoviesClient;
  prjuid: string;
  movie: Movie;
  params: Record<string, string>;
  username: string;
  frame: number;
}

export interface StageFrame {
  url: string | null;
  /** Whether `url` shows the movie and frame asked for now. */
  current: boolean;
  error: string | null;
}

/** The frame at the playhead as the preview host renders it; the last one stays while the next loads. */
export function useStageFrame({ client, prjuid, movie, params, username, frame }: Options): StageFrame {
  const [shown, setShown] = useState<{ url: string; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = `${frame}\u0000${JSON.stringify(params)}\u0000${JSON.stringify(movie)}`;
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .previewFrame(prjuid, { movie, params, username, frame })
        .then((blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          urls.current.push(url);
          while (urls.current.length > 3) URL.revokeObjectURL(urls.current.shift() as string);
          setShown({ url, key });
          setError(null);
        })
        .catch((cause: unknown) => !controller.signal.aborted && setError(messageOf(cause)));
    }, 40);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key holds the movie, the values and the frame.
  }, [key]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return { url: shown?.url ?? null, current: shown?.key === key, error };
}
