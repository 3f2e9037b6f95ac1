import { useState } from 'react';
import type { DatasourceUpload } from '@reelforge/api';
import { Dialog } from '@reelforge/ui';

const DELIMITERS: [value: string, label: string][] = [
  ['', 'Detect automatically'],
  [',', 'Comma ( , )'],
  [';', 'Semicolon ( ; )'],
  ['\t', 'Tab'],
  ['|', 'Pipe ( | )'],
];

/** Asks how to read the datasource files about to be uploaded. */
export function DatasourceUploadDialog({ files, onUpload, onCancel }: { files: File[]; onUpload: (settings: DatasourceUpload) => void; onCancel: () => void }) {
  const [delimiter, setDelimiter] = useState('');
  const [header, setHeader] = useState(true);
  return (
    <Dialog
      title="Upload datasources"
      onClose={onCancel}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="rf-primary" onClick={() => onUpload({ delimiter, firstLineIsHeader: header, replace: false })}>
            Upload
          </button>
        </>
      }
    >
      <p>{files.map((file) => file.name).join(', ')}</p>
      <label>
        Delimiter
        <select value={delimiter} onChange={(e) => setDelimiter(e.target.value)}>
          {DELIMITERS.map(([value, label]) => (
            <option key={label} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="rf-check">
        <input type="checkbox" checked={header} onChange={(e) => setHeader(e.target.checked)} />
        First line is a header
      </label>
      <p className="rf-hint">Spreadsheets become one datasource per sheet; json becomes a table.</p>
    </Dialog>
  );
}
