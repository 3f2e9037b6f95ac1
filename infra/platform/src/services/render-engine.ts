import * as renderer from '@reelforge/renderer';
import type { HlsRender, HlsRequest, MovieStructure, RenderRequest, RenderResult } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';

/** The renderer's entry points the platform calls; injectable so tests can stand in a failure. */
export interface RenderEngine {
  renderMovie(request: RenderRequest): Promise<RenderResult>;
  renderHls(request: HlsRequest): HlsRender;
  movieStructure(movie: Movie, params?: Record<string, string>): MovieStructure | Promise<MovieStructure>;
}

export const defaultRenderEngine: RenderEngine = {
  renderMovie: (request) => renderer.renderMovie(request),
  renderHls: (request) => renderer.renderHls(request),
  movieStructure: (movie, params) => renderer.movieStructure(movie, params),
};
