import type { ReactNode } from 'react';
import { Link } from '@reelforge/router';

export interface ItemColumn<T> {
  header: string;
  cell: (item: T, index: number) => ReactNode;
}

export interface ItemTableProps<T> {
  /** The table's accessible name ("Scripts", "Templates"…) */
  label: string;
  items: readonly T[];
  rowKey: (item: T, index: number) => string | number;
  columns: readonly ItemColumn<T>[];
  /** The buttons and links of a row, in a last "Actions" column (none: no such column) */
  actions?: (item: T, index: number) => ReactNode;
  className?: string;
}

/** A list of named things as a table: one row per item, its columns, then its actions. */
export function ItemTable<T>({ label, items, rowKey, columns, actions, className }: ItemTableProps<T>) {
  return (
    <table aria-label={label} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header}>{column.header}</th>
          ))}
          {actions && <th>Actions</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={rowKey(item, index)}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(item, index)}</td>
            ))}
            {actions && <td className="rf-actions">{actions(item, index)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row's action: its visible verb, and the verb with the item's name as its accessible name ("Delete Intro"). */
export function RowAction({
  verb,
  name,
  onClick,
  disabled,
}: {
  verb: string;
  name: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" aria-label={`${verb} ${name}`} disabled={disabled} onClick={onClick}>
      {verb}
    </button>
  );
}

const nameOf = (item: unknown) => String((item as { name?: unknown }).name);

/** A column whose cell links to the item's page, named by the item (by default its `name`). */
export function linkColumn<T>(
  header: string,
  href: (item: T) => string,
  text: (item: T) => string = nameOf,
): ItemColumn<T> {
  return { header, cell: (item) => <Link to={href(item)}>{text(item)}</Link> };
}
