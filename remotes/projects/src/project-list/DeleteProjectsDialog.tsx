import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { DeleteDialog } from '@reelforge/ui';

/** Confirms, deletes each selected project in its region, then hands back for a reload. */
export function DeleteProjectsDialog({ projects, onDone, onCancel }: { projects: Project[]; onDone: () => void; onCancel: () => void }) {
  const api = useApi();
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
      remove={({ project }) => api.region(project.region).deleteProject(project.uid)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
