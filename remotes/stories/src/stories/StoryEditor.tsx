import { useState } from 'react';
import { Link } from '@reelforge/router';
import {
  cloneScene,
  deleteScene,
  moveScene,
  normaliseStory,
  storyProblems,
  withScene,
  withStory,
  type Project,
  type Story,
} from '@reelforge/model';
import { useApi, useUser } from '@reelforge/session';
import { UnsavedChangesGuard } from '@reelforge/ui';
import { useSave, saveStatusText } from '@reelforge/ui/scripts';
import { queryError } from '@reelforge/ui/server-state';
import { ShareSwitch } from '@reelforge/ui/share';
import { SceneDialog } from './dialogs/SceneDialog.js';
import { SettingsDialog } from './dialogs/SettingsDialog.js';
import { SoundList, useSoundEditor } from './dialogs/SoundList.js';
import { StoryPickersContext, useStoryPickerLists } from './pickers.js';
import { StoryExportDialog } from './render/StoryExportDialog.js';
import { TestMovieDialog } from './render/TestMovieDialog.js';
import { SceneTable } from './SceneTable.js';
import { StoryTimeline } from './timeline/StoryTimeline.js';
import { useProjectStories } from './useProjectStories.js';

interface Props {
  project: Project;
  name: string;
  /** The stories list's address */
  base: string;
  /** Opened just after being created (the newstory flag): its settings are asked at once. */
  isNew: boolean;
}

type Open = { kind: 'settings' } | { kind: 'scene'; index: number } | { kind: 'export' } | { kind: 'test' } | null;
/** The renders the toolbar offers, as the dialogs they open. */
const RENDERS = [
  ['test', 'Test movie'],
  ['export', 'Export movie'],
] as const;

/**
 * One story of stories.json (docs/reference.md §2, §4): its timeline with the test movie's frame at the playhead,
 * its scenes in order, its sounds, settings, Save (status cleared after 5 s), Test movie and Export movie, and the
 * problems `storyProblems` finds. A story with problems can be saved (it may be half-built) but not rendered until
 * they are fixed.
 */
export function StoryEditor({ project, name, base, isNew }: Props) {
  const { loaded, stories, write } = useProjectStories(project);
  const pickers = useStoryPickerLists(project);
  const movies = useApi().movies(project.region);
  const user = useUser();
  const stored = stories.find((s) => s.name === name);
  const [draft, setDraft] = useState<Story | null>(null);
  const [open, setOpen] = useState<Open>(isNew ? { kind: 'settings' } : null);
  const { saving, status, save: saveWith } = useSave();
  const sounds = useSoundEditor();
  const story = draft ?? stored;
  const dirty = draft !== null && stored !== undefined && JSON.stringify(draft) !== JSON.stringify(stored);
  const edit = (change: (story: Story) => Story) =>
    setDraft((d) => ((d ?? stored) ? change((d ?? stored) as Story) : d));
  const close = () => setOpen(null);

  const save = async () => {
    if (!story) return;
    await saveWith(async () => {
      const saved = normaliseStory(story);
      await write((list) => withStory(list, name, saved));
      setDraft(null);
    });
  };

  const error = queryError(loaded);
  const problems = story ? storyProblems(story) : [];
  const noRender = problems.length > 0 ? 'Fix the problems listed to render the story.' : undefined;
  return (
    <StoryPickersContext.Provider value={pickers}>
      <section className="rf-story-editor" aria-label={`Story ${name}`}>
        <p>
          <Link to={base}>Back to stories</Link>
        </p>
        <h1>{name}</h1>
        {stored && user && (
          <ShareSwitch
            client={movies}
            shareKey={{ username: user.username, region: project.region, prjuid: project.uid, story: name }}
          />
        )}
        {error && <p role="alert">The stories could not be read: {error}</p>}
        {loaded.isSuccess && !stored && !loaded.isFetching && (
          <p role="alert">There is no story named {name} in this project.</p>
        )}
        {pickers.problems.map((p) => (
          <p role="alert" key={p}>
            {p}
          </p>
        ))}
        {story && (
          <>
            <UnsavedChangesGuard dirty={dirty} writing={saving} what={`the story ${name}`} />
            <div className="rf-row rf-story-toolbar">
              <button type="button" className="rf-primary" disabled={!dirty || saving} onClick={() => void save()}>
                Save
              </button>
              <button type="button" onClick={() => setOpen({ kind: 'settings' })}>
                Settings
              </button>
              {RENDERS.map(([kind, text]) => (
                <button
                  key={kind}
                  type="button"
                  disabled={Boolean(noRender)}
                  title={noRender}
                  onClick={() => setOpen({ kind })}
                >
                  {text}
                </button>
              ))}
              <span role="status" aria-label="Story save status">
                {saveStatusText(status)}
              </span>
            </div>
            {problems.length > 0 && (
              <div className="rf-story-problems">
                <p>{noRender} It can be saved as it is.</p>
                <ul aria-label="Story problems">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            )}
            <StoryTimeline
              project={project}
              story={story}
              problems={problems}
              selected={open?.kind === 'scene' ? open.index : undefined}
              onOpenScene={(index) => setOpen({ kind: 'scene', index })}
              edit={edit}
            />
            <h2>Scenes</h2>
            <SceneTable
              scenes={story.scenes}
              onEdit={(index) => setOpen({ kind: 'scene', index })}
              onMove={(index, by) => edit((s) => moveScene(s, index, by))}
              onClone={(index) => edit((s) => cloneScene(s, index))}
              onDelete={(index) => edit((s) => deleteScene(s, index))}
            />
            <button type="button" onClick={() => setOpen({ kind: 'scene', index: story.scenes.length })}>
              Add scene
            </button>
            <h2>Story sounds</h2>
            <p className="rf-hint">
              Played from the start of the story; the background sound (in Settings) loops under all of it.
            </p>
            <SoundList
              owner="story"
              sounds={story.sounds}
              edit={sounds.edit}
              onChange={(list) => edit((s) => (list ? { ...s, sounds: list } : (({ sounds: _, ...rest }) => rest)(s)))}
            />
            {sounds.dialog}
            {open?.kind === 'settings' && (
              <SettingsDialog
                story={story}
                onSave={(settings) => {
                  edit((s) => ({ ...settings, name: s.name, scenes: s.scenes }));
                  close();
                }}
                onCancel={close}
              />
            )}
            {open?.kind === 'scene' && (
              <SceneDialog
                title={open.index < story.scenes.length ? `Scene ${open.index + 1}` : 'New scene'}
                scene={story.scenes[open.index] ?? { type: 'static', src: 'videos' }}
                first={open.index === 0}
                onSave={(scene) => {
                  edit((s) => withScene(s, open.index, scene));
                  close();
                }}
                onCancel={close}
              />
            )}
            {open?.kind === 'export' && (
              <StoryExportDialog prjuid={project.uid} client={movies} story={story} dirty={dirty} onClose={close} />
            )}
            {open?.kind === 'test' && (
              <TestMovieDialog prjuid={project.uid} client={movies} story={story} dirty={dirty} onClose={close} />
            )}
          </>
        )}
      </section>
    </StoryPickersContext.Provider>
  );
}
