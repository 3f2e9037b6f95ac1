import * as renderer from '@reelforge/renderer';
import type {
  FfmpegRunner,
  HlsRender,
  HlsRequest,
  InputsRequest,
  MovieStructure,
  PlanOptions,
  RenderRequest,
  RenderResult,
  StoryRenderRequest,
} from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';

/** The renderer's entry points the platform calls; injectable so tests can stand in a failure. */
export interface RenderEngine {
  renderMovie(request: RenderRequest): Promise<RenderResult>;
  /** A story in one ffmpeg run (docs/stories.md). */
  renderStory(request: StoryRenderRequest): Promise<RenderResult>;
  renderHls(request: HlsRequest): HlsRender;
  movieStructure(movie: Movie, params?: Record<string, string>): MovieStructure | Promise<MovieStructure>;
  /** The input errors a render would give, found without rendering (no ffmpeg run). */
  checkInputs(request: InputsRequest, options?: PlanOptions): Promise<void>;
}

/** The renderer, its ffmpeg runs made by `runner` (the platform's one runner, with its limits). */
export function renderEngine(runner: FfmpegRunner): RenderEngine {
  return {
    renderMovie: (request) => renderer.renderMovie({ ...request, runner }),
    renderStory: (request) => renderer.renderStory({ ...request, runner }),
    renderHls: (request) => renderer.renderHls({ ...request, runner }),
    movieStructure: (movie, params) => renderer.movieStructure(movie, params),
    checkInputs: (request, options) => renderer.checkMovieInputs(request, options),
  };
}

/** The renderer within the runner's default limits. */
export const defaultRenderEngine: RenderEngine = renderEngine(new renderer.FfmpegRunner());
