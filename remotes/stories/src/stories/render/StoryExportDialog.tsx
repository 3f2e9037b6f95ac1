import { STORY_FORMATS } from '@reelforge/model';
import { RenderExportDialog } from '@reelforge/ui/render-export';
import { renderStory, type StoryRenderProps } from './story-render.js';
import { useVariableValues } from './VariableFields.js';

/** Export movie: the story's variable values and a format (mp4 by default), its progress, then the file to download. */
export function StoryExportDialog({ prjuid, client, story, dirty, onClose }: StoryRenderProps) {
  const { values, fields } = useVariableValues(story);
  return (
    <RenderExportDialog
      title={`Export ${story.name}`}
      formats={STORY_FORMATS}
      client={client}
      render={(format) => renderStory(client, prjuid, story, dirty, values, format)}
      fileName={story.name}
      onClose={onClose}
    >
      {fields}
    </RenderExportDialog>
  );
}
