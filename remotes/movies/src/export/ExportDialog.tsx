import { useEffect, useRef, useState } from 'react';
import { defaultFormat, formatsForCodec, isRenderFinished, messageOf, renderPercent, type OutputFormat } from '@reelforge/model';
import { Dialog, Field, Progress } from '@reelforge/ui';
import type { MovieTabProps } from '../detail/tab-props.js';
import { movieToSave } from '../edit/save.js';
import { renderParams } from '../play/params.js';
import { pollRender } from './poll-render.js';

type Run = { state: 'choosing' } | { state: 'rendering'; percent: number } | { state: 'done'; url: string; file: string } | { state: 'failed'; error: string };

/** Renders the movie to a format its codec offers, following the render, then offers the file. */
export function ExportDialog({ project, name, client, movie, params, dirty, onClose }: MovieTabProps & { dirty: boolean; onClose: () => void }) {
  const codec = movie.params?.vparams?.videocodec;
  const formats = formatsForCodec(codec);
  const [format, setFormat] = useState<OutputFormat | undefined>(defaultFormat(codec));
  const [run, setRun] = useState<Run>({ state: 'choosing' });
  const stop = useRef<AbortController | null>(null);
  // The session of the render in progress: closing the dialog cancels it, since nobody will fetch it.
  const session = useRef<string | undefined>(undefined);
  const cancel = useRef(() => {});
  cancel.current = () => {
    const running = session.current;
    session.current = undefined;
    if (running) void client.cancelRender(running).catch(() => undefined);
  };
  useEffect(
    () => () => {
      stop.current?.abort();
      cancel.current();
    },
    [],
  );
  const close = () => {
    cancel.current();
    onClose();
  };

  const start = async () => {
    if (!format) return;
    const controller = new AbortController();
    stop.current = controller;
    setRun({ state: 'rendering', percent: 0 });
    try {
      // Unsaved changes are rendered as they are seen, by sending the working copy itself.
      const token = await client.render(project.uid, { movie: dirty ? movieToSave(movie) : name, params: renderParams(movie.variables, params), format });
      await pollRender(
        client,
        token,
        (status) => {
          session.current = isRenderFinished(status) ? undefined : status.session;
          setRun({ state: 'rendering', percent: renderPercent(status) });
        },
        { signal: controller.signal },
      );
      setRun({ state: 'done', url: client.renderUrl(token, format), file: `${name}.${format}` });
    } catch (error) {
      if (controller.signal.aborted) return;
      setRun({ state: 'failed', error: messageOf(error) });
    }
  };

  return (
    <Dialog title={`Export ${name}`} onClose={close} actions={<button type="button" onClick={close}>{run.state === 'done' ? 'Close' : 'Cancel'}</button>}>
      {formats.length === 0 ? (
        <p>This movie’s video codec offers no export format. Choose another codec in the settings.</p>
      ) : (
        <div className="rf-form">
          <Field label="Format">
            {(control) => (
              <select {...control} value={format} disabled={run.state === 'rendering'} onChange={(e) => setFormat(e.target.value as OutputFormat)}>
                {formats.map((f, index) => (
                  <option key={f} value={f}>
                    {index === 0 ? `${f} (default)` : f}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="button" className="rf-primary" disabled={run.state === 'rendering'} onClick={() => void start()}>
            Render
          </button>
        </div>
      )}
      {run.state === 'rendering' && <Progress label="Export progress" value={run.percent} />}
      {run.state === 'done' && (
        <a href={run.url} download={run.file} className="rf-download">
          Download {run.file}
        </a>
      )}
      {run.state === 'failed' && <p role="alert">The export failed: {run.error}</p>}
    </Dialog>
  );
}
