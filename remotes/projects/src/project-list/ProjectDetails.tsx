import { Link } from '@reelforge/router';
import { projectPath, type Project } from '@reelforge/model';
import { IconButton } from '@reelforge/ui';
import { ProjectFacts, RenderSpeed } from '@reelforge/ui/project';

/** The right pane: what is selected, and the render speed of a single project. */
export function ProjectDetails({ selected, onDelete }: { selected: Project[]; onDelete: () => void }) {
  if (selected.length === 0) return <p className="rf-empty">Select a project to see its details.</p>;
  if (selected.length > 1) {
    return (
      <div className="rf-form">
        <h2>{selected.length} projects selected</h2>
        <IconButton icon="✕" text="Delete selected" onClick={onDelete} />
      </div>
    );
  }
  const project = selected[0] as Project;
  return (
    <div className="rf-form">
      <h2>{project.name}</h2>
      <ProjectFacts project={project} />
      <RenderSpeed project={project} />
      <div className="rf-row">
        <Link to={projectPath(project.region, project.uid)}>Open project</Link>
        <IconButton icon="✕" text="Delete project" onClick={onDelete} />
      </div>
    </div>
  );
}
