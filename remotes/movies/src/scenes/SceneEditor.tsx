import type { AssetList } from '@reelforge/model';
import type { LayerKind, Movie, Scene, TransitionType } from '@reelforge/sdl';
import { fieldBinder, NumberField, patchOf, SelectField, TextField } from '@reelforge/ui';
import { addLayer, moveScene, removeScene, updateScene, updateTransition, type MovieEdit } from '../edit/movie-edit.js';
import { ColourField } from '../fields.js';
import { LayerEditor } from './LayerEditor.js';

interface Props {
  index: number;
  count: number;
  scene: Scene;
  movie: Movie;
  assets: AssetList | null;
  edit: (change: MovieEdit) => void;
}

const TRANSITIONS: TransitionType[] = ['NONE', 'CROSSFADE', 'FADE', 'WIPE', 'PUSH'];
/** docs/reference.md §9: top 1, right 2, bottom 3, left 4 — where the new scene comes from. */
const DIRECTIONS = ['top', 'right', 'bottom', 'left'] as const;
const ADD_LAYER: [LayerKind, string][] = [
  ['video', 'Add video layer'],
  ['image', 'Add image layer'],
  ['text', 'Add text layer'],
  ['color', 'Add colour layer'],
];

/** One scene: its name and length, how it enters from the previous scene, and its layers. */
export function SceneEditor({ index, count, scene, movie, assets, edit }: Props) {
  const transition = scene.transition ?? {};
  const type = transition.type ?? 'NONE';
  const layers = scene.layers ?? [];
  const bind = fieldBinder(scene, (key, value) => edit(updateScene(index, patchOf(key, value))));
  return (
    <fieldset className="rf-scene" aria-label={`Scene ${index + 1}`}>
      <legend>
        Scene {index + 1}: {scene.name || 'unnamed'}
      </legend>
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
      {layers.map((layer, at) => (
        <LayerEditor
          key={at}
          at={[index, at]}
          count={layers.length}
          layer={layer}
          movie={movie}
          assets={assets}
          edit={edit}
        />
      ))}
      <div className="rf-row">
        {ADD_LAYER.map(([kind, text]) => (
          <button key={kind} type="button" onClick={() => edit(addLayer(index, kind))}>
            {text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
