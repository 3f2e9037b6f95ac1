import { useState } from 'react';
import { projectCopyClient, type CopyTask } from '@reelforge/api/project-copy';
import { copyTargets, projectCopyName, projectNameError, type Project } from '@reelforge/model';
import { useApi, useRegions } from '@reelforge/session';
import { Dialog, FormDialog, liveProblem, SelectField } from '@reelforge/ui';
import { CopyTaskView, useCloseWhenCopied } from '@reelforge/ui/project-copy';
import { queryKeys, useQueryClient } from '@reelforge/ui/server-state';

interface Started {
  project: Project;
  task: CopyTask;
}

/**
 * Copies the selected projects to a region the person picks, each under a name they give
 * (default "{name} Copy"), then shows each copy's items as the platform makes them
 * (docs/reference.md §4). It closes itself 1 s after every copy ended well and the project
 * lists read again; a copy with errors stays shown, its errors on their items, until closed.
 */
export function CopyProjectsDialog({ projects, onClose }: { projects: Project[]; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const choices = copyTargets(useRegions());
  const [region, setRegion] = useState(
    choices.includes(projects[0]?.region ?? '') ? (projects[0]?.region ?? '') : (choices[0] ?? ''),
  );
  const [names, setNames] = useState(() => projects.map((project) => projectCopyName(project.name)));
  const [started, setStarted] = useState<Started[] | null>(null);
  const [ended, setEnded] = useState<Record<string, CopyTask>>({});
  const problem = names.map((name) => liveProblem(name, projectNameError)).find((found) => found) ?? null;

  const start = async () => {
    const tasks: Started[] = [];
    for (const [index, project] of projects.entries()) {
      tasks.push({
        project,
        task: await api.regional(projectCopyClient, project.region).copy(project.uid, region, names[index]?.trim()),
      });
    }
    setStarted(tasks);
  };

  const allEnded = started !== null && started.every(({ task }) => ended[task.task_id]);
  const failed = allEnded && Object.values(ended).some((task) => task.status === 'error');
  // The new projects are listed wherever projects are.
  useCloseWhenCopied(
    allEnded,
    failed,
    onClose,
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.projectLists() }),
  );

  if (started) {
    return (
      <Dialog
        title={projects.length === 1 ? 'Copying project' : `Copying ${projects.length} projects`}
        onClose={allEnded ? onClose : () => undefined}
        actions={
          <button type="button" onClick={onClose} disabled={!allEnded}>
            Close
          </button>
        }
      >
        {started.map(({ project, task }) => (
          <CopyTaskView
            key={task.task_id}
            source={project.name}
            started={task}
            queryKey={queryKeys.copyTask(project.region, task.task_id)}
            read={() => api.regional(projectCopyClient, project.region).copyTask(task.task_id)}
            onEnded={(last) => setEnded((now) => ({ ...now, [task.task_id]: last }))}
          />
        ))}
        <p role="status">{allEnded ? (failed ? 'Finished, with errors shown above.' : 'Copied.') : 'Copying…'}</p>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={projects.length === 1 ? 'Copy project' : `Copy ${projects.length} projects`}
      submitLabel="Copy"
      busyLabel="Starting…"
      problem={problem}
      check={() => names.map(projectNameError).find((found) => found) ?? null}
      onSubmit={start}
      onCancel={onClose}
    >
      <SelectField label="Target region" value={region} options={choices} onChange={setRegion} />
      {projects.map((project, index) => (
        <label key={`${project.region}/${project.uid}`}>
          {projects.length === 1 ? 'Name of the copy' : `Name of the copy of ${project.name}`}
          <input
            value={names[index] ?? ''}
            maxLength={100}
            autoFocus={index === 0}
            onChange={(event) => setNames((now) => now.map((name, at) => (at === index ? event.target.value : name)))}
          />
        </label>
      ))}
    </FormDialog>
  );
}
