import { ASSET_GROUPS, type Project } from '@reelforge/model';
import { ProjectFacts, RenderSpeed } from '@reelforge/ui/project';
import { useAssetList } from '../list/useAssetList.js';
import { BaseVideoForm } from './BaseVideoForm.js';

/** Project settings, with the asset list loaded: facts, render speed, asset counts, base videos. */
export function ProjectSettings({ project }: { project: Project }) {
  const { list, reload } = useAssetList(project);
  return (
    <div className="rf-settings">
      <div className="rf-toolbar">
        <h1>Settings</h1>
      </div>
      <section className="rf-form rf-card" aria-label="Project">
        <h2>{project.name}</h2>
        <ProjectFacts project={project} />
        <RenderSpeed project={project} />
      </section>
      <section className="rf-form rf-card" aria-label="Assets">
        <h2>Assets</h2>
        {list ? (
          <dl className="rf-facts">
            {ASSET_GROUPS.map((group) => (
              <div key={group} className="rf-fact">
                <dt>{group}</dt>
                <dd>{list[group]?.length ?? 0}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="rf-hint">Loading…</p>
        )}
      </section>
      <BaseVideoForm project={project} onCreated={reload} />
    </div>
  );
}
