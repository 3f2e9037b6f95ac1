import { useState, type ReactNode } from 'react';
import { messageOf } from '@reelforge/model';
import { DeleteDialog } from '../DeleteDialog.js';
import { ItemTable, RowAction, type ItemTableProps } from './ItemTable.js';

/** What a list says around its table, written once for each list. */
export interface ItemListTexts {
  /** What a failed read says before its message ("The stories could not be read") */
  failure?: string;
  /** What an empty list says */
  empty: ReactNode;
  /** For a list whose items may be deleted: their noun, e.g. ["story", "stories"] */
  noun?: [singular: string, plural: string];
  /** For a list whose items may be deleted: what the confirmation warns of */
  warning?: string;
}

export interface ItemListProps<T> extends Omit<ItemTableProps<T>, 'rowKey'> {
  /** The row's key (default: the item's `name`) */
  rowKey?: ItemTableProps<T>['rowKey'];
  /** The read of the list: once it succeeded an empty list says so; its failure is shown */
  query: { isSuccess: boolean; error: unknown };
  texts: ItemListTexts;
  /** Deletes an item: each row gets a Delete, confirmed first (with the texts' noun and warning) */
  remove?: (item: T) => Promise<void>;
  /** After the dialog has closed on a deletion (a reload of what the list shows, say) */
  onDeleted?: () => void;
}

const nameOf = (item: unknown) => String((item as { name?: unknown }).name);

/**
 * A list as a table (ItemTable) with what goes around it: why it could not be read, what it
 * says while empty, and, where items may be deleted, each row's Delete and its confirmation.
 * Items are named by their `name`.
 */
export function ItemList<T>({ query, texts, remove, onDeleted, actions, rowKey = nameOf, ...table }: ItemListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const deletion = remove && texts.noun && texts.warning ? { noun: texts.noun, warning: texts.warning } : null;
  const rowActions = deletion
    ? (item: T, index: number) => (
        <>
          {actions?.(item, index)}
          <RowAction verb="Delete" name={nameOf(item)} onClick={() => setDeleting(() => item)} />
        </>
      )
    : actions;
  return (
    <>
      {Boolean(query.error) && (
        <p role="alert">
          {texts.failure}: {messageOf(query.error)}
        </p>
      )}
      {query.isSuccess && table.items.length === 0 && <p className="rf-empty">{texts.empty}</p>}
      {table.items.length > 0 && <ItemTable {...table} rowKey={rowKey} actions={rowActions} />}
      {remove && deletion && deleting !== null && (
        <DeleteDialog
          noun={deletion.noun}
          items={[{ key: String(rowKey(deleting, table.items.indexOf(deleting))), name: nameOf(deleting) }]}
          warning={deletion.warning}
          remove={() => remove(deleting)}
          onDone={() => {
            setDeleting(null);
            onDeleted?.();
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
