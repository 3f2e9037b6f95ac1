import type { AssetList } from '@reelforge/model';
import { layerKind, type Fit, type Layer, type Movie, type Rect } from '@reelforge/sdl';
import { fieldBinder, NumberField, patchOf, SelectField, TextField } from '@reelforge/ui';
import { moveLayer, removeLayer, updateLayer, type LayerAt, type MovieEdit } from '../edit/movie-edit.js';
import { FadeFields } from '../fields.js';
import { LayerContent } from './LayerContent.js';

interface Props {
  at: LayerAt;
  count: number;
  layer: Layer;
  movie: Movie;
  assets: AssetList | null;
  edit: (change: MovieEdit) => void;
}

const KIND_NAMES = { video: 'video', image: 'image', text: 'text', color: 'colour' } as const;

/** One layer: its content, when it shows, where, and how it fades. */
export function LayerEditor({ at, count, layer, movie, assets, edit }: Props) {
  const kind = layerKind(layer);
  const bind = fieldBinder(layer, (key, value) => edit(updateLayer(at, patchOf(key, value))));
  const position = layer.position ?? {};
  const setPosition = (patch: Partial<Rect>) => {
    const next: Rect = { ...position, ...patch };
    for (const key of Object.keys(next) as (keyof Rect)[]) if (next[key] === undefined) delete next[key];
    edit(updateLayer(at, { position: Object.keys(next).length ? next : undefined }));
  };
  const bindPosition = fieldBinder(position, (key, value) => setPosition(patchOf(key, value)));
  return (
    <fieldset className="rf-layer" aria-label={`Layer ${at[1] + 1}`}>
      <legend>
        Layer {at[1] + 1}: {layer.name || 'unnamed'} ({kind ? KIND_NAMES[kind] : 'empty'})
      </legend>
      <div className="rf-form rf-grid">
        <TextField label="Layer name" {...bind('name')} />
        <LayerContent at={at} layer={layer} movie={movie} assets={assets} edit={edit} />
        <NumberField label="Start" min={0} hint="Frames after the scene starts." {...bind('start')} />
        <NumberField
          label="Duration"
          min={0}
          hint="Frames; empty or 0 lasts to the scene’s end."
          {...bind('duration')}
        />
        <NumberField label="Opacity" integer={false} min={0} max={1} step={0.05} placeholder="1" {...bind('opacity')} />
        <FadeFields bind={bind} />
        <NumberField label="X" {...bindPosition('x')} />
        <NumberField label="Y" {...bindPosition('y')} />
        <NumberField label="Width" min={0} placeholder="full" {...bindPosition('w')} />
        <NumberField label="Height" min={0} placeholder="full" {...bindPosition('h')} />
        {kind !== 'color' && (
          <>
            <SelectField
              label="Fit"
              value={layer.fit ?? 'COVER'}
              options={['COVER', 'CONTAIN', 'STRETCH', 'NONE']}
              onChange={(fit) => edit(updateLayer(at, { fit: fit as Fit }))}
            />
          </>
        )}
      </div>
      <div className="rf-row">
        {/* Later layers are drawn on top of earlier ones. */}
        <button type="button" disabled={at[1] === 0} onClick={() => edit(moveLayer(at, -1))}>
          Send layer backward
        </button>
        <button type="button" disabled={at[1] === count - 1} onClick={() => edit(moveLayer(at, 1))}>
          Bring layer forward
        </button>
        <button type="button" onClick={() => edit(removeLayer(at))}>
          Remove layer
        </button>
      </div>
    </fieldset>
  );
}
