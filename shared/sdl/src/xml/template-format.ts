import type { Movie } from '../generated/movie-types.js';

/** What an XML template leaves unset means 640x360 at 25/1, as for any movie (docs/reference.md §9). */
export const XML_TEMPLATE_DEFAULTS = { width: 640, height: 360, fps: '25/1' } as const;

/** A template's width, height and frame rate ("num/den"), its defaults filled in: what its compdata entry lists. */
export function templateFormat(movie: Movie): { width: number; height: number; fps: string } {
  const vparams = movie.params?.vparams;
  const rate = vparams?.videoframerate;
  const num = rate?.num ?? 0;
  return {
    width: vparams?.width || XML_TEMPLATE_DEFAULTS.width,
    height: vparams?.height || XML_TEMPLATE_DEFAULTS.height,
    fps: num > 0 ? `${num}/${rate?.den || 1}` : XML_TEMPLATE_DEFAULTS.fps,
  };
}
