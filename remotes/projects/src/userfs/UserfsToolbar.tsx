import { IconButton } from '@reelforge/ui';
import { UploadFilesButton } from '@reelforge/ui/uploads';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  onFiles: (files: File[]) => void;
  onNewFolder: () => void;
  selectedCount: number;
  onDelete: () => void;
}

/** Search, upload (a picker; files can be dropped on the list too), new folder, delete the selection. */
export function UserfsToolbar({ search, onSearch, onFiles, onNewFolder, selectedCount, onDelete }: Props) {
  return (
    <div className="rf-toolbar">
      <h1>User files</h1>
      <input
        type="search"
        aria-label="Search this folder"
        placeholder="Search this folder"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <UploadFilesButton onFiles={onFiles} />
      <IconButton icon="+" text="New folder" onClick={onNewFolder} />
      <IconButton
        icon="✕"
        text={selectedCount > 1 ? `Delete ${selectedCount}` : 'Delete'}
        disabled={selectedCount === 0}
        onClick={onDelete}
      />
    </div>
  );
}
