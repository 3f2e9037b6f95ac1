import { useEffect, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { clampFrame, messageOf, PREVIEW_FRAME } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';

interface Props {
  client: MoviesClient;
  prjuid: string;
  name: string;
  movie: Movie;
  params: Record<string, string>;
  username: string;
  frames: number;
}

type Shown = { frame: number; url: string } | null;

/** One frame of the working copy at any position, as a JPG from the preview host. */
export function FrameViewer({ client, prjuid, name, movie, params, username, frames }: Props) {
  const [frame, setFrame] = useState(PREVIEW_FRAME);
  const [shown, setShown] = useState<Shown>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (shown && URL.revokeObjectURL(shown.url)), [shown]);

  const show = async () => {
    const at = clampFrame(frame, frames);
    setFrame(at);
    setBusy(true);
    setError(null);
    try {
      const blob = await client.previewFrame(prjuid, { movie, params, username, frame: at });
      setShown({ frame: at, url: URL.createObjectURL(blob) });
    } catch (e) {
      setError(`Frame ${at} could not be shown: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const last = Math.max(0, frames - 1);
  return (
    <section className="rf-frames" aria-label="Single frames">
      <div className="rf-row">
        <input
          type="range"
          aria-label="Position"
          min={0}
          max={last}
          value={Math.min(frame, last)}
          onChange={(e) => setFrame(Number(e.target.value))}
        />
        <label>
          Frame
          <input type="number" min={0} max={last} value={frame} onChange={(e) => setFrame(Number(e.target.value))} />
        </label>
        <span className="rf-hint">of {frames}</span>
        <button type="button" onClick={() => void show()} disabled={busy}>
          Show frame
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {shown && <img className="rf-frame" src={shown.url} alt={`Frame ${shown.frame} of ${name}`} />}
    </section>
  );
}
