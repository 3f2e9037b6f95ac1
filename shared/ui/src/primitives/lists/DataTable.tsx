import type { ReactNode } from 'react';

export interface DataTableProps {
  /** The table's accessible name, where it has no caption */
  label?: string;
  caption?: ReactNode;
  /** The column heads, left to right */
  heads: readonly string[];
  /** The rows (<tr>s) */
  children: ReactNode;
  /** The rows of a footer, such as a total */
  foot?: ReactNode;
}

/** A table of records or figures (.rf-table): its caption, its column heads, its rows and a footer. */
export function DataTable({ label, caption, heads, children, foot }: DataTableProps) {
  return (
    <table className="rf-table" aria-label={label}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {foot !== undefined && <tfoot>{foot}</tfoot>}
    </table>
  );
}
