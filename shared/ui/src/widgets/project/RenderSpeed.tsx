import { useEffect, useState } from 'react';
import { messageOf, SPEED_LEVELS, speedCost, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { useQueryClient, queryKeys, useServerQuery } from '../../data/index.js';

/** The project's render speed (0 to 4) on the render host, saved as it changes. */
export function RenderSpeed({ project }: { project: Pick<Project, 'region' | 'uid'> }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = queryKeys.renderSpeed(project.region, project.uid);
  const read = useServerQuery(key, () => api.region(project.region).getSpeed(project.uid), {
    quiet: true,
    keepPrevious: false,
  });
  const speed = read.data ?? null;
  const [status, setStatus] = useState('');
  useEffect(() => setStatus(''), [project.region, project.uid]);
  const shown = read.error ? 'The render speed could not be read.' : status;

  const change = (value: number) => {
    // Shown at once; every view of this speed shows the new value.
    queryClient.setQueryData(key, value);
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
        {shown}
      </p>
    </>
  );
}
