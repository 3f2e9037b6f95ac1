import { useState } from 'react';
import { jobRenderRegion, jobTemplate, type DatasourceRows } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { Dialog, NumberField } from '@reelforge/ui';
import { ExamplePlayback, renderExample, useExamplePlayer } from '@reelforge/ui/render-export';
import type { JobTabProps } from '../editor/tab-props.js';
import { exampleParams, exampleSubject } from './example-render.js';

/** Renders one row of the job, in the region the job renders in, and plays it. */
export function ExampleDialog({
  project,
  job,
  movie,
  data,
  onClose,
}: JobTabProps & { data: DatasourceRows; onClose: () => void }) {
  const api = useApi();
  const [row, setRow] = useState(1);
  const player = useExamplePlayer();

  const play = () => {
    const template = jobTemplate(job);
    if (!template) return;
    const client = api.movies(jobRenderRegion(job, project.region));
    const params = exampleParams(job, data, movie?.variables ?? [], row);
    void player.play(`Example of row ${row}`, (signal) =>
      renderExample(client, project.uid, exampleSubject(template), params, signal),
    );
  };

  return (
    <Dialog
      title="Example"
      onClose={onClose}
      actions={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="rf-row">
        <NumberField
          label="Row"
          value={row}
          min={1}
          max={Math.max(1, data.rows.length)}
          onChange={(n) => n !== undefined && setRow(n)}
          hint={`1 to ${data.rows.length}`}
        />
        <button type="button" className="rf-primary" disabled={player.busy} onClick={play}>
          {player.text}
        </button>
      </div>
      <ExamplePlayback player={player} className="rf-batch-example" />
    </Dialog>
  );
}
