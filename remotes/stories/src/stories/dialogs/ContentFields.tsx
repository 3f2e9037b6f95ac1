import { STORY_DURATION_MODES, STORY_SCENE_SOURCES, type StorySceneContent } from '@reelforge/model';
import { fieldBinder, SelectField, TextField } from '@reelforge/ui';
import { useStoryPickers } from '../pickers.js';
import { AmountField, setField, UnitField } from './fields.js';
import { SoundList, type EditSound } from './SoundList.js';

interface Props<T extends StorySceneContent> {
  content: T;
  onChange: (change: (content: T) => T) => void;
  edit: EditSound;
  /** "scene" or "variant", for labels */
  owner: string;
}

const SOURCE_CHOICES = STORY_SCENE_SOURCES.map((s) => ({
  value: s,
  label: s === 'videos' ? 'a video' : 'a movie (rendered with the story’s values)',
}));

/** The content's fields, each bound to its key; an emptied one is removed (setField). */
function contentFields<T extends StorySceneContent>(content: T, onChange: Props<T>['onChange']) {
  const set = <K extends keyof StorySceneContent>(key: K, value: StorySceneContent[K] | '' | undefined) =>
    onChange((c) => setField(c, key, value as T[K]));
  return { set, bind: fieldBinder<StorySceneContent>(content, set) };
}

/**
 * What a scene or a variant shows: a project video or a movie, from an offset, and its sounds (docs/reference.md §3).
 */
export function ContentFields<T extends StorySceneContent>({ content, onChange, edit, owner }: Props<T>) {
  const { videos, movies } = useStoryPickers();
  const { set, bind } = contentFields(content, onChange);
  const src = content.src || 'videos';
  return (
    <>
      <SelectField label="Source" value={String(src)} options={SOURCE_CHOICES} onChange={(v) => set('src', v)} />
      {src === 'movies' ? (
        <SelectField label="Movie" empty="Choose a movie" options={movies} {...bind('movie')} />
      ) : (
        <SelectField label="Video" empty="Choose a video" options={videos} {...bind('video')} />
      )}
      <AmountField
        label="Content offset"
        unitLabel="Offset unit"
        hint="How far into the source the scene starts"
        amount={bind('contentoffset')}
        unit={bind('unit')}
      />
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
const MODE_CHOICES = STORY_DURATION_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] ?? m }));

/** How long a scene or a variant lasts (docs/stories.md "The timeline"). */
export function DurationFields<T extends StorySceneContent>({
  content,
  onChange,
}: Pick<Props<T>, 'content' | 'onChange'>) {
  const { set, bind } = contentFields(content, onChange);
  const mode = content.duration || 'video';
  return (
    <>
      <SelectField
        label="Duration mode"
        value={String(mode)}
        options={MODE_CHOICES}
        onChange={(v) => set('duration', v)}
      />
      {(mode === 'fixed' || mode === 'variable') && (
        <AmountField
          label="Default duration"
          unitLabel="Default duration unit"
          hint={mode === 'variable' ? 'Used when the variable gives no length' : undefined}
          amount={bind('default_duration')}
          unit={bind('default_unit')}
        />
      )}
      {mode === 'variable' && (
        <div className="rf-row">
          <TextField label="Length variable" {...bind('numframesvar')} />
          <UnitField label="Length unit" {...bind('unit')} />
        </div>
      )}
    </>
  );
}
