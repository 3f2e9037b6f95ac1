import { useState } from 'react';
import { Link, useNavigate } from '@reelforge/router';
import { addScript, scriptSdk, type Project, type Script } from '@reelforge/model';
import { DeleteDialog } from '@reelforge/ui';
import { ItemTable, RowAction } from '@reelforge/ui/lists';
import { queryError } from '@reelforge/ui/server-state';
import { NewScriptDialog, useProjectScripts } from '@reelforge/ui/scripts';

/** The project's scripts (scripts.json): open one, create one, delete one after confirming. */
export function ScriptList({ project, base }: { project: Project; base: string }) {
  const { loaded, scripts, write } = useProjectScripts(project);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Script | null>(null);
  const error = queryError(loaded);

  return (
    <section className="rf-scripts" aria-label="Scripts">
      <h1>Scripts</h1>
      <div className="rf-row">
        <button type="button" className="rf-primary" onClick={() => setCreating(true)}>
          New script
        </button>
      </div>
      {error && <p role="alert">The scripts could not be read: {error}</p>}
      {loaded.isSuccess && scripts.length === 0 && (
        <p className="rf-empty">No scripts yet. Create one with New script.</p>
      )}
      {scripts.length > 0 && (
        <ItemTable
          label="Scripts"
          items={scripts}
          rowKey={(script) => script.name}
          columns={[
            {
              header: 'Name',
              cell: (script) => <Link to={`${base}/${encodeURIComponent(script.name)}`}>{script.name}</Link>,
            },
            { header: 'SDK', cell: scriptSdk },
          ]}
          actions={(script) => <RowAction verb="Delete" name={script.name} onClick={() => setDeleting(script)} />}
        />
      )}
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
      {deleting && (
        <DeleteDialog
          noun={['script', 'scripts']}
          items={[{ key: deleting.name, name: deleting.name }]}
          warning="The script is removed from the project; batch jobs that run it before each row will no longer find it."
          remove={(item) => write((list) => list.filter((s) => s.name !== item.name))}
          onDone={() => setDeleting(null)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
