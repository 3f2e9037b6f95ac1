import {
  errorLogPage,
  ERROR_LOG_PAGE_SIZE,
  framesLabel,
  mergeErrorEntries,
  spanLabel,
} from '@reelforge/model/analytics';
import { useState } from 'react';
import { DataTable } from '@reelforge/ui/lists';
import { useErrorLogPage } from '../useAnalytics.js';

interface Props {
  region: string;
  prjuid: string;
  session: string;
  range: number;
  at: number;
}

const time = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

/**
 * One session's error log, 30 entries a page with the next page read ahead; consecutive
 * identical entries shown once with their frames (docs/reference.md §3). A failed read is
 * silent (§8): "No data".
 */
export function ErrorLogResults({ region, prjuid, session, range, at }: Props) {
  const [page, setPage] = useState(0);
  const read = useErrorLogPage({ region, prjuid, session, range, at, page });
  if (read.isLoading) return <p className="rf-empty">Reading the error log…</p>;
  if (read.error || !read.data) return <p className="rf-empty">No data</p>;
  const { total, errorlogs } = read.data;
  if (total === 0)
    return (
      <p className="rf-empty">{`No error-log entries for session ${session} in the last ${spanLabel(range * 60)}.`}</p>
    );
  const window = errorLogPage(page, total);
  const entries = mergeErrorEntries(errorlogs);
  const first = window.pagefrom + 1;
  const last = Math.min(total, window.pagefrom + ERROR_LOG_PAGE_SIZE);
  return (
    <div className="rf-errorlog-entries">
      <DataTable
        caption={`Error log of ${session}: entries ${first}–${last} of ${total}`}
        heads={['Time (UTC)', 'Message', 'Scenes', 'Frames', 'Context']}
      >
        {entries.map((entry, index) => (
          <tr key={`${entry.timestamp}-${index}`}>
            <td>
              {time(entry.timestamp)}
              {entry.count > 1 && <small> ({entry.count} entries)</small>}
            </td>
            <td>{entry.message}</td>
            <td>{entry.scenes.join(', ') || '–'}</td>
            <td>{framesLabel(entry.frames)}</td>
            <td>
              <pre>{entry.context}</pre>
            </td>
          </tr>
        ))}
      </DataTable>
      <nav className="rf-row rf-pager" aria-label="Error log pages">
        <button type="button" onClick={() => setPage(0)} disabled={!window.hasPrevious}>
          First page
        </button>
        <button type="button" onClick={() => setPage(window.page - 1)} disabled={!window.hasPrevious}>
          Previous page
        </button>
        <span aria-live="polite">{`Page ${window.page + 1} of ${window.last + 1}`}</span>
        <button type="button" onClick={() => setPage(window.page + 1)} disabled={!window.hasNext}>
          Next page
        </button>
        <button type="button" onClick={() => setPage(window.last)} disabled={!window.hasNext}>
          Last page
        </button>
      </nav>
    </div>
  );
}
