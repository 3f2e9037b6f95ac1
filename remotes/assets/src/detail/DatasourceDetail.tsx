import { useEffect, useState } from 'react';
import { datasourceUpdateError } from '@reelforge/model';
import { ErrorPanel } from '@reelforge/ui';
import { DatasourceGrid } from './DatasourceGrid.js';
import { DatasourceSettings } from './DatasourceSettings.js';
import { datasourceUpdate, initialChoice, type DatasourceChoice } from './datasource-form.js';
import { reasonOf } from './format.js';
import { shownValue, useLoad } from './useLoad.js';
import type { ViewerProps } from './viewer.js';

/** A datasource's key and media columns, and its rows in a paged grid. */
export function DatasourceDetail({ asset, prjuid, client, onChanged }: ViewerProps) {
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const loaded = useLoad(() => client.datasource(prjuid, asset.name), [client, prjuid, asset.name, version]);
  // While the info reloads after a save, the old info stays on screen with the form disabled.
  const meta = shownValue(loaded);
  const [choice, setChoice] = useState<DatasourceChoice>({ keyColumn: '', mediaColumns: [] });
  useEffect(() => {
    if (loaded.state === 'ready') setChoice(initialChoice(loaded.value));
  }, [loaded]);

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
          // SPEC §8: datasource update errors are logged, then the info page reloads.
          console.error(`Datasource ${asset.name} was not updated`, error);
          setStatus(`Not saved: ${reasonOf(error)}.`);
        },
      )
      .finally(() => {
        setSaving(false);
        setVersion((v) => v + 1);
      });
  };

  if (loaded.state === 'failed') {
    return (
      <ErrorPanel title="Datasource not loaded">
        <p>The datasource could not be read: {reasonOf(loaded.error)}. Try again, or upload the file again.</p>
      </ErrorPanel>
    );
  }
  if (!meta) return <p role="status">Loading datasource…</p>;
  return (
    <div className="rf-viewer rf-datasource-detail" aria-busy={loaded.state === 'loading'}>
      <DatasourceSettings meta={meta} choice={choice} onChoice={setChoice} busy={saving || loaded.state === 'loading'} onSave={save} />
      <p role="status" className="rf-save-status">
        {status}
      </p>
      <DatasourceGrid name={asset.name} meta={meta} />
    </div>
  );
}
