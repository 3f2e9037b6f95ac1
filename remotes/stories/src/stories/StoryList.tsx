import { useState } from 'react';
import { useNavigate } from '@reelforge/router';
import {
  messageOf,
  newStory,
  newStoryNameError,
  storyCopyName,
  storySize,
  type Project,
  type Story,
} from '@reelforge/model';
import { ConfirmDialog } from '@reelforge/ui';
import { ItemList, linkColumn, NewItemRow, RowAction, type ItemListTexts } from '@reelforge/ui/lists';
import { useProjectStories } from './useProjectStories.js';

const storyPath = (base: string, name: string) => `${base}/${encodeURIComponent(name)}`;

/** What the list says around its table. */
const TEXTS: ItemListTexts = {
  failure: 'The stories could not be read',
  empty: 'No stories yet. Create one with New story, then add its scenes.',
  noun: ['story', 'stories'],
  warning: "The story is removed from the project with its scenes and sounds; the project's videos and movies stay.",
};

/**
 * The project's stories (stories.json; docs/reference.md §2): open one, create one (opened
 * with the newstory flag), copy one (" Copy", " Copy 1" …) or delete one after confirming.
 */
export function StoryList({ project, base }: { project: Project; base: string }) {
  const { loaded, stories, write } = useProjectStories(project);
  const navigate = useNavigate();
  const [copied, setCopied] = useState<{ from: string; to: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const copy = async (story: Story) => {
    setFailure(null);
    try {
      let to = '';
      await write((list) => {
        const original = list.find((s) => s.name === story.name);
        if (!original) throw new Error(`the story ${story.name} is no longer in stories.json`);
        to = storyCopyName(original.name, list);
        return [...list, { ...structuredClone(original), name: to, selected: false }];
      });
      setCopied({ from: story.name, to });
    } catch (e) {
      setFailure(`The story ${story.name} could not be copied: ${messageOf(e)}`);
    }
  };

  return (
    <section className="rf-stories" aria-label="Stories">
      <h1>Stories</h1>
      <NewItemRow
        label="New story"
        nameLabel="Story name"
        validate={(name) => newStoryNameError(name, stories)}
        create={async (name) => {
          await write((list) => {
            const problem = newStoryNameError(name, list);
            if (problem) throw new Error(problem);
            return [...list, newStory(name)];
          });
          void navigate(`${storyPath(base, name.trim())}?newstory=1`);
        }}
      />
      {failure && <p role="alert">{failure}</p>}
      <ItemList
        label="Stories"
        items={stories}
        columns={[
          linkColumn<Story>('Name', (story) => storyPath(base, story.name)),
          { header: 'Scenes', cell: (story) => story.scenes?.length ?? 0 },
          { header: 'Size', cell: (story) => `${storySize(story).width}×${storySize(story).height}` },
        ]}
        actions={(story) => <RowAction verb="Copy" name={story.name} onClick={() => void copy(story)} />}
        query={loaded}
        texts={TEXTS}
        remove={(story) => write((list) => list.filter((s) => s.name !== story.name))}
      />
      {copied && (
        <ConfirmDialog
          title="Copy finished"
          confirmLabel="Open the copy"
          cancelLabel="Close"
          onConfirm={() => void navigate(storyPath(base, copied.to))}
          onCancel={() => setCopied(null)}
        >
          <p>
            The story {copied.from} was copied to {copied.to}.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
