import { useRef } from 'react';
import { IconButton } from '@reelforge/ui';

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
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="rf-toolbar">
      <h1>User files</h1>
      <input type="search" aria-label="Search this folder" placeholder="Search this folder" value={search} onChange={(event) => onSearch(event.target.value)} />
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label="Choose files to upload"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <IconButton icon="⇪" text="Upload files" className="rf-primary" onClick={() => picker.current?.click()} />
      <IconButton icon="+" text="New folder" onClick={onNewFolder} />
      <IconButton icon="✕" text={selectedCount > 1 ? `Delete ${selectedCount}` : 'Delete'} disabled={selectedCount === 0} onClick={onDelete} />
    </div>
  );
}
