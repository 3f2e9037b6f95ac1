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
import { ItemList, linkColumn, NewItemRow, type ItemColumn, type ItemListTexts } from '@reelforge/ui/lists';
import type { FxContext } from './FxArea.js';
import { editorLabel } from './editor-label.js';
import { useCompositions } from './useCompositions.js';

/** What the list says around its table. */
const TEXTS: ItemListTexts = {
  failure: 'The effects compositions could not be read',
  empty: 'No effects compositions yet. Make one with New composition.',
  noun: ['composition', 'compositions'],
  warning: "The composition is removed from the project's list; what its editor keeps elsewhere stays there.",
};

/** The list's columns: a composition's name (opening it), its editor, its data and when it changed. */
function compositionColumns(base: string, keep: string): ItemColumn<EffectsComposition>[] {
  return [
    linkColumn('Name', (composition) => `${base}/${encodeURIComponent(composition.name)}${keep}`),
    { header: 'Editor', cell: (composition) => editorLabel(composition.type) },
    {
      header: 'Data',
      cell: (composition) =>
        composition.dataprovider === 'ds' ? `Datasource ${composition.ds || '(none chosen)'}` : 'Feed',
    },
    {
      header: 'Changed',
      cell: (composition) => (composition.date_modified ? new Date(composition.date_modified).toLocaleString() : ''),
    },
  ];
}

/** The project's effects compositions: open one, make one (its name from a prompt), delete one after confirming. */
export function FxList({ project, context }: { project: Project; context: FxContext }) {
  const { loaded, compositions, write } = useCompositions(project);
  const navigate = useNavigate();
  const { base, keep, type } = context;

  return (
    <section className="rf-fx" aria-label="Effects compositions">
      <h1>Effects compositions</h1>
      <p>
        An effects composition is made in the {editorLabel(type)}; here it gets its name and its data: a feed or one of
        the project&apos;s datasources. New compositions are made for the {editorLabel(type)}.
      </p>
      <NewItemRow
        label="New composition"
        validate={(name) => newCompositionNameError(name, compositions)}
        create={async (answer) => {
          // An empty answer leaves everything as it was (docs/reference.md §5).
          if (isEmptyAnswer(answer)) return;
          const name = answer.trim();
          const now = new Date().toISOString();
          await write((list) => addComposition(list, { name, type, region: project.region, prjuid: project.uid, now }));
          void navigate(`${base}/${encodeURIComponent(name)}${keep}`);
        }}
      >
        <nav aria-label="Editor of new compositions" className="rf-row">
          {FX_EDITOR_TYPES.map((choice) => (
            <Link key={choice} to={`${base}?fxtype=${choice}`} aria-current={choice === type ? 'true' : undefined}>
              {choice === type ? <strong>{editorLabel(choice)}</strong> : editorLabel(choice)}
            </Link>
          ))}
        </nav>
      </NewItemRow>
      <ItemList
        label="Effects compositions"
        items={compositions}
        columns={compositionColumns(base, keep)}
        query={loaded}
        texts={TEXTS}
        remove={(composition) => write((list) => removeComposition(list, composition.name))}
      />
    </section>
  );
}
