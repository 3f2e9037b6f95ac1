import { useState, type ReactNode } from 'react';
import { thumbnailsOnByDefault } from '@reelforge/model';
import { IconButton } from '../IconButton.js';

export interface ListSearch {
  /** The box's accessible name and placeholder ("Search movies") */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's toolbar: its title, a search box when the list has one, then the list's own buttons. */
export function ListToolbar({ title, search, children }: { title: string; search?: ListSearch; children?: ReactNode }) {
  return (
    <div className="rf-toolbar">
      <h1>{title}</h1>
      {search && (
        <input
          type="search"
          aria-label={search.label}
          placeholder={search.label}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      )}
      {children}
    </div>
  );
}

/** Deletes what is selected in a list: "Delete", or "Delete 3" for several; held while nothing is. */
export function DeleteSelectedButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <IconButton icon="✕" text={count > 1 ? `Delete ${count}` : 'Delete'} disabled={count === 0} onClick={onClick} />
  );
}

/** Turns a list's thumbnails on or off. */
export function ThumbnailsSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="rf-check">
      <input type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} />
      Thumbnails
    </label>
  );
}

/** Whether a list shows thumbnails, and the change of it (useThumbnails). */
export type ThumbnailsChoice = readonly [on: boolean, set: (on: boolean) => void];

/** Whether a list of `count` items shows thumbnails: as chosen, else as suits its length. */
export function useThumbnails(count: number): ThumbnailsChoice {
  const [choice, setChoice] = useState<boolean | null>(null);
  return [choice ?? thumbnailsOnByDefault(count), setChoice];
}

/**
 * The tools of a list whose rows are selected and show thumbnails: delete the `count` selected, thumbnails on or off.
 */
export function SelectionTools({
  count,
  onDelete,
  thumbnails: [on, set],
}: {
  count: number;
  onDelete: () => void;
  thumbnails: ThumbnailsChoice;
}) {
  return (
    <>
      <DeleteSelectedButton count={count} onClick={onDelete} />
      <ThumbnailsSwitch on={on} onChange={set} />
    </>
  );
}
