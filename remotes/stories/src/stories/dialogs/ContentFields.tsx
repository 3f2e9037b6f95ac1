import { STORY_DURATION_MODES, STORY_SCENE_SOURCES, type StorySceneContent } from '@reelforge/model';
import { NumberField, SelectField, TextField } from '@reelforge/ui';
import { useStoryPickers } from '../pickers.js';
import { setField, UnitField } from './fields.js';
import { SoundList, type EditSound } from './SoundList.js';

interface Props<T extends StorySceneContent> {
  content: T;
  onChange: (change: (content: T) => T) => void;
  edit: EditSound;
  /** "scene" or "variant", for labels */
  owner: string;
}

/** What a scene or a variant shows: a project video or a movie, from an offset, and its sounds (docs/reference.md §3). */
export function ContentFields<T extends StorySceneContent>({ content, onChange, edit, owner }: Props<T>) {
  const { videos, movies } = useStoryPickers();
  const set = <K extends keyof StorySceneContent>(key: K, value: StorySceneContent[K] | '' | undefined) =>
    onChange((c) => setField(c, key, value as T[K]));
  const src = content.src || 'videos';
  return (
    <>
      <SelectField
        label="Source"
        value={String(src)}
        options={STORY_SCENE_SOURCES.map((s) => ({
          value: s,
          label: s === 'videos' ? 'a video' : 'a movie (rendered with the story’s values)',
        }))}
        onChange={(v) => set('src', v)}
      />
      {src === 'movies' ? (
        <SelectField
          label="Movie"
          value={content.movie ?? ''}
          empty="Choose a movie"
          options={movies}
          onChange={(v) => set('movie', v)}
        />
      ) : (
        <SelectField
          label="Video"
          value={content.video ?? ''}
          empty="Choose a video"
          options={videos}
          onChange={(v) => set('video', v)}
        />
      )}
      <div className="rf-row">
        <NumberField
          label="Content offset"
          value={content.contentoffset}
          integer={false}
          min={0}
          hint="How far into the source the scene starts"
          onChange={(v) => set('contentoffset', v)}
        />
        <UnitField label="Offset unit" value={content.unit} onChange={(v) => set('unit', v)} />
      </div>
      <h3>Sounds</h3>
      <SoundList owner={owner} sounds={content.sounds} edit={edit} onChange={(sounds) => set('sounds', sounds)} />
    </>
  );
}

const MODE_LABELS: Record<string, string> = {
  video: 'as long as its video',
  audio: 'as long as its first sound',
  fixed: 'a fixed length',
  variable: 'a length a variable gives',
};

/** How long a scene or a variant lasts (docs/stories.md "The timeline"). */
export function DurationFields<T extends StorySceneContent>({
  content,
  onChange,
}: Pick<Props<T>, 'content' | 'onChange'>) {
  const set = <K extends keyof StorySceneContent>(key: K, value: StorySceneContent[K] | '' | undefined) =>
    onChange((c) => setField(c, key, value as T[K]));
  const mode = content.duration || 'video';
  return (
    <>
      <SelectField
        label="Duration mode"
        value={String(mode)}
        options={STORY_DURATION_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] ?? m }))}
        onChange={(v) => set('duration', v)}
      />
      {(mode === 'fixed' || mode === 'variable') && (
        <div className="rf-row">
          <NumberField
            label="Default duration"
            value={content.default_duration}
            integer={false}
            min={0}
            hint={mode === 'variable' ? 'Used when the variable gives no length' : undefined}
            onChange={(v) => set('default_duration', v)}
          />
          <UnitField
            label="Default duration unit"
            value={content.default_unit}
            onChange={(v) => set('default_unit', v)}
          />
        </div>
      )}
      {mode === 'variable' && (
        <div className="rf-row">
          <TextField
            label="Length variable"
            value={content.numframesvar ?? ''}
            onChange={(v) => set('numframesvar', v)}
          />
          <UnitField label="Length unit" value={content.unit} onChange={(v) => set('unit', v)} />
        </div>
      )}
    </>
  );
}
