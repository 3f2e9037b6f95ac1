import { IconButton } from '@reelforge/ui';
import { DeleteSelectedButton, ListToolbar, ThumbnailsSwitch } from '@reelforge/ui/lists';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  onNew: () => void;
  canCopy: boolean;
  onCopy: () => void;
  selectedCount: number;
  onDelete: () => void;
  thumbnails: boolean;
  onThumbnails: (on: boolean) => void;
}

/** Search, new movie, copy (the one selected or open), delete the selection, thumbnails on or off. */
export function MovieToolbar({ query, onQuery, onNew, canCopy, onCopy, ...selection }: Props) {
  return (
    <ListToolbar title="Movies" search={{ label: 'Search movies', value: query, onChange: onQuery }}>
      <IconButton icon="+" text="New movie" className="rf-primary" onClick={onNew} />
      <IconButton icon="❐" text="Copy" disabled={!canCopy} onClick={onCopy} />
      <DeleteSelectedButton count={selection.selectedCount} onClick={selection.onDelete} />
      <ThumbnailsSwitch on={selection.thumbnails} onChange={selection.onThumbnails} />
    </ListToolbar>
  );
}
