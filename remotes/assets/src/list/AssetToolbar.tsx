import { useRef } from 'react';
import { IconButton } from '@reelforge/ui';

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

export function AssetToolbar({ title, plural, query, onQuery, onFiles, selectedCount, onDelete, thumbnails, onThumbnails }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="rf-toolbar">
      <h1>{title}</h1>
      <input type="search" aria-label={`Search ${plural}`} placeholder={`Search ${plural}`} value={query} onChange={(e) => onQuery(e.target.value)} />
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label="Choose files to upload"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <IconButton icon="⇪" text="Upload files" className="rf-primary" onClick={() => picker.current?.click()} />
      <IconButton icon="✕" text={selectedCount > 1 ? `Delete ${selectedCount}` : 'Delete'} disabled={selectedCount === 0} onClick={onDelete} />
      <label className="rf-check">
        <input type="checkbox" role="switch" checked={thumbnails} onChange={(e) => onThumbnails(e.target.checked)} />
        Thumbnails
      </label>
    </div>
  );
}
