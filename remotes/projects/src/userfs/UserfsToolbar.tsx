import { IconButton } from '@reelforge/ui';
import { DeleteSelectedButton, ListToolbar } from '@reelforge/ui/lists';
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
    <ListToolbar title="User files" search={{ label: 'Search this folder', value: search, onChange: onSearch }}>
      <UploadFilesButton onFiles={onFiles} />
      <IconButton icon="+" text="New folder" onClick={onNewFolder} />
      <DeleteSelectedButton count={selectedCount} onClick={onDelete} />
    </ListToolbar>
  );
}
