import { useEffect, useRef, useState } from 'react';
import type { CopyTask } from '@reelforge/api/project-copy';
import { COPY_POLL_MS, copyEnded, copyItemKindText, copyItemStatusText, copyProgress } from '@reelforge/model';
import { useServerQuery } from '../../data/index.js';
import { Progress } from '../../primitives/Progress.js';
import './project-copy.css';

/**
 * One project's copy as it runs (docs/reference.md §4): the progress of its tasks, the
 * creation left out, and each item's state, an error on its own item. `read` is asked every
 * second under `queryKey` until the task ended; `onEnded` is told the last answer. The caller
 * says where the task is read: the region a copy was started in, or the admin's copy between users.
 */
export function CopyTaskView({
  source,
  started,
  queryKey,
  read,
  onEnded,
}: {
  source: string;
  started: CopyTask;
  queryKey: readonly unknown[];
  read: () => Promise<CopyTask>;
  onEnded: (task: CopyTask) => void;
}) {
  const [stopped, setStopped] = useState(false);
  const answer = useServerQuery(queryKey, read, {
    quiet: true,
    keepPrevious: false,
    refetchInterval: stopped ? false : COPY_POLL_MS,
  });
  const task = answer.data ?? started;
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
      <Progress
        label={`Copying ${source}`}
        value={percent}
        text={total === 0 ? 'Starting' : `${done} of ${total} items (${percent}%)`}
      />
      {task.Message && (
        <p className="rf-form-error" role="alert">
          {task.Message}
        </p>
      )}
      <ul className="rf-copy-items">
        {task.items.map((item, index) => (
          <li key={`${index}-${item.kind}-${item.name}`} data-status={item.status}>
            <span>{copyItemKindText(item.kind)}</span> <span>{item.name}</span>{' '}
            <strong>{copyItemStatusText(item.status)}</strong>
            {item.message && <em role="note">{item.message}</em>}
          </li>
        ))}
      </ul>
    </section>
  );
}
