import { useMemo } from 'react';
import type { BatchRowState } from '@reelforge/api';
import type { BatchJob } from '@reelforge/model';
import { Progress } from '@reelforge/ui';
import { VirtualList } from '@reelforge/ui/lists';
import { useRunRows, useRunStatus, type RunClient } from './useRunProgress.js';

const STATE_TEXT: Record<BatchRowState, string> = {
  queued: 'Waiting',
  rendering: 'Rendering',
  delivering: 'Delivering',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const ROW_HEIGHT = 28;

interface Props {
  client: RunClient;
  /** The region whose render host holds the queue. */
  region: string;
  job: Pick<BatchJob, 'queue' | 'running' | 'done' | 'failed' | 'remaining' | 'numrecords'>;
}

/**
 * A submitted run while it goes, and as it ended: done, failed and remaining on one bar,
 * how many rows are waiting, rendering and delivering, and where each row stands (a list
 * that draws only the rows in view, so a long run stays light).
 */
export function RunProgress({ client, region, job }: Props) {
  const query = useRunStatus(client, region, job.queue, job.running);
  const status = query.data;
  const rows = useRunRows(client, region, job.queue, job.running, status?.total ?? job.numrecords);
  const indices = useMemo(() => Array.from({ length: rows.total }, (_, i) => i), [rows.total]);
  // An ended run the render host no longer knows (its results were deleted) has nothing to show.
  if (!job.running && query.isError) return null;
  const counts = status
    ? { done: status.done, failed: status.failed, remaining: status.remaining }
    : {
        done: job.done ?? 0,
        failed: job.failed ?? 0,
        remaining: Math.max(0, job.numrecords - (job.done ?? 0) - (job.failed ?? 0)),
      };
  const phases =
    job.running && status && status.queued !== undefined
      ? `${status.queued} waiting, ${status.rendering ?? 0} rendering, ${status.delivering ?? 0} delivering`
      : undefined;
  return (
    <section className="rf-batch-progress" aria-label="Run progress">
      <Progress label="Run progress" counts={counts} />
      {phases && <p className="rf-hint">{phases}</p>}
      {rows.total > 0 && (
        <div className="rf-batch-rows">
          <VirtualList
            items={indices}
            rowHeight={ROW_HEIGHT}
            label="Rows of the run"
            getKey={(index) => String(index)}
            onRange={rows.show}
            renderRow={(index) => {
              const row = rows.rowAt(index);
              return (
                <>
                  <span className="rf-batch-row-key">{row ? row.key : index + 1}</span>
                  <span className={`rf-batch-row-state rf-batch-row-${row?.state ?? 'unknown'}`}>
                    {row ? STATE_TEXT[row.state] : '…'}
                  </span>
                </>
              );
            }}
          />
        </div>
      )}
    </section>
  );
}
