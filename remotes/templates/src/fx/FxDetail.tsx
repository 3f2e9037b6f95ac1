import { useState } from 'react';
import { Link } from '@reelforge/router';
import {
  fxEditorUrl,
  isFxEditorType,
  messageOf,
  updateComposition,
  type EditorsConfig,
  type EffectsComposition,
  type FxDataProvider,
  type Project,
} from '@reelforge/model';
import { SelectField, TextField, SubmitForm } from '@reelforge/ui';
import { queryError } from '@reelforge/ui/server-state';
import type { FxContext } from './FxArea.js';
import { editorLabel } from './editor-label.js';
import { useCompositions, useDatasourceNames } from './useCompositions.js';

interface Props {
  project: Project;
  name: string;
  context: FxContext;
  editors: EditorsConfig | undefined;
  token: string;
}

/** `…/fx/{id}`: one composition's data (a feed or a datasource), its configURL, and the link to its editor. */
export function FxDetail({ project, name, context, editors, token }: Props) {
  const { loaded, compositions, write } = useCompositions(project);
  const composition = compositions.find((c) => c.name === name);
  const error = queryError(loaded);
  const back = `${context.base}${context.keep}`;

  return (
    <section className="rf-fx" aria-label={`Effects composition ${name}`}>
      <p>
        <Link to={back}>Effects compositions</Link>
      </p>
      <h1>{name}</h1>
      {error && <p role="alert">The effects compositions could not be read: {error}</p>}
      {loaded.isSuccess && !composition && <p role="alert">The project has no effects composition named {name}.</p>}
      {composition && (
        <>
          <EditorLink composition={composition} fallbackType={context.type} editors={editors} token={token} />
          <CompositionData
            project={project}
            composition={composition}
            save={(changes) => write((list) => updateComposition(list, name, changes, new Date().toISOString()))}
          />
        </>
      )}
    </section>
  );
}

/**
 * The link to the composition's editor with the parameters of docs/reference.md §7, or a plain note that there is no
 * editor.
 */
function EditorLink({
  composition,
  fallbackType,
  editors,
  token,
}: {
  composition: EffectsComposition;
  fallbackType: FxContext['type'];
  editors: EditorsConfig | undefined;
  token: string;
}) {
  const type = isFxEditorType(composition.type) ? composition.type : fallbackType;
  const { region, prjuid, name, configURL, ds } = composition;
  const href = fxEditorUrl(editors, type, { region, prjuid, compid: name, name, token, configURL, ds });
  const label = editorLabel(type);
  if (!href)
    return (
      <p className="rf-note">
        The {label} is not configured for this deployment, so compositions cannot be opened in it from here.
      </p>
    );
  return (
    <p>
      <a className="rf-primary" href={href} target="_blank" rel="noreferrer">
        Open in the {label}
      </a>
    </p>
  );
}

type Changes = Pick<EffectsComposition, 'dataprovider' | 'ds' | 'configURL'>;

/** The composition's data provider, datasource and configURL, saved into comps.json. */
function CompositionData({
  project,
  composition,
  save,
}: {
  project: Project;
  composition: EffectsComposition;
  save: (changes: Changes) => Promise<void>;
}) {
  const datasources = useDatasourceNames(project);
  const [draft, setDraft] = useState<Changes>({
    dataprovider: composition.dataprovider,
    ds: composition.ds,
    configURL: composition.configURL,
  });
  const [status, setStatus] = useState<{ saving: boolean; message: string | null; failed: boolean }>({
    saving: false,
    message: null,
    failed: false,
  });
  const changed =
    draft.dataprovider !== composition.dataprovider ||
    draft.ds !== composition.ds ||
    draft.configURL !== composition.configURL;
  const problem = draft.dataprovider === 'ds' && !draft.ds ? 'Choose the datasource the composition reads.' : null;
  const assetsError = queryError(datasources.assets);

  const onSave = async () => {
    setStatus({ saving: true, message: null, failed: false });
    try {
      await save(draft);
      setStatus({ saving: false, message: 'Saved.', failed: false });
    } catch (e) {
      setStatus({ saving: false, message: `The composition could not be saved: ${messageOf(e)}`, failed: true });
    }
  };

  return (
    <SubmitForm className="rf-form" label="Composition data" onSubmit={onSave}>
      <SelectField
        label="Data provider"
        value={draft.dataprovider}
        options={[
          { value: 'feed', label: 'Feed' },
          { value: 'ds', label: 'Datasource' },
        ]}
        onChange={(value) =>
          setDraft({ ...draft, dataprovider: value as FxDataProvider, ds: value === 'ds' ? draft.ds : '' })
        }
      />
      {draft.dataprovider === 'ds' && (
        <SelectField
          label="Datasource"
          value={draft.ds}
          options={datasources.names}
          empty="Choose a datasource"
          hint={
            datasources.assets.isSuccess && datasources.names.length === 0
              ? 'The project has no datasources yet: upload one in Datasources.'
              : undefined
          }
          onChange={(ds) => setDraft({ ...draft, ds })}
        />
      )}
      {assetsError && <p role="alert">The project&apos;s datasources could not be listed: {assetsError}</p>}
      <TextField
        label="Configuration URL"
        type="url"
        value={draft.configURL}
        onChange={(configURL) => setDraft({ ...draft, configURL })}
        placeholder="https://"
      />
      {problem && <p className="rf-note">{problem}</p>}
      <div className="rf-row">
        <button type="submit" className="rf-primary" disabled={!changed || Boolean(problem) || status.saving}>
          Save
        </button>
        {status.message && <span role={status.failed ? 'alert' : 'status'}>{status.message}</span>}
      </div>
    </SubmitForm>
  );
}
