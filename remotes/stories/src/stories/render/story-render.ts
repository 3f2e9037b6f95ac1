import type { MoviesClient } from '@reelforge/api';
import { normaliseStory, type OutputFormat, type Story } from '@reelforge/model';

/** What the story's render dialogs (Export movie, Test movie) are given. */
export interface StoryRenderProps {
  prjuid: string;
  client: MoviesClient;
  story: Story;
  /** Whether the story has changes not saved: then the working copy is rendered */
  dirty: boolean;
  onClose: () => void;
}

/**
 * Starts a render of a story through the render call (docs/reference.md §7): the saved story
 * by its name, or, with unsaved changes, the working copy itself as it would be saved.
 */
export function renderStory(
  client: Pick<MoviesClient, 'render'>,
  prjuid: string,
  story: Story,
  dirty: boolean,
  params: Record<string, string>,
  format: OutputFormat,
): Promise<string> {
  return client.render(prjuid, { story: dirty ? normaliseStory(story) : story.name, params, format });
}
