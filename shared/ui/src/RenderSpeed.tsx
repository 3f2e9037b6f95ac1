import { useEffect, useState } from 'react';
import { messageOf, SPEED_LEVELS, speedCost, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';

/** The project's render speed (0 to 4) on the render host, saved as it changes. */
export function RenderSpeed({ project }: { project: Pick<Project, 'region' | 'uid'> }) {
  const api = useApi();
  const [speed, setSpeed] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let current = true;
    setSpeed(null);
    setStatus('');
    api
      .region(project.region)
      .getSpeed(project.uid)
      .then((value) => current && setSpeed(value))
      .catch(() => current && setStatus('The render speed could not be read.'));
    return () => {
      current = false;
    };
  }, [api, project.region, project.uid]);

  const change = (value: number) => {
    setSpeed(value);
    setStatus('Saving…');
    api
      .region(project.region)
      .setSpeed(project.uid, value)
      .then(() => setStatus('Saved.'))
      .catch((e: unknown) => setStatus(`Not saved: ${messageOf(e)}`));
  };

  return (
    <>
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
      <p role="status" className="rf-hint">
        {status}
      </p>
    </>
  );
}
