import { useState, type ReactNode } from 'react';
import type { OutputFormat } from '@reelforge/model';
import { Dialog } from '../../primitives/Dialog.js';
import { Field } from '../../primitives/Field.js';
import { Progress } from '../../primitives/Progress.js';
import { useRenderRun, type RenderFollower } from './useRenderRun.js';

export interface RenderExportDialogProps {
  title: string;
  /** The formats offered, the default first; none: `noFormats` is said instead. */
  formats: readonly OutputFormat[];
  noFormats?: string;
  client: RenderFollower;
  /** Starts the render in this format; answers its token. */
  render: (format: OutputFormat) => Promise<string>;
  /** The downloaded file's name without its extension. */
  fileName: string;
  onClose: () => void;
  /** Fields shown above the format (a story's variable values). */
  children?: ReactNode;
}

/**
 * Export: choose a format (the first is the default), Render, follow the export progress,
 * then download the file; a failure shows the render's error. Closing while it renders
 * cancels the render.
 */
export function RenderExportDialog({
  title,
  formats,
  noFormats,
  client,
  render,
  fileName,
  onClose,
  children,
}: RenderExportDialogProps) {
  const [format, setFormat] = useState<OutputFormat | undefined>(formats[0]);
  const { run, start, cancel } = useRenderRun(client);
  const close = () => {
    cancel();
    onClose();
  };
  const file = run.state === 'done' ? `${fileName}.${run.format}` : '';

  return (
    <Dialog
      title={title}
      onClose={close}
      actions={
        <button type="button" onClick={close}>
          {run.state === 'done' ? 'Close' : 'Cancel'}
        </button>
      }
    >
      {formats.length === 0 ? (
        <p>{noFormats ?? 'There is no format to export to.'}</p>
      ) : (
        <div className="rf-form">
          {children}
          <Field label="Format">
            {(control) => (
              <select
                {...control}
                value={format}
                disabled={run.state === 'rendering'}
                onChange={(e) => setFormat(e.target.value as OutputFormat)}
              >
                {formats.map((f, index) => (
                  <option key={f} value={f}>
                    {index === 0 ? `${f} (default)` : f}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            className="rf-primary"
            disabled={run.state === 'rendering' || !format}
            onClick={() => format && void start(format, () => render(format))}
          >
            Render
          </button>
        </div>
      )}
      {run.state === 'rendering' && <Progress label="Export progress" value={run.percent} />}
      {run.state === 'done' && (
        <a href={run.url} download={file} className="rf-download">
          Download {file}
        </a>
      )}
      {run.state === 'failed' && <p role="alert">The export failed: {run.error}</p>}
    </Dialog>
  );
}
