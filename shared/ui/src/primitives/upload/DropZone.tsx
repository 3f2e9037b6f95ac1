import { useState, type ReactNode } from 'react';

/** Files dropped anywhere on the list are uploaded. */
export function DropZone({
  onFiles,
  label,
  children,
}: {
  onFiles: (files: File[]) => void;
  label: string;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      className="rf-dropzone"
      data-over={over || undefined}
      aria-label={label}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      {over && <div className="rf-dropzone-hint">Drop to upload</div>}
    </div>
  );
}
