import type { MovieTabProps } from '../detail/tab-props.js';
import { addAudioTrack, addScene } from '../edit/movie-edit.js';
import { AudioEditor } from './AudioEditor.js';
import { SceneEditor } from './SceneEditor.js';

/**
 * A simple scene editor: scenes and their layers, audio tracks, assets and variable bindings, without touching JSON.
 */
export function ScenesTab({ movie, edit, assets }: MovieTabProps) {
  const scenes = movie.scenes ?? [];
  const audio = movie.audio ?? [];
  return (
    <section className="rf-scenes" aria-label="Scene editor">
      {scenes.length === 0 && <p className="rf-hint">No scenes yet: a movie needs at least one.</p>}
      {scenes.map((scene, index) => (
        <SceneEditor
          key={index}
          index={index}
          count={scenes.length}
          scene={scene}
          movie={movie}
          assets={assets}
          edit={edit}
        />
      ))}
      <button type="button" onClick={() => edit(addScene())}>
        Add scene
      </button>
      <h3>Audio</h3>
      {audio.map((track, index) => (
        <AudioEditor key={index} index={index} track={track} movie={movie} assets={assets} edit={edit} />
      ))}
      <button type="button" onClick={() => edit(addAudioTrack())}>
        Add audio track
      </button>
    </section>
  );
}
