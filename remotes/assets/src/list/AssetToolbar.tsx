import { IconButton } from '@reelforge/ui';
import { UploadFilesButton } from '@reelforge/ui/uploads';

interface Props {
  title: string;
  plural: string;
  query: string;
  onQuery: (query: string) => void;
  onFiles: (files: File[]) => void;
  selectedCount: number;
  onDelete: () => void;
  thumbnails: boolean;
  onThumbnails: (on: boolean) => void;
}

export function AssetToolbar({
  title,
  plural,
  query,
  onQuery,
  onFiles,
  selectedCount,
  onDelete,
  thumbnails,
  onThumbnails,
}: Props) {
  return (
    <div className="rf-toolbar">
      <h1>{title}</h1>
      <input
        type="search"
        aria-label={`Search ${plural}`}
        placeholder={`Search ${plural}`}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <UploadFilesButton onFiles={onFiles} />
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
