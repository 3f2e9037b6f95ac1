import { useEffect, useRef, useState } from 'react';
import { jobRenderRegion, jobTemplate, messageOf, type DatasourceRows } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { Dialog, NumberField } from '@reelforge/ui';
import type { JobTabProps } from '../editor/tab-props.js';
import { EXAMPLE_TEXT, exampleParams, renderExample, type ExamplePhase } from './example-render.js';

/** Renders one row of the job, in the region the job renders in, and plays it. */
export function ExampleDialog({ project, job, movie, data, onClose }: JobTabProps & { data: DatasourceRows; onClose: () => void }) {
  const api = useApi();
  const [row, setRow] = useState(1);
  const [phase, setPhase] = useState<ExamplePhase>('idle');
  const [video, setVideo] = useState<{ url: string; row: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const play = async () => {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    const template = jobTemplate(job);
    if (!template) return;
    setError(null);
    setVideo(null);
    setPhase('rendering');
    try {
      const client = api.movies(jobRenderRegion(job, project.region));
      const url = await renderExample(client, project.uid, template, exampleParams(job, data, movie?.variables ?? [], row), controller.signal);
      setVideo({ url, row });
      setPhase('waiting');
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(messageOf(e));
      setPhase('idle');
    }
  };

  // Autoplay may be refused without sound; muted it is always allowed.
  const start = (element: HTMLVideoElement) => {
    element.play().catch(() => {
      element.muted = true;
      element.play().catch(() => setPhase('idle'));
    });
  };

  return (
    <Dialog title="Example" onClose={onClose} actions={<button type="button" onClick={onClose}>Close</button>}>
      <div className="rf-row">
        <NumberField label="Row" value={row} min={1} max={Math.max(1, data.rows.length)} onChange={(n) => n !== undefined && setRow(n)} hint={`1 to ${data.rows.length}`} />
        <button type="button" className="rf-primary" disabled={phase !== 'idle'} onClick={() => void play()}>
          {EXAMPLE_TEXT[phase]}
        </button>
      </div>
      {error && <p role="alert">The example could not be rendered: {error}</p>}
      {video && (
        <video
          className="rf-batch-example"
          aria-label={`Example of row ${video.row}`}
          src={video.url}
          controls
          playsInline
          onCanPlay={(e) => phase === 'waiting' && start(e.currentTarget)}
          onPlaying={() => setPhase('playing')}
          onEnded={() => setPhase('idle')}
          onPause={() => setPhase('idle')}
          onError={() => {
            setError('The video could not be played.');
            setPhase('idle');
          }}
        />
      )}
    </Dialog>
  );
}
