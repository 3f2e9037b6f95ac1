import { useState, type ReactNode } from 'react';
import { messageOf } from '@reelforge/model';
import { DeleteDialog } from '../DeleteDialog.js';
import { ItemTable, RowAction, type ItemTableProps } from './ItemTable.js';

/** Deleting one item of a list: a Delete action on each row, confirmed before it runs. */
export interface ItemDeletion<T> {
  /** e.g. ["story", "stories"] */
  noun: [singular: string, plural: string];
  /** What the confirmation says is lost, and what stays */
  warning: string;
  /** The item's name, in the action's accessible name and the messages (default: its `name`) */
  name?: (item: T) => string;
  remove: (item: T) => Promise<void>;
  /** After the dialog has closed on a deletion (a reload of what the list shows, say) */
  onDeleted?: () => void;
}

export interface ItemListProps<T> extends ItemTableProps<T> {
  /** The read of the list: once it succeeded an empty list says so; a failure is shown with `failure` before it */
  query: { isSuccess: boolean; error: unknown };
  /** What a failure says before its message ("The stories could not be read") */
  failure?: string;
  /** What an empty list says */
  empty: ReactNode;
  deletion?: ItemDeletion<T>;
}

/**
 * A list as a table (ItemTable) with what goes around it: why it could not be read, what it
 * says while empty, and, where items may be deleted, each row's Delete and its confirmation.
 */
const nameOf = (item: unknown) => String((item as { name?: unknown }).name);

export function ItemList<T>({ query, failure, empty, deletion, actions, ...table }: ItemListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const rowActions =
    deletion && actions
      ? (item: T, index: number) => (
          <>
            {actions(item, index)}
            <RowAction verb="Delete" name={(deletion.name ?? nameOf)(item)} onClick={() => setDeleting(() => item)} />
          </>
        )
      : deletion
        ? (item: T) => (
            <RowAction verb="Delete" name={(deletion.name ?? nameOf)(item)} onClick={() => setDeleting(() => item)} />
          )
        : actions;
  return (
    <>
      {Boolean(query.error) && (
        <p role="alert">
          {failure}: {messageOf(query.error)}
        </p>
      )}
      {query.isSuccess && table.items.length === 0 && <p className="rf-empty">{empty}</p>}
      {table.items.length > 0 && <ItemTable {...table} actions={rowActions} />}
      {deletion && deleting !== null && (
        <DeleteDialog
          noun={deletion.noun}
          items={[
            {
              key: String(table.rowKey(deleting, table.items.indexOf(deleting))),
              name: (deletion.name ?? nameOf)(deleting),
            },
          ]}
          warning={deletion.warning}
          remove={() => deletion.remove(deleting)}
          onDone={() => {
            setDeleting(null);
            deletion.onDeleted?.();
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
