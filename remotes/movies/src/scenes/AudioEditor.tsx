import type { AssetList } from '@reelforge/model';
import type { AudioTrack, Movie } from '@reelforge/sdl';
import { fieldBinder, NumberField, patchOf } from '@reelforge/ui';
import { bindField, boundKey, type BindTarget } from '../edit/bindings.js';
import { removeAudioTrack, updateAudioTrack, type MovieEdit } from '../edit/movie-edit.js';
import { AssetSelect, BindSelect, FadeFields } from '../fields.js';

interface Props {
  index: number;
  track: AudioTrack;
  movie: Movie;
  assets: AssetList | null;
  edit: (change: MovieEdit) => void;
}

/** One audio track: its audio file, where it starts, how loud, and its fades. */
export function AudioEditor({ index, track, movie, assets, edit }: Props) {
  const target: BindTarget = { audio: index, field: 'asset' };
  const bind = fieldBinder(track, (key, value) => edit(updateAudioTrack(index, patchOf(key, value))));
  return (
    <fieldset className="rf-audio-track" aria-label={`Audio track ${index + 1}`}>
      <legend>
        Audio track {index + 1}: {track.asset || 'no audio file'}
      </legend>
      <div className="rf-form rf-grid">
        <AssetSelect
          noun="an audio file"
          value={track.asset}
          names={(assets?.Audios ?? []).map((a) => a.name)}
          onChange={(asset) => edit(updateAudioTrack(index, { asset }))}
        />
        <BindSelect
          bound={boundKey(movie, target)}
          variables={movie.variables ?? []}
          stem="audio"
          onBind={(key) => edit(bindField(target, key))}
        />
        <NumberField label="Offset" min={0} hint="Frame of the movie where the track starts." {...bind('offset')} />
        <NumberField label="Duration" min={0} hint="Frames; empty plays to the end." {...bind('duration')} />
        <NumberField label="Volume" integer={false} min={0} max={4} step={0.1} placeholder="1" {...bind('volume')} />
        <FadeFields bind={bind} />
      </div>
      <button type="button" onClick={() => edit(removeAudioTrack(index))}>
        Remove audio track
      </button>
    </fieldset>
  );
}
