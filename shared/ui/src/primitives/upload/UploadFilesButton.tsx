import { useRef } from 'react';
import { IconButton } from '../IconButton.js';

/** "Upload files": opens the file picker (several files at once); files can be dropped on a DropZone too. */
export function UploadFilesButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
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
    </>
  );
}
