/** The example player: one row's values, rendered with the render call, followed until playable. */
import type { MoviesClient } from '@reelforge/api';
import { compileTasks, isRenderFinished, jobCompileInput, RENDER_POLL_MS, type BatchJob, type DatasourceRows, type JobTemplate } from '@reelforge/model';

export type ExamplePhase = 'idle' | 'rendering' | 'waiting' | 'playing';

/** The player button's text in each phase. */
export const EXAMPLE_TEXT: Record<ExamplePhase, string> = {
  idle: 'Play',
  rendering: 'Rendering....',
  waiting: 'Waiting...',
  playing: 'Playing...',
};

/** The movie's (or story's) values for one row (counted from 1), mapped as the job maps them. */
export function exampleParams(job: BatchJob, data: DatasourceRows, templateVariables: readonly string[], row: number): Record<string, string> {
  const [task] = compileTasks({ ...jobCompileInput(job, data, templateVariables), range: String(row) });
  return task?.params ?? {};
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Renders the row of the movie or story as mp4 and resolves with the file's URL once the render is done. */
export async function renderExample(
  client: Pick<MoviesClient, 'render' | 'renderStatus' | 'renderUrl'>,
  prjuid: string,
  template: JobTemplate,
  params: Record<string, string>,
  signal: AbortSignal,
  intervalMs = RENDER_POLL_MS,
): Promise<string> {
  const what = template.kind === 'story' ? { story: template.name } : { movie: template.name };
  const token = await client.render(prjuid, { ...what, params, format: 'mp4' });
  for (;;) {
    signal.throwIfAborted();
    const status = await client.renderStatus(token);
    if (isRenderFinished(status)) {
      if (status.state === 'failed') throw new Error(status.error || 'The render failed.');
      return client.renderUrl(token, 'mp4');
    }
    await sleep(intervalMs, signal);
  }
}
