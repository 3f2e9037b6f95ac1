export * from './api.js';
export { renderMovie, renderHls } from './render.js';
export { movieStructure } from './structure.js';
export { checkMovieInputs, type InputsRequest } from './prepare.js';
export { resolveVariables, type DatasourceTable, type ResolvedVariables, type VariableInput } from './variables.js';
export { planMovie, type PlanOptions } from './plan.js';
export { buildFfmpegArgs, DEFAULT_FONT, type BuildOptions, type FfmpegCommand } from './args.js';
export type * from './plan-types.js';
export {
  FfmpegRunner,
  DEFAULT_FFMPEG_TIMEOUT_MS,
  DEFAULT_OUTPUT_LIMIT_BYTES,
  DEFAULT_FFMPEG_MEMORY_LIMIT_BYTES,
  type FfmpegJob,
  type FfmpegSettings,
} from './ffmpeg-runner.js';
export { FfmpegError, memoryWords, type FfmpegFailure } from './ffmpeg-process.js';
export { MEDIA_DEMUXERS, SAFE_INPUT, fdPath } from './ffmpeg-inputs.js';
export type { FfprobeResult, FfprobeStream } from './ffprobe-types.js';
export { renderStory, type StoryRenderRequest } from './render-story.js';
export { planStory, type StoryPlan } from './story-plan.js';
export { buildStoryArgs } from './story-graph.js';
export { STORY_FORMATS } from '@reelforge/model';
export { reuseLayout, varyingVariables, type ReuseLayout, type ReuseRange } from './reuse-analysis.js';
export { SegmentCache, DEFAULT_SEGMENT_CACHE_BYTES, type HeldSegment } from './segment-cache.js';
