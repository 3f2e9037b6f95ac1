import type { AssetList } from '@reelforge/model';
import { layerKind, type Fit, type Layer, type Movie, type Rect } from '@reelforge/sdl';
import { NumberField, SelectField, TextField } from '@reelforge/ui';
import { moveLayer, removeLayer, updateLayer, type LayerAt, type MovieEdit } from '../edit/movie-edit.js';
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
  const position = layer.position ?? {};
  const setPosition = (patch: Partial<Rect>) => {
    const next: Rect = { ...position, ...patch };
    for (const key of Object.keys(next) as (keyof Rect)[]) if (next[key] === undefined) delete next[key];
    edit(updateLayer(at, { position: Object.keys(next).length ? next : undefined }));
  };
  return (
    <fieldset className="rf-layer" aria-label={`Layer ${at[1] + 1}`}>
      <legend>
        Layer {at[1] + 1}: {layer.name || 'unnamed'} ({kind ? KIND_NAMES[kind] : 'empty'})
      </legend>
      <div className="rf-form rf-grid">
        <TextField label="Layer name" value={layer.name} onChange={(name) => edit(updateLayer(at, { name }))} />
        <LayerContent at={at} layer={layer} movie={movie} assets={assets} edit={edit} />
        <NumberField
          label="Start"
          min={0}
          value={layer.start}
          hint="Frames after the scene starts."
          onChange={(start) => edit(updateLayer(at, { start }))}
        />
        <NumberField
          label="Duration"
          min={0}
          value={layer.duration}
          hint="Frames; empty or 0 lasts to the scene’s end."
          onChange={(duration) => edit(updateLayer(at, { duration }))}
        />
        <NumberField
          label="Opacity"
          integer={false}
          min={0}
          max={1}
          step={0.05}
          value={layer.opacity}
          placeholder="1"
          onChange={(opacity) => edit(updateLayer(at, { opacity }))}
        />
        <NumberField
          label="Fade in"
          min={0}
          value={layer.fadein}
          onChange={(fadein) => edit(updateLayer(at, { fadein }))}
        />
        <NumberField
          label="Fade out"
          min={0}
          value={layer.fadeout}
          onChange={(fadeout) => edit(updateLayer(at, { fadeout }))}
        />
        {kind !== 'color' && (
          <>
            <NumberField label="X" value={position.x} onChange={(x) => setPosition({ x })} />
            <NumberField label="Y" value={position.y} onChange={(y) => setPosition({ y })} />
            <NumberField
              label="Width"
              min={0}
              value={position.w}
              placeholder="full"
              onChange={(w) => setPosition({ w })}
            />
            <NumberField
              label="Height"
              min={0}
              value={position.h}
              placeholder="full"
              onChange={(h) => setPosition({ h })}
            />
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
