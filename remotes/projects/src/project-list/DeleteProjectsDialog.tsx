import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { DeleteDialog } from '@reelforge/ui';
import { queryKeys, useQueryClient } from '@reelforge/ui/server-state';

/** Confirms, deletes each selected project in its region, then hands back for a reload. */
export function DeleteProjectsDialog({
  projects,
  onDone,
  onCancel,
}: {
  projects: Project[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  // A deleted project is forgotten by every area (the host's project menu and pages too), and every project list reads
  // again.
  const remove = async (project: Project) => {
    await api.region(project.region).deleteProject(project.uid);
    const key = queryKeys.project(project.region, project.uid);
    // What no page shows now is dropped, so no page opened later shows it; what a page shows is read again.
    queryClient.removeQueries({ queryKey: key, type: 'inactive' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: queryKeys.projectLists() }),
    ]);
  };
  const items = projects.map((project) => ({
    key: `${project.region}/${project.uid}`,
    name: project.name,
    label: (
      <>
        {project.name} <small>({project.region})</small>
      </>
    ),
    project,
  }));
  return (
    <DeleteDialog
      noun={['project', 'projects']}
      items={items}
      warning="These projects and everything in them will be deleted. This cannot be undone."
      remove={({ project }) => remove(project)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
