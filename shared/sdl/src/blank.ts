import type { Movie } from './generated/movie-types.js';

/** A blank movie: 640x360 at 25 fps, one black scene of 100 frames (docs/reference.md §9). */
export function blankMovie(): Movie {
  return {
    params: {
      vparams: { width: 640, height: 360, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
      aparams: { audiocodec: 'aac', audioabr: 64000 },
    },
    scenes: [{ name: 'Scene 1', length: 100, layers: [{ name: 'Background', color: { color: '#000000' } }] }],
  };
}
