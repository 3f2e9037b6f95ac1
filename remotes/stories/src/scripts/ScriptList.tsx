import { useState } from 'react';
import { useNavigate } from '@reelforge/router';
import { addScript, scriptSdk, type Project, type Script } from '@reelforge/model';
import { ItemList, linkColumn, NewItemRow, type ItemListTexts } from '@reelforge/ui/lists';
import { NewScriptDialog, useProjectScripts } from '@reelforge/ui/scripts';

/** The project's scripts (scripts.json): open one, create one, delete one after confirming. */
export function ScriptList({ project, base }: { project: Project; base: string }) {
  const { loaded, scripts, write } = useProjectScripts(project);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <section className="rf-scripts" aria-label="Scripts">
      <h1>Scripts</h1>
      <NewItemRow label="New script" onNew={() => setCreating(true)} />
      <ItemList
        label="Scripts"
        items={scripts}
        columns={[
          linkColumn<Script>('Name', (script) => `${base}/${encodeURIComponent(script.name)}`),
          { header: 'SDK', cell: scriptSdk },
        ]}
        query={loaded}
        texts={TEXTS}
        remove={(script) => write((list) => list.filter((s) => s.name !== script.name))}
      />
      {creating && (
        <NewScriptDialog
          scripts={scripts}
          onCreate={async (name, sdk) => {
            await write((list) => addScript(list, name, sdk));
            setCreating(false);
            void navigate(`${base}/${encodeURIComponent(name)}`);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </section>
  );
}

/** What the list says around its table. */
const TEXTS: ItemListTexts = {
  failure: 'The scripts could not be read',
  empty: 'No scripts yet. Create one with New script.',
  noun: ['script', 'scripts'],
  warning: 'The script is removed from the project; batch jobs that run it before each row will no longer find it.',
};
