import { useRef, useState } from 'react';
import type { MoviesClient, PreviewOptions } from '@reelforge/api';
import { Progress } from '../../primitives/Progress.js';
import { useHlsPlayer } from '../../primitives/useHlsPlayer.js';
import { messageOf } from '@reelforge/model';

type Preview =
  | { state: 'idle' }
  | { state: 'preparing' }
  | { state: 'playing'; playlist: string }
  | { state: 'failed'; error: string };

interface Props {
  client: MoviesClient;
  prjuid: string;
  name: string;
  movie: PreviewOptions['movie'];
  params: Record<string, string>;
  username: string;
  /** Given the reason a preview could not start or play; without it the reason is shown below the player. */
  onFailed?: (reason: string) => void;
}

/** Plays a movie with the given variable values, streamed over HLS while the preview host renders it. */
export function PreviewPlayer({ client, prjuid, name, movie, params, username, onFailed }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [preview, setPreviewState] = useState<Preview>({ state: 'idle' });
  const setPreview = (next: Preview) => {
    if (next.state === 'failed' && onFailed) {
      setPreviewState({ state: 'idle' });
      onFailed(next.error);
    } else setPreviewState(next);
  };
  useHlsPlayer(video, preview.state === 'playing' ? preview.playlist : null, (reason) =>
    setPreview({ state: 'failed', error: `The preview did not play: ${reason}` }),
  );

  const start = async () => {
    setPreview({ state: 'preparing' });
    try {
      const playlist = await client.previewStream(prjuid, { movie, params, username });
      setPreview({ state: 'playing', playlist });
      void video.current?.play().catch(() => {});
    } catch (error) {
      setPreview({ state: 'failed', error: messageOf(error) });
    }
  };

  return (
    <section className="rf-preview" aria-label="Preview">
      <video ref={video} controls aria-label={`Preview of ${name}`} />
      <div className="rf-row">
        <button
          type="button"
          className="rf-primary"
          onClick={() => void start()}
          disabled={preview.state === 'preparing'}
        >
          Preview
        </button>
        {preview.state === 'preparing' && <Progress label="Preparing preview" />}
      </div>
      {preview.state === 'failed' && <p role="alert">{preview.error}</p>}
    </section>
  );
}
