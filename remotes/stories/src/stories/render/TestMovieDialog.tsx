import { Dialog, Progress } from '@reelforge/ui';
import { useRenderRun } from '@reelforge/ui/render-export';
import { renderStory, type StoryRenderProps } from './story-render.js';
import { useVariableValues } from './VariableFields.js';

/** Test movie: values for the story's variables, an mp4 render of the story as edited, then a preview that plays it. */
export function TestMovieDialog({ prjuid, client, story, dirty, onClose }: StoryRenderProps) {
  const { values, fields } = useVariableValues(story);
  const { run, start, cancel } = useRenderRun(client);
  const close = () => {
    cancel();
    onClose();
  };
  return (
    <Dialog
      title={`Test ${story.name}`}
      onClose={close}
      actions={
        <button type="button" onClick={close}>
          {run.state === 'done' ? 'Close' : 'Cancel'}
        </button>
      }
    >
      <div className="rf-form">
        {fields}
        <button
          type="button"
          className="rf-primary"
          disabled={run.state === 'rendering'}
          onClick={() => void start('mp4', () => renderStory(client, prjuid, story, dirty, values, 'mp4'))}
        >
          {run.state === 'done' ? 'Render again' : 'Render test movie'}
        </button>
      </div>
      {run.state === 'rendering' && <Progress label="Test movie progress" value={run.percent} />}
      {run.state === 'done' && (
        <video
          className="rf-story-preview"
          aria-label="Test movie preview"
          src={run.url}
          controls
          autoPlay
          muted
          playsInline
        />
      )}
      {run.state === 'failed' && <p role="alert">The test movie failed: {run.error}</p>}
    </Dialog>
  );
}
