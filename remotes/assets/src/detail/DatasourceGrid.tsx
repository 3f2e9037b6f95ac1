import { useState } from 'react';
import type { DatasourceMetadata } from '@reelforge/model';
import { shownColumnIndices } from '@reelforge/model';
import { ROWS_PER_PAGE } from './datasource-form.js';
import { clampPage, pageRange } from '@reelforge/model';
import { Pager } from '@reelforge/ui/lists';

/**
 * The rows of a datasource, 100 a page so that 100,000 rows cost no more than 100; columns
 * with blank names are skipped (docs/reference.md §2).
 */
export function DatasourceGrid({ name, meta }: { name: string; meta: DatasourceMetadata }) {
  const [page, setPage] = useState(0);
  const columns = meta.columns ?? [];
  const shown = shownColumnIndices(columns);
  const rows = meta.values ?? [];
  const total = rows.length;
  const current = clampPage(page, total, ROWS_PER_PAGE);
  const { start, end } = pageRange(current, total, ROWS_PER_PAGE);
  const rowCount = meta.rowcount ?? total;
  return (
    <section className="rf-datasource-rows" aria-label="Datasource rows">
      <p>
        {rowCount === 1 ? '1 row' : `${rowCount.toLocaleString('en')} rows`}
        {total > ROWS_PER_PAGE && `, showing rows ${(start + 1).toLocaleString('en')}–${end.toLocaleString('en')}`}
      </p>
      {total > ROWS_PER_PAGE && (
        <Pager label="Row pages" page={current} total={total} perPage={ROWS_PER_PAGE} onPage={setPage} />
      )}
      <div className="rf-grid-scroll">
        <table className="rf-table rf-datasource-grid" aria-label={`Rows of ${name}`}>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {shown.map((index) => (
                <th key={index} scope="col">
                  {columns[index]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(start, end).map((row, offset) => (
              <tr key={start + offset}>
                <th scope="row">{start + offset + 1}</th>
                {shown.map((index) => (
                  <td key={index}>{row[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total === 0 && <p className="rf-empty">This datasource has no rows.</p>}
    </section>
  );
}
