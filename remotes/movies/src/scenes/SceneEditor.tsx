import type { AssetList } from '@reelforge/model';
import type { LayerKind, Movie, Scene } from '@reelforge/sdl';
import { addLayer, type MovieEdit } from '../edit/movie-edit.js';
import { LayerEditor } from './LayerEditor.js';
import { SceneFields } from './SceneFields.js';

interface Props {
  index: number;
  count: number;
  scene: Scene;
  movie: Movie;
  assets: AssetList | null;
  edit: (change: MovieEdit) => void;
}

const ADD_LAYER: [LayerKind, string][] = [
  ['video', 'Add video layer'],
  ['image', 'Add image layer'],
  ['text', 'Add text layer'],
  ['color', 'Add colour layer'],
];

/** One scene: its name and length, how it enters from the previous scene, and its layers. */
export function SceneEditor({ index, count, scene, movie, assets, edit }: Props) {
  const layers = scene.layers ?? [];
  return (
    <fieldset className="rf-scene" aria-label={`Scene ${index + 1}`}>
      <legend>
        Scene {index + 1}: {scene.name || 'unnamed'}
      </legend>
      <SceneFields index={index} count={count} scene={scene} edit={edit} />
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
