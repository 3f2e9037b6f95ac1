import { IconButton } from '@reelforge/ui';

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

export function MovieToolbar({
  query,
  onQuery,
  onNew,
  canCopy,
  onCopy,
  selectedCount,
  onDelete,
  thumbnails,
  onThumbnails,
}: Props) {
  return (
    <div className="rf-toolbar">
      <h1>Movies</h1>
      <input
        type="search"
        aria-label="Search movies"
        placeholder="Search movies"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <IconButton icon="+" text="New movie" className="rf-primary" onClick={onNew} />
      <IconButton icon="❐" text="Copy" disabled={!canCopy} onClick={onCopy} />
      <IconButton
        icon="✕"
        text={selectedCount > 1 ? `Delete ${selectedCount}` : 'Delete'}
        disabled={selectedCount === 0}
        onClick={onDelete}
      />
      <label className="rf-check">
        <input type="checkbox" role="switch" checked={thumbnails} onChange={(e) => onThumbnails(e.target.checked)} />
        Thumbnails
      </label>
    </div>
  );
}
