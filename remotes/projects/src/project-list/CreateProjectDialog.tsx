import { useState } from 'react';
import { useNavigate } from '@reelforge/router';
import { creatableRegions, projectCreationError, projectNameError, projectPath, SPEED_LEVELS, SPEED_SETTINGS_DELAY_MS } from '@reelforge/model';
import { useApi, useRegions } from '@reelforge/session';
import { Dialog, liveProblem, useSubmit } from '@reelforge/ui';

/** New project: name and region (the first region is the default), then its videos page. */
export function CreateProjectDialog({ onClose, defaultRegion }: { onClose: () => void; defaultRegion?: string }) {
  const api = useApi();
  const regions = useRegions();
  const navigate = useNavigate();
  const choices = creatableRegions(regions);
  const [name, setName] = useState('');
  const [region, setRegion] = useState(defaultRegion && choices.includes(defaultRegion) ? defaultRegion : (choices[0] ?? ''));
  const [speed, setSpeed] = useState(0);
  const { busy, error, setError, submit } = useSubmit();
  const live = liveProblem(name, projectNameError);
  const shown = live ?? error;

  const create = async () => {
    const problem = projectCreationError(name, region, regions);
    if (problem) {
      setError(problem);
      return;
    }
    await submit(async () => {
      const uid = await api.region(region).createProject(name.trim());
      // The render host learns the speed shortly after the project exists.
      window.setTimeout(() => {
        api.region(region).setSpeed(uid, speed).catch((e: unknown) => console.error('Could not set render speed', e));
      }, SPEED_SETTINGS_DELAY_MS);
      navigate(projectPath(region, uid, 'videos'));
    });
  };

  return (
    <Dialog
      title="New project"
      onClose={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="rf-new-project" className="rf-primary" disabled={busy || live !== null}>
            {busy ? 'Creating…' : 'Create project'}
          </button>
        </>
      }
    >
      <form
        id="rf-new-project"
        className="rf-form"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label>
          Project name
          <input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            maxLength={100}
            autoFocus
            aria-invalid={live ? true : undefined}
          />
        </label>
        <label>
          Region
          <select value={region} onChange={(e) => setRegion(e.target.value)}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </label>
        <label>
          Render speed
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEED_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
      </form>
    </Dialog>
  );
}
