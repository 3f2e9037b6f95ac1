import { useState } from 'react';
import type { DatasourceUpload } from '@reelforge/api';
import { FormDialog } from '@reelforge/ui';

const DELIMITERS: [value: string, label: string][] = [
  ['', 'Detect automatically'],
  [',', 'Comma ( , )'],
  [';', 'Semicolon ( ; )'],
  ['\t', 'Tab'],
  ['|', 'Pipe ( | )'],
];

/** Asks how to read the datasource files about to be uploaded. */
export function DatasourceUploadDialog({
  files,
  onUpload,
  onCancel,
}: {
  files: File[];
  onUpload: (settings: DatasourceUpload) => void;
  onCancel: () => void;
}) {
  const [delimiter, setDelimiter] = useState('');
  const [header, setHeader] = useState(true);
  return (
    <FormDialog
      title="Upload datasources"
      submitLabel="Upload"
      onSubmit={() => onUpload({ delimiter, firstLineIsHeader: header, replace: false })}
      onCancel={onCancel}
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
    </FormDialog>
  );
}
