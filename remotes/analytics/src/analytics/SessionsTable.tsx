import type { AnalyticsHit } from '@reelforge/api/analytics';
import { chargedCost, errorLogRangeSince, usageCost } from '@reelforge/model/analytics';
import { Link } from '@reelforge/router';
import { DataTable } from '@reelforge/ui/lists';

interface Props {
  hits: readonly AnalyticsHit[];
  /** The project's address, e.g. /projects/eu-west-1/p1. */
  base: string;
  speedLevel: number;
  /** When the search was made (epoch ms): the error log's range reaches back to each session from then. */
  at: number;
}

const SESSION_HEADS = ['Time (UTC)', 'Movie', 'Size', 'Duration', 'Result', 'Render speed', 'Cost', 'Error log'];

const time = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

/** The render sessions found, newest first, each linking to its error log. */
export function SessionsTable({ hits, base, speedLevel, at }: Props) {
  if (hits.length === 0) return <p className="rf-empty">No render sessions in this range.</p>;
  return (
    <div className="rf-analytics-sessions">
      <DataTable caption="Render sessions" heads={SESSION_HEADS}>
        {hits.map((hit) => {
          const range = errorLogRangeSince(Date.parse(hit.timestamp), at);
          return (
            <tr key={hit.sessionid}>
              <td>{time(hit.timestamp)}</td>
              <td>{hit.movie}</td>
              <td>
                {hit.width}×{hit.height}
              </td>
              <td>{hit.duration} s</td>
              <td>{hit.success ? 'Succeeded' : 'Failed'}</td>
              <td>{speedLevel}</td>
              <td>{hit.cost === undefined ? chargedCost(hit) : usageCost(hit.cost)}</td>
              <td>
                <Link
                  to={`${base}/errorlogs?query=${encodeURIComponent(hit.sessionid)}&range=${range}`}
                  aria-label={`Error log of ${hit.sessionid}`}
                >
                  Error log
                </Link>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
