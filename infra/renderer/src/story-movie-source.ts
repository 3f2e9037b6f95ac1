import type { ChosenScene, Rate } from '@reelforge/model';
import { RenderError } from './api.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';
import { checkedMovie, prepareRender, type PreparedRender } from './prepare.js';
import type { StoryRenderRequest } from './render-story.js';
import type { FileFacts } from './story-files.js';

/** A chosen scene's source: a video file, or a movie prepared to be drawn in the story's graph. */
export type Source = FileFacts & { asset: string; movie?: PreparedRender | undefined };

/**
 * A movie scene's source: the movie at the story's size and rate, its variables filled by
 * the story's values, planned and its files checked as a render of it would be. Its input
 * errors name the story's scene.
 */
export async function movieSource(
  request: StoryRenderRequest,
  c: ChosenScene,
  where: string,
  format: { width: number; height: number; rate: Rate },
  runner: FfmpegRunner,
): Promise<Source> {
  const name = c.content.movie;
  if (!name) throw new RenderError(`${where} has no movie.`, 'input', c.index);
  const found = request.movies ? await request.movies(name) : undefined;
  if (found === undefined || found === null)
    throw new RenderError(`${where} shows the movie "${name}", which does not exist in the project.`, 'input', c.index);
  try {
    const movie = checkedMovie(found);
    const vparams = {
      ...movie.params?.vparams,
      width: format.width,
      height: format.height,
      videoframerate: format.rate,
    };
    const prepared = await prepareRender(
      {
        movie: { ...movie, params: { ...movie.params, vparams } },
        params: request.params ?? {},
        assets: request.assets,
        signal: request.signal,
      },
      { target: 'mp4' },
      runner,
    );
    return {
      asset: '',
      file: '',
      frames: prepared.plan.frames,
      audio: prepared.plan.output.audio !== undefined,
      movie: prepared,
    };
  } catch (error) {
    if (error instanceof RenderError && error.kind === 'input')
      throw new RenderError(`${where}, movie "${name}": ${error.message}`, 'input', c.index);
    throw error;
  }
}
