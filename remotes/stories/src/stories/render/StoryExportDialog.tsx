import { useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { STORY_FORMATS, storyVariables, type Story } from '@reelforge/model';
import { RenderExportDialog } from '@reelforge/ui/render-export';
import { renderStory } from './story-render.js';
import { VariableFields } from './VariableFields.js';

interface Props {
  prjuid: string;
  client: MoviesClient;
  story: Story;
  dirty: boolean;
  onClose: () => void;
}

/** Export movie: the story's variable values and a format (mp4 by default), its progress, then the file to download. */
export function StoryExportDialog({ prjuid, client, story, dirty, onClose }: Props) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <RenderExportDialog
      title={`Export ${story.name}`}
      formats={STORY_FORMATS}
      client={client}
      render={(format) => renderStory(client, prjuid, story, dirty, values, format)}
      fileName={story.name}
      onClose={onClose}
    >
      <VariableFields names={storyVariables(story)} values={values} onChange={setValues} />
    </RenderExportDialog>
  );
}
