import { useState } from 'react';
import { adminClient } from '@reelforge/api/admin';
import type { CopyTask } from '@reelforge/api/project-copy';
import { copyTargets, projectCopyName, projectNameError, type Project } from '@reelforge/model';
import { useApi, useRegions } from '@reelforge/session';
import { Dialog, FormDialog, liveProblem, SelectField } from '@reelforge/ui';
import { CopyTaskView, useCloseWhenCopied } from '@reelforge/ui/project-copy';
import { queryKeys, adminKeys, useQueryClient } from '@reelforge/ui/server-state';

/**
 * Copies `source`'s project into `target`'s account (docs/reference.md §2, §4): the region and
 * name of the copy are asked for, then the copy runs on the platform (POST /v1/internal/copy)
 * and its items are shown as the projects area shows a copy, read every second; the dialog
 * closes 1 s after a copy that ended well, and one with errors stays shown until closed.
 */
export function CopyBetweenUsersDialog({
  project,
  source,
  target,
  onClose,
}: {
  project: Project;
  source: string;
  target: string;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const choices = copyTargets(useRegions());
  const [region, setRegion] = useState(choices.includes(project.region) ? project.region : (choices[0] ?? ''));
  const [name, setName] = useState(() => projectCopyName(project.name));
  const [started, setStarted] = useState<CopyTask | null>(null);
  const [ended, setEnded] = useState<CopyTask | null>(null);
  const client = api.regional(adminClient, project.region);

  const failed = ended?.status === 'error';
  // The target's projects (and the source's, when they are the same account) read again.
  useCloseWhenCopied(
    ended !== null,
    failed,
    onClose,
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.projectsOf(target) }),
  );

  if (started) {
    return (
      <Dialog
        title="Copying project"
        onClose={ended ? onClose : () => undefined}
        actions={
          <button type="button" onClick={onClose} disabled={!ended}>
            Close
          </button>
        }
      >
        <p>
          From {source} to {target}
        </p>
        <CopyTaskView
          source={project.name}
          started={started}
          queryKey={queryKeys.copyTask(project.region, started.task_id)}
          read={() => client.copyTask(started.task_id)}
          onEnded={setEnded}
        />
        <p role="status">
          {ended ? (failed ? 'Finished, with errors shown above.' : `Copied to ${target}.`) : 'Copying…'}
        </p>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={`Copy ${project.name} to ${target}`}
      submitLabel="Copy"
      busyLabel="Starting…"
      problem={liveProblem(name, projectNameError)}
      check={() => projectNameError(name) ?? null}
      onSubmit={async () =>
        setStarted(await client.copyBetweenUsers(project.uid, { region, name: name.trim(), source, target }))
      }
      onCancel={onClose}
    >
      <SelectField label="Target region" value={region} options={choices} onChange={setRegion} />
      <label>
        Name of the copy
        <input value={name} maxLength={100} autoFocus onChange={(event) => setName(event.target.value)} />
      </label>
    </FormDialog>
  );
}
