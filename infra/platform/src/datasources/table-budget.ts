import { overCellChars, overCells, overLimit, type DatasourceLimits } from './datasource-limits.ts';

/**
 * Counts the rows of one upload (all its sheets) against the limits as they are read,
 * so a csv is given up at the first chunk past a limit rather than after the last.
 */
export class TableBudget {
  private cells = 0;
  private rows = 0;

  constructor(
    private readonly name: string,
    private readonly limits: Pick<DatasourceLimits, 'maxCells' | 'maxColumns' | 'maxCellChars'>,
  ) {}

  /** Cells known before they are read (a sheet's declared size): refused at once if too many. */
  expect(cells: number): void {
    if (this.cells + cells > this.limits.maxCells) throw overCells(this.name, this.cells + cells, this.limits.maxCells);
  }

  columns(width: number): void {
    if (width > this.limits.maxColumns) throw overLimit(this.name, 'columns', width, this.limits.maxColumns);
  }

  /** Counts rows read; `complete` says whether the upload may hold more than these. */
  add(rows: readonly (readonly string[])[], complete = true): void {
    const { maxCellChars } = this.limits;
    for (const row of rows) {
      this.rows++;
      this.columns(row.length);
      this.cells += row.length;
      for (const cell of row)
        if (cell.length > maxCellChars) throw overCellChars(this.name, this.rows, cell.length, maxCellChars);
    }
    if (this.cells > this.limits.maxCells) throw overCells(this.name, this.cells, this.limits.maxCells, !complete);
  }

  /** A new sheet starts: rows are numbered from 1 again in messages. */
  nextSheet(): void {
    this.rows = 0;
  }
}
