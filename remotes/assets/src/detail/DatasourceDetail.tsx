import { useEffect, useState } from 'react';
import { datasourceUpdateError } from '@reelforge/model';
import { ErrorPanel, UnsavedChangesGuard } from '@reelforge/ui';
import { queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { DatasourceGrid } from './DatasourceGrid.js';
import { DatasourceSettings } from './DatasourceSettings.js';
import { datasourceUpdate, initialChoice, sameChoice, type DatasourceChoice } from './datasource-form.js';
import { reasonOf } from './format.js';
import type { ViewerProps } from './viewer.js';

/** A datasource's key and media columns, and its rows in a paged grid. */
export function DatasourceDetail({ asset, prjuid, client, onChanged }: ViewerProps) {
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const key = queryKeys.asset(asset.region, prjuid, asset.name, 'datasource');
  const loaded = useServerQuery(key, () => client.datasource(prjuid, asset.name), { keepPrevious: false });
  const reload = useInvalidate(key);
  // While the info reloads after a save, the old info stays on screen with the form disabled.
  const meta = loaded.data;
  const [choice, setChoice] = useState<DatasourceChoice>({ keyColumn: '', mediaColumns: [] });
  // Each read (a reload after a save too) sets the form to the info as stored.
  // The choice as stored, to tell unsaved changes from it.
  const [stored, setStored] = useState<DatasourceChoice | null>(null);
  useEffect(() => {
    if (!loaded.data) return;
    const read = initialChoice(loaded.data);
    setChoice(read);
    setStored(read);
  }, [loaded.data, loaded.dataUpdatedAt]);

  const save = () => {
    if (!meta) return;
    const invalid = datasourceUpdateError(meta.columns ?? [], choice.keyColumn, choice.mediaColumns);
    if (invalid) {
      setStatus(`Not saved: ${invalid}`);
      return;
    }
    setSaving(true);
    setStatus('Saving…');
    client
      .updateDatasource(prjuid, asset.name, datasourceUpdate(meta, choice))
      .then(
        () => {
          setStatus('Saved.');
          onChanged();
        },
        (error: unknown) => {
          // docs/reference.md §8: datasource update errors are logged, then the info page reloads.
          console.error(`Datasource ${asset.name} was not updated`, error);
          setStatus(`Not saved: ${reasonOf(error)}.`);
        },
      )
      .finally(() => {
        setSaving(false);
        void reload();
      });
  };

  if (loaded.error) {
    return (
      <ErrorPanel title="Datasource not loaded">
        <p>The datasource could not be read: {reasonOf(loaded.error)}. Try again, or upload the file again.</p>
      </ErrorPanel>
    );
  }
  if (!meta) return <p role="status">Loading datasource…</p>;
  return (
    <div className="rf-viewer rf-datasource-detail" aria-busy={loaded.isFetching}>
      <UnsavedChangesGuard
        dirty={stored !== null && !sameChoice(choice, stored)}
        what={`the settings of ${asset.name}`}
      />
      <DatasourceSettings
        meta={meta}
        choice={choice}
        onChoice={setChoice}
        busy={saving || loaded.isFetching}
        onSave={save}
      />
      <p role="status" className="rf-save-status">
        {status}
      </p>
      <DatasourceGrid name={asset.name} meta={meta} />
    </div>
  );
}
