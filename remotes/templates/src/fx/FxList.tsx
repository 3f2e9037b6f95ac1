import { useState } from 'react';
import { Link, useNavigate } from '@reelforge/router';
import {
  addComposition,
  FX_EDITOR_TYPES,
  isEmptyAnswer,
  newCompositionNameError,
  removeComposition,
  type EffectsComposition,
  type Project,
} from '@reelforge/model';
import { DeleteDialog, PromptDialog } from '@reelforge/ui';
import { ItemTable, RowAction } from '@reelforge/ui/lists';
import { queryError } from '@reelforge/ui/server-state';
import type { FxContext } from './FxArea.js';
import { editorLabel } from './editor-label.js';
import { useCompositions } from './useCompositions.js';

/** The project's effects compositions: open one, make one (its name from a prompt), delete one after confirming. */
export function FxList({ project, context }: { project: Project; context: FxContext }) {
  const { loaded, compositions, write } = useCompositions(project);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<EffectsComposition | null>(null);
  const error = queryError(loaded);
  const { base, keep, type } = context;

  return (
    <section className="rf-fx" aria-label="Effects compositions">
      <h1>Effects compositions</h1>
      <p>
        An effects composition is made in the {editorLabel(type)}; here it gets its name and its data: a feed or one of
        the project&apos;s datasources. New compositions are made for the {editorLabel(type)}.
      </p>
      <div className="rf-row">
        <button type="button" className="rf-primary" onClick={() => setCreating(true)}>
          New composition
        </button>
        <nav aria-label="Editor of new compositions" className="rf-row">
          {FX_EDITOR_TYPES.map((choice) => (
            <Link key={choice} to={`${base}?fxtype=${choice}`} aria-current={choice === type ? 'true' : undefined}>
              {choice === type ? <strong>{editorLabel(choice)}</strong> : editorLabel(choice)}
            </Link>
          ))}
        </nav>
      </div>
      {error && <p role="alert">The effects compositions could not be read: {error}</p>}
      {loaded.isSuccess && compositions.length === 0 && (
        <p className="rf-empty">No effects compositions yet. Make one with New composition.</p>
      )}
      {compositions.length > 0 && (
        <ItemTable
          label="Effects compositions"
          items={compositions}
          rowKey={(composition) => composition.name}
          columns={[
            {
              header: 'Name',
              cell: (composition) => (
                <Link to={`${base}/${encodeURIComponent(composition.name)}${keep}`}>{composition.name}</Link>
              ),
            },
            { header: 'Editor', cell: (composition) => editorLabel(composition.type) },
            {
              header: 'Data',
              cell: (composition) =>
                composition.dataprovider === 'ds' ? `Datasource ${composition.ds || '(none chosen)'}` : 'Feed',
            },
            {
              header: 'Changed',
              cell: (composition) =>
                composition.date_modified ? new Date(composition.date_modified).toLocaleString() : '',
            },
          ]}
          actions={(composition) => (
            <RowAction verb="Delete" name={composition.name} onClick={() => setDeleting(composition)} />
          )}
        />
      )}
      {creating && (
        <PromptDialog
          title="New composition"
          label="Name"
          confirmLabel="Create"
          validate={(name) => newCompositionNameError(name, compositions)}
          onSubmit={async (answer) => {
            // An empty answer leaves everything as it was (docs/reference.md §5).
            if (isEmptyAnswer(answer)) return setCreating(false);
            const name = answer.trim();
            const now = new Date().toISOString();
            await write((list) =>
              addComposition(list, { name, type, region: project.region, prjuid: project.uid, now }),
            );
            setCreating(false);
            void navigate(`${base}/${encodeURIComponent(name)}${keep}`);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {deleting && (
        <DeleteDialog
          noun={['composition', 'compositions']}
          items={[{ key: deleting.name, name: deleting.name }]}
          warning="The composition is removed from the project's list; what its editor keeps elsewhere stays there."
          remove={(item) => write((list) => removeComposition(list, item.name))}
          onDone={() => setDeleting(null)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
