import { useState } from 'react';
import { useNavigate } from '@reelforge/router';
import {
  creatableRegions,
  projectCreationError,
  projectNameError,
  projectPath,
  SPEED_LEVELS,
  SPEED_SETTINGS_DELAY_MS,
} from '@reelforge/model';
import { useApi, useRegions } from '@reelforge/session';
import { FormDialog, liveProblem, SelectField } from '@reelforge/ui';
import { queryKeys, useQueryClient } from '@reelforge/ui/server-state';

/** New project: name and region (the first region is the default), then its videos page. */
export function CreateProjectDialog({ onClose, defaultRegion }: { onClose: () => void; defaultRegion?: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const regions = useRegions();
  const navigate = useNavigate();
  const choices = creatableRegions(regions);
  const [name, setName] = useState('');
  const [region, setRegion] = useState(
    defaultRegion && choices.includes(defaultRegion) ? defaultRegion : (choices[0] ?? ''),
  );
  const [speed, setSpeed] = useState(0);
  const live = liveProblem(name, projectNameError);

  const create = async () => {
    const uid = await api.region(region).createProject(name.trim());
    // Every project list reads again, so the new project is there when the person goes back.
    void queryClient.invalidateQueries({ queryKey: queryKeys.projectLists() });
    // The render host learns the speed shortly after the project exists.
    window.setTimeout(() => {
      api
        .region(region)
        .setSpeed(uid, speed)
        .catch((e: unknown) => console.error('Could not set render speed', e));
    }, SPEED_SETTINGS_DELAY_MS);
    navigate(projectPath(region, uid, 'videos'));
  };

  return (
    <FormDialog
      title="New project"
      submitLabel="Create project"
      busyLabel="Creating…"
      problem={live}
      check={() => projectCreationError(name, region, regions)}
      onSubmit={create}
      onCancel={onClose}
    >
      <label>
        Project name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          autoFocus
          aria-invalid={live ? true : undefined}
        />
      </label>
      <SelectField label="Region" value={region} options={choices} onChange={setRegion} />
      <SelectField
        label="Render speed"
        value={String(speed)}
        options={SPEED_LEVELS.map(String)}
        onChange={(value) => setSpeed(Number(value))}
      />
    </FormDialog>
  );
}
