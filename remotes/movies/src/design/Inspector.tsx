import type { AssetList, Box, FrameSize } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { MovieEdit } from '../edit/movie-edit.js';
import { LayerEditor } from '../scenes/LayerEditor.js';
import { SceneFields } from '../scenes/SceneFields.js';
import { MotionFields } from './MotionFields.js';
import type { KeyframeAt, Selection } from './selection.js';

interface Props {
  movie: Movie;
  edit: (change: MovieEdit) => void;
  assets: AssetList | null;
  selection: Selection;
  /** For the selected layer's motion: the frame size, the layer-local frame at the playhead and its box there. */
  motion: { size: FrameSize; frameOf: (layer: number) => { frame: number; box: Box } | null };
  keyframe: KeyframeAt | null;
  setKeyframe: (keyframe: KeyframeAt | null) => void;
}

/** The fields of what is selected: a layer's or a scene's (the Scenes tab's own forms), changing the stage as they are typed. */
export function Inspector({ movie, edit, assets, selection, motion, keyframe, setKeyframe }: Props) {
  const scene = selection ? movie.scenes?.[selection.scene] : undefined;
  const layers = scene?.layers ?? [];
  const only = selection?.layers.length === 1 ? selection.layers[0] : undefined;
  const layer = only === undefined ? undefined : layers[only];
  const at = only === undefined ? null : motion.frameOf(only);
  return (
    <aside className="rf-inspector" aria-label="Inspector">
      {!selection || !scene ? (
        <p className="rf-hint">
          Select a layer on the stage or on the timeline, or a scene’s block, to change its fields here.
        </p>
      ) : layer && only !== undefined ? (
        <>
          <LayerEditor
            at={[selection.scene, only]}
            count={layers.length}
            layer={layer}
            movie={movie}
            assets={assets}
            edit={edit}
          />
          {at && (
            <MotionFields
              layer={layer}
              scene={selection.scene}
              index={only}
              size={motion.size}
              frame={at.frame}
              box={at.box}
              keyframe={keyframe}
              setKeyframe={setKeyframe}
              tryEdit={(change) => void change(movie)}
              edit={edit}
            />
          )}
        </>
      ) : selection.layers.length > 1 ? (
        <p className="rf-hint">
          {selection.layers.length} layers selected: drag them on the stage or move them with the arrow keys together.
        </p>
      ) : (
        <fieldset className="rf-scene" aria-label={`Scene ${selection.scene + 1}`}>
          <legend>
            Scene {selection.scene + 1}: {scene.name || 'unnamed'}
          </legend>
          <SceneFields index={selection.scene} count={movie.scenes?.length ?? 0} scene={scene} edit={edit} />
        </fieldset>
      )}
    </aside>
  );
}
