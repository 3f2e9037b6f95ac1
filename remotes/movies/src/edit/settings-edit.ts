/** The settings tab's edits of params.vparams and params.aparams (docs/reference.md §3 Movie settings, §9). */
import { audioDefaults, KEYFRAME_HINT_DEFAULT, storedKeyframeHint, type Rate } from '@reelforge/model';
import type { AudioParams, Movie, VideoParams } from '@reelforge/sdl';
import type { MovieEdit } from './movie-edit.js';

function withParams(movie: Movie, video: Partial<VideoParams>, audio?: AudioParams | Partial<AudioParams>): Movie {
  const copy = structuredClone(movie);
  const params = (copy.params ??= {});
  const vparams = (params.vparams ??= {});
  for (const [key, value] of Object.entries(video)) {
    if (value === undefined) delete vparams[key as keyof VideoParams];
    else (vparams as Record<string, unknown>)[key] = value;
  }
  if (audio) params.aparams = { ...params.aparams, ...audio };
  return copy;
}

export const setVideoParams =
  (patch: Partial<Omit<VideoParams, 'videocodec' | 'videominimumforcedkeyframeinterval'>>): MovieEdit =>
  (movie) =>
    withParams(movie, patch);

export const setFrameRate =
  (rate: Rate): MovieEdit =>
  (movie) =>
    withParams(movie, { videoframerate: { num: rate.num, den: rate.den } });

/** A new video codec brings its audio defaults (docs/reference.md §9). */
export const setVideoCodec =
  (videocodec: string): MovieEdit =>
  (movie) =>
    withParams(movie, { videocodec }, audioDefaults(videocodec));

/** The keyframe hint is stored only if it differs from the default 45. */
export const setKeyframeHint =
  (value: number | undefined): MovieEdit =>
  (movie) =>
    withParams(movie, { videominimumforcedkeyframeinterval: storedKeyframeHint(value) });

export const setAudioParams =
  (patch: Partial<AudioParams>): MovieEdit =>
  (movie) =>
    withParams(movie, {}, patch);

/** The keyframe hint the movie renders with. */
export function keyframeHint(movie: Movie): number {
  return movie.params?.vparams?.videominimumforcedkeyframeinterval || KEYFRAME_HINT_DEFAULT;
}
