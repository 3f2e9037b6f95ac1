import type { Project } from '@reelforge/model';

/** Where a project lives, its id and when it was made. */
export function ProjectFacts({ project }: { project: Project }) {
  return (
    <dl className="rf-facts">
      <dt>Region</dt>
      <dd>{project.region}</dd>
      <dt>Project id</dt>
      <dd>
        <code>{project.uid}</code>
      </dd>
      <dt>Created</dt>
      <dd>{new Date(project.date_created).toLocaleString()}</dd>
    </dl>
  );
}
