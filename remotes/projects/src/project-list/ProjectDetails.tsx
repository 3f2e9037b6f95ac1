import { useEffect, useState } from 'react';
import { Link } from '@reelforge/router';
import { projectPath, SPEED_LEVELS, speedCost, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { IconButton } from '@reelforge/ui';

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
  return <SingleProject project={selected[0] as Project} onDelete={onDelete} />;
}

function SingleProject({ project, onDelete }: { project: Project; onDelete: () => void }) {
  const api = useApi();
  const [speed, setSpeed] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let cancelled = false;
    setSpeed(null);
    api
      .region(project.region)
      .getSpeed(project.uid)
      .then((value) => !cancelled && setSpeed(value))
      .catch(() => !cancelled && setStatus('The render speed could not be read.'));
    return () => {
      cancelled = true;
    };
  }, [api, project.region, project.uid]);

  const change = (value: number) => {
    setSpeed(value);
    setStatus('Saving…');
    api
      .region(project.region)
      .setSpeed(project.uid, value)
      .then(() => setStatus('Saved.'))
      .catch((e: unknown) => setStatus(`Not saved: ${e instanceof Error ? e.message : String(e)}`));
  };

  return (
    <div className="rf-form">
      <h2>{project.name}</h2>
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
      <label>
        Render speed
        <select value={speed ?? ''} disabled={speed === null} onChange={(e) => change(Number(e.target.value))}>
          {speed === null && <option value="">…</option>}
          {SPEED_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level} (cost {speedCost(level)})
            </option>
          ))}
        </select>
      </label>
      <p role="status">{status}</p>
      <div className="rf-row">
        <Link to={projectPath(project.region, project.uid)}>Open project</Link>
        <IconButton icon="✕" text="Delete project" onClick={onDelete} />
      </div>
    </div>
  );
}
