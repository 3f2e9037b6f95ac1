import { DeleteSelectedButton, ListToolbar, ThumbnailsSwitch } from '@reelforge/ui/lists';
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

/** Search, upload (a picker; files can be dropped on the list too), delete the selection, thumbnails on or off. */
export function AssetToolbar({ title, plural, query, onQuery, onFiles, ...selection }: Props) {
  return (
    <ListToolbar title={title} search={{ label: `Search ${plural}`, value: query, onChange: onQuery }}>
      <UploadFilesButton onFiles={onFiles} />
      <DeleteSelectedButton count={selection.selectedCount} onClick={selection.onDelete} />
      <ThumbnailsSwitch on={selection.thumbnails} onChange={selection.onThumbnails} />
    </ListToolbar>
  );
}
