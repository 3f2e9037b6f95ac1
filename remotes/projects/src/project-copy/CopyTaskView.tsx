import { useEffect, useRef, useState } from 'react';
import { projectCopyClient, type CopyTask } from '@reelforge/api/project-copy';
import { COPY_POLL_MS, copyEnded, copyItemKindText, copyItemStatusText, copyProgress } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { Progress } from '@reelforge/ui';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import './project-copy.css';

/**
 * One project's copy as it runs (docs/reference.md §4): the progress of its tasks, the
 * creation left out, and each item's state, an error on its own item. Read every second
 * from the region it was started in until it ended; `onEnded` is told the last answer.
 */
export function CopyTaskView({ source, region, started, onEnded }: { source: string; region: string; started: CopyTask; onEnded: (task: CopyTask) => void }) {
  const api = useApi();
  const [stopped, setStopped] = useState(false);
  const read = useServerQuery(queryKeys.copyTask(region, started.task_id), () => api.regional(projectCopyClient, region).copyTask(started.task_id), {
    quiet: true,
    keepPrevious: false,
    refetchInterval: stopped ? false : COPY_POLL_MS,
  });
  const task = read.data ?? started;
  const ended = copyEnded(task);
  const tell = useRef(onEnded);
  tell.current = onEnded;
  const last = useRef(task);
  last.current = task;
  useEffect(() => {
    if (!ended) return;
    setStopped(true);
    tell.current(last.current);
  }, [ended]);
  const { done, total, percent } = copyProgress(task.items);
  return (
    <section className="rf-copy-task" aria-label={`Copy of ${source}`}>
      <h3>
        {source} → {task.project?.name ?? task.items[0]?.name} <small>({task.region})</small>
      </h3>
      <Progress label={`Copying ${source}`} value={percent} text={total === 0 ? 'Starting' : `${done} of ${total} items (${percent}%)`} />
      {task.Message && (
        <p className="rf-form-error" role="alert">
          {task.Message}
        </p>
      )}
      <ul className="rf-copy-items">
        {task.items.map((item, index) => (
          <li key={`${index}-${item.kind}-${item.name}`} data-status={item.status}>
            <span>{copyItemKindText(item.kind)}</span> <span>{item.name}</span> <strong>{copyItemStatusText(item.status)}</strong>
            {item.message && <em role="note">{item.message}</em>}
          </li>
        ))}
      </ul>
    </section>
  );
}
