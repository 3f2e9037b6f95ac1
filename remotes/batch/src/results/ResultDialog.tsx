import { useState } from 'react';
import type { BatchClient } from '@reelforge/api';
import { Dialog } from '@reelforge/ui';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { messageOf, regionLabel } from '@reelforge/model';
import { resultsFileName, resultsWorkbook, saveFile } from './results-sheet.js';

const SHOWN = 1000;

interface Props {
  /** The batch calls of the region that ran the run: its results are kept there. */
  client: Pick<BatchClient, 'results' | 'deleteResults'>;
  runid: string;
  /** The run's region, when it is worth saying (the job renders in more than one). */
  region?: string;
  /** The region that ran the run (where `client` calls), whether or not it is worth saying. */
  ranIn: string;
  onDeleted: () => void;
  onClose: () => void;
}

/** A run's rows, downloadable as {runid}.xlsx, and deleting the run's results. */
export function ResultDialog({ client, runid, region, ranIn, onDeleted, onClose }: Props) {
  const loaded = useServerQuery(queryKeys.results(ranIn, runid), () => client.results(runid), { keepPrevious: false });
  const results = loaded.data;
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = resultsFileName(runid);

  const act = async (what: 'download' | 'delete', work: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(
        `${what === 'download' ? 'The spreadsheet could not be made' : 'The run could not be deleted'}: ` +
          messageOf(e),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      title={`Results of ${runid}`}
      onClose={onClose}
      actions={
        <>
          {/* Kept enabled while busy: a disabled button would drop the focus, and Escape with it. */}
          <button
            type="button"
            className="rf-primary"
            disabled={!results}
            aria-busy={busy === 'download'}
            onClick={() =>
              void act('download', async () => saveFile(await resultsWorkbook(runid, results ?? []), file))
            }
          >
            {`Download ${file}`}
          </button>
          <button
            type="button"
            className="rf-danger"
            disabled={busy !== null}
            onClick={() => void act('delete', async () => (await client.deleteResults(runid), onDeleted()))}
          >
            Delete run
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {region && <p className="rf-hint">{`Rendered in ${regionLabel(region)}`}</p>}
      {queryError(loaded) && <p role="alert">The results could not be read: {queryError(loaded)}</p>}
      {error && <p role="alert">{error}</p>}
      {!results && !queryError(loaded) && <p>Reading the results…</p>}
      {results && results.length === 0 && <p>This run has no results yet.</p>}
      {results && results.length > 0 && (
        <>
          {results.length > SHOWN && (
            <p className="rf-hint">{`The first ${SHOWN} of ${results.length} rows; the download has them all.`}</p>
          )}
          <table className="rf-table" aria-label={`Rows of ${runid}`}>
            <thead>
              <tr>
                <th>Record</th>
                <th>Key</th>
                <th>Status</th>
                <th>Tries</th>
                <th>URL or error</th>
              </tr>
            </thead>
            <tbody>
              {results.slice(0, SHOWN).map((result, index) => (
                <tr key={`${result.record}-${index}`}>
                  <td>{result.record}</td>
                  <td>{result.key}</td>
                  <td>{result.status}</td>
                  {/* Empty when nothing was delivered (a token destination, a failed render). */}
                  <td>{result.tries ?? ''}</td>
                  <td className="rf-batch-url">
                    {result.url ? (
                      <a href={result.url} target="_blank" rel="noreferrer">
                        {result.url}
                      </a>
                    ) : (
                      result.error
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Dialog>
  );
}
