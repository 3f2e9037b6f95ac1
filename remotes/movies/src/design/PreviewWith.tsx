import { useEffect, useMemo, useState } from 'react';
import {
  clampPreviewRow,
  previewRow,
  previewRowCount,
  type AssetList,
  type DatasourceMetadata,
  type Project,
} from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { SelectField } from '@reelforge/ui';
import { PreviewRowPicker } from './PreviewRowPicker.js';
import { usePreviewRows } from './usePreviewRows.js';
import './design-panels.css';

/** What the design tab previews with: the variables' default values, or one row of a datasource. */
export type PreviewSource =
  | { kind: 'defaults' }
  | { kind: 'row'; datasource: string; row: number /* 0-based */; label: string; params: Record<string, string> };

const DEFAULTS: PreviewSource = { kind: 'defaults' };
const DEFAULT_CHOICE = '';

interface Props {
  project: Project;
  movie: Movie;
  assets: AssetList | null;
  value: PreviewSource;
  onChange(next: PreviewSource): void;
}

function rowSource(datasource: string, rows: DatasourceMetadata, row: number, variables: string[]): PreviewSource {
  const made = previewRow(rows, row, variables);
  return made ? { kind: 'row', datasource, ...made } : DEFAULTS;
}

function sameSource(a: PreviewSource, b: PreviewSource): boolean {
  if (a.kind === 'defaults' || b.kind === 'defaults') return a.kind === b.kind;
  return a.datasource === b.datasource && a.row === b.row && a.label === b.label && sameParams(a.params, b.params);
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/**
 * "Preview with": the movie's default values, or a row of one of the project's datasources, whose params are
 * those a batch row with automatic mapping would get. A datasource that cannot be read, or has no rows, says so
 * and leaves the preview on the default values.
 */
export function PreviewWith({ project, movie, assets, value, onChange }: Props) {
  const [picked, setPicked] = useState<string | null>(value.kind === 'row' ? value.datasource : null);
  const rows = usePreviewRows(project, picked);
  const ready = rows.state === 'ready' ? rows.rows : null;
  const variableList = (movie.variables ?? []).flatMap((variable) => (variable.key ? [variable.key] : []));
  const variableText = variableList.join('\n');
  const variables = useMemo(() => (variableText ? variableText.split('\n') : []), [variableText]);
  const count = ready ? previewRowCount(ready) : 0;
  const row = clampPreviewRow(value.kind === 'row' && value.datasource === picked ? value.row : 0, count);

  // A row chosen elsewhere (the tab restoring its choice) shows here.
  useEffect(() => {
    if (value.kind === 'row' && value.datasource !== picked) setPicked(value.datasource);
  }, [value]);

  // The rows arriving, or the movie's variables changing, give the preview the row's params again.
  useEffect(() => {
    if (picked === null || rows.state === 'loading') return;
    const next = ready && count > 0 ? rowSource(picked, ready, row, variables) : DEFAULTS;
    if (!sameSource(next, value)) onChange(next);
  }, [picked, rows.state, ready, count, row, variables, value]);

  const choose = (choice: string) => {
    setPicked(choice === DEFAULT_CHOICE ? null : choice);
    // Until the rows of another datasource arrive the preview uses the default values, not the last one's row.
    if (value.kind !== 'defaults') onChange(DEFAULTS);
  };
  const datasources = (assets?.Datasources ?? []).map((asset) => asset.name);
  const shown = value.kind === 'row' && value.datasource === picked ? value : null;
  const filled = shown ? Object.keys(shown.params).filter((key) => key !== 'row') : [];

  return (
    <div className="rf-preview-with">
      <SelectField
        label="Preview with"
        value={picked ?? DEFAULT_CHOICE}
        options={[{ value: DEFAULT_CHOICE, label: 'Default values' }, ...datasources]}
        onChange={choose}
        hint={
          assets && datasources.length === 0
            ? 'Upload a datasource on the Datasources page to preview with its rows.'
            : undefined
        }
      />
      {picked !== null && rows.state === 'loading' && <p role="status">Reading the rows of {picked}…</p>}
      {picked !== null && rows.state === 'failed' && (
        <div role="alert" className="rf-form-error">
          <p>
            The rows of {picked} could not be read ({rows.reason}). The preview uses the default values meanwhile; try
            again, or check the datasource on the Datasources page.
          </p>
          <button type="button" onClick={rows.retry}>
            Try again
          </button>
        </div>
      )}
      {picked !== null && ready && count === 0 && (
        <p role="status">{picked} has no rows, so the preview uses the default values. Add rows to it first.</p>
      )}
      {picked !== null && ready && count > 0 && (
        <>
          <PreviewRowPicker
            rows={ready}
            row={row}
            onPick={(next) => onChange(rowSource(picked, ready, clampPreviewRow(next, count), variables))}
          />
          <p className="rf-hint">
            {filled.length > 0
              ? `This row fills ${filled.join(', ')}; the other variables keep their values.`
              : `No variable of this movie is named after a column of ${picked}; ` +
                'only datasource variables follow the row.'}
          </p>
        </>
      )}
    </div>
  );
}
