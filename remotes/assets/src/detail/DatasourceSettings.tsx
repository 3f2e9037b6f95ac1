import { useId } from 'react';
import type { DatasourceMetadata } from '@reelforge/model';
import { SubmitForm } from '@reelforge/ui';
import { keyColumnOptions, namedColumns, toggleMediaColumn, type DatasourceChoice } from './datasource-form.js';

export interface DatasourceSettingsProps {
  meta: DatasourceMetadata;
  choice: DatasourceChoice;
  onChoice: (choice: DatasourceChoice) => void;
  /** Saving or reloading: the form waits. */
  busy: boolean;
  onSave: () => void;
}

/** The key column and the media columns of a datasource, and Save. */
export function DatasourceSettings({ meta, choice, onChoice, busy, onSave }: DatasourceSettingsProps) {
  const keyId = useId();
  const columns = namedColumns(meta);
  return (
    <SubmitForm className="rf-form rf-datasource-settings" label="Datasource settings" onSubmit={onSave}>
      <label htmlFor={keyId}>Key column</label>
      <select
        id={keyId}
        value={choice.keyColumn}
        disabled={busy}
        onChange={(e) => onChoice({ ...choice, keyColumn: e.target.value })}
      >
        <option value="">None</option>
        {keyColumnOptions(meta).map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </select>
      <fieldset className="rf-media-columns" disabled={busy}>
        <legend>Media columns</legend>
        {columns.length === 0 && <p className="rf-note">This datasource has no named columns.</p>}
        {columns.map((column) => (
          <label key={column} className="rf-check">
            <input
              type="checkbox"
              checked={choice.mediaColumns.includes(column)}
              onChange={(e) => onChoice(toggleMediaColumn(choice, column, e.target.checked, columns))}
            />
            {column}
          </label>
        ))}
      </fieldset>
      <div className="rf-row">
        <button type="submit" className="rf-primary" disabled={busy}>
          Save
        </button>
      </div>
    </SubmitForm>
  );
}
