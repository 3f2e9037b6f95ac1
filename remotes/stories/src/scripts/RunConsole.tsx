import { useState } from 'react';
import { scriptRunClient, type ScriptRunResult } from '@reelforge/api/script-run';
import { messageOf, type Project, type ScriptSdk } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { NumberField, SelectField } from '@reelforge/ui';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';

interface Props {
  project: Project;
  /** The source as it is in the editor now, saved or not */
  src: string;
  sdk: ScriptSdk;
}

/**
 * Runs the script as it is in the editor on one row of a datasource, in the batch prerender's
 * sandbox (docs/scripts.md), and shows its console output, the value it returned or its error
 * with the stack (docs/reference.md §8).
 */
export function RunConsole({ project, src, sdk }: Props) {
  const api = useApi();
  const assets = api.assets(project.region);
  const list = useServerQuery(queryKeys.assets(project.region, project.uid), () => assets.list(project.uid));
  const datasources = list.data?.Datasources ?? [];
  const [chosen, setChosen] = useState('');
  const datasource = datasources.find((d) => d.uid === chosen);
  const facts = useServerQuery(
    queryKeys.asset(project.region, project.uid, datasource?.name ?? '', 'datasource'),
    () => assets.datasource(project.uid, datasource?.name ?? ''),
    {
      enabled: datasource !== undefined,
      keepPrevious: false,
    },
  );
  const rowcount = facts.data?.rowcount;
  const [row, setRow] = useState<number | undefined>(0);
  const key = row !== undefined ? facts.data?.keys?.[row] : undefined;
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ScriptRunResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    if (!datasource || row === undefined) return;
    setRunning(true);
    setFailure(null);
    setResult(null);
    try {
      setResult(
        await api
          .regional(scriptRunClient, project.region)
          .run(project.uid, { src, sdk, datasource: datasource.uid, row }),
      );
    } catch (error) {
      setFailure(`The script could not be run: ${messageOf(error)}`);
    } finally {
      setRunning(false);
    }
  };

  const listError = queryError(list);
  return (
    <section className="rf-run-console" aria-label="Run console">
      <h2>Run console</h2>
      {listError && <p role="alert">The datasources could not be read: {listError}</p>}
      {list.isSuccess && datasources.length === 0 && (
        <p className="rf-hint">Upload a datasource to run the script on one of its rows.</p>
      )}
      <div className="rf-row">
        <SelectField
          label="Datasource"
          value={chosen}
          empty="Choose a datasource"
          options={datasources.map((d) => ({ value: d.uid, label: d.name }))}
          onChange={setChosen}
        />
        <NumberField
          label="Row"
          value={row}
          onChange={setRow}
          min={0}
          max={rowcount !== undefined ? Math.max(0, rowcount - 1) : undefined}
          hint={
            rowcount !== undefined
              ? `0 to ${Math.max(0, rowcount - 1)}${key ? `; this row's key is ${key}` : ''}`
              : 'Counted from 0'
          }
        />
        <button
          type="button"
          className="rf-primary"
          disabled={!datasource || row === undefined || running}
          onClick={() => void run()}
        >
          {running ? 'Running…' : 'Run'}
        </button>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {result && (
        <>
          <h3 id="rf-run-output">Console output</h3>
          <pre aria-labelledby="rf-run-output" className="rf-run-output">
            {result.logs.length > 0 ? result.logs.join('\n') : '(nothing logged)'}
          </pre>
          {result.ok ? (
            <>
              <h3 id="rf-run-value">Returned value</h3>
              <pre aria-labelledby="rf-run-value">{result.value}</pre>
            </>
          ) : (
            <div role="alert" aria-label="Script error">
              <p>{result.error}</p>
              {result.stack && <pre className="rf-run-stack">{result.stack}</pre>}
            </div>
          )}
        </>
      )}
    </section>
  );
}
