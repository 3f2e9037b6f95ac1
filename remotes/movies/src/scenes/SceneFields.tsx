import type { Scene, TransitionType } from '@reelforge/sdl';
import { fieldBinder, NumberField, patchOf, SelectField, TextField } from '@reelforge/ui';
import { moveScene, removeScene, updateScene, updateTransition, type MovieEdit } from '../edit/movie-edit.js';
import { ColourField } from '../fields.js';

interface Props {
  index: number;
  count: number;
  scene: Scene;
  edit: (change: MovieEdit) => void;
}

const TRANSITIONS: TransitionType[] = ['NONE', 'CROSSFADE', 'FADE', 'WIPE', 'PUSH'];
/** docs/reference.md §9: top 1, right 2, bottom 3, left 4 — where the new scene comes from. */
const DIRECTIONS = ['top', 'right', 'bottom', 'left'] as const;

/** A scene's own fields: its name and length, background, how it enters from the previous scene; moving and removing it. */
export function SceneFields({ index, count, scene, edit }: Props) {
  const transition = scene.transition ?? {};
  const type = transition.type ?? 'NONE';
  const bind = fieldBinder(scene, (key, value) => edit(updateScene(index, patchOf(key, value))));
  return (
    <>
      <div className="rf-form rf-grid">
        <TextField label="Scene name" {...bind('name')} />
        <NumberField label="Length" min={1} hint="Frames." {...bind('length')} />
        <ColourField label="Background" {...bind('background')} />
        {index > 0 && (
          <>
            <SelectField
              label="Transition"
              value={type}
              options={TRANSITIONS}
              onChange={(next) => edit(updateTransition(index, { type: next as TransitionType }))}
            />
            {type !== 'NONE' && (
              <NumberField
                label="Transition frames"
                min={1}
                value={transition.duration}
                onChange={(duration) => edit(updateTransition(index, { duration }))}
              />
            )}
            {(type === 'WIPE' || type === 'PUSH') && (
              <SelectField
                label="Direction"
                value={DIRECTIONS[(transition.direction ?? 4) - 1] ?? 'left'}
                options={DIRECTIONS}
                onChange={(direction) =>
                  edit(
                    updateTransition(index, {
                      direction: DIRECTIONS.indexOf(direction as (typeof DIRECTIONS)[number]) + 1,
                    }),
                  )
                }
              />
            )}
          </>
        )}
      </div>
      <div className="rf-row">
        <button type="button" disabled={index === 0} onClick={() => edit(moveScene(index, -1))}>
          Move scene up
        </button>
        <button type="button" disabled={index === count - 1} onClick={() => edit(moveScene(index, 1))}>
          Move scene down
        </button>
        <button type="button" onClick={() => edit(removeScene(index))}>
          Remove scene
        </button>
      </div>
    </>
  );
}
