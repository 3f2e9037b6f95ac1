import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isOutputFormat } from '@reelforge/model';
import { type HlsRender, type HlsRequest, RenderError, type RenderRequest, type RenderResult } from './api.js';
import { buildFfmpegArgs } from './args.js';
import { FfmpegRunner } from './ffmpeg-runner.js';
import type { MoviePlan } from './plan-types.js';
import { checkedMovie, prepareRender } from './prepare.js';
import { runRender } from './render-run.js';
import { reuseLayout, varyingVariables } from './reuse-analysis.js';
import { renderRowFromSegments } from './reuse-render.js';

/** Renders without a runner of their own run within the default limits. */
let defaultRunner: FfmpegRunner | undefined;
function runnerOf(request: { runner?: FfmpegRunner | undefined }): FfmpegRunner {
  return request.runner ?? (defaultRunner ??= new FfmpegRunner());
}

/** How often the playlist is read while waiting for its first segment. */
const PLAYLIST_POLL_MS = 20;

function resultOf(plan: MoviePlan, format: RenderResult['format'], still: boolean): RenderResult {
  const frames = plan.window.end - plan.window.start;
  return {
    format,
    width: plan.width,
    height: plan.height,
    frames,
    duration: still ? 0 : (frames * plan.rate.den) / plan.rate.num,
  };
}

function progress(plan: MoviePlan, onProgress: ((fraction: number) => void) | undefined) {
  const frames = plan.window.end - plan.window.start;
  return onProgress ? (frame: number) => onProgress(Math.min(1, frame / frames)) : undefined;
}

/**
 * Renders a movie to a file: a video in any output format, or one frame (jpg, png, tif) at
 * `frame`. The file appears complete or not at all (written aside, then renamed).
 */
export async function renderMovie(request: RenderRequest): Promise<RenderResult> {
  const { format, output, signal, onProgress } = request;
  if (!isOutputFormat(format)) throw new RenderError(`"${String(format)}" is not an output format.`, 'input');
  const still = format === 'jpg' || format === 'png' || format === 'tif';
  const runner = runnerOf(request);
  const { plan, paths, withAudio } = await prepareRender(
    request,
    {
      target: format,
      ...(request.frame === undefined ? {} : { frame: request.frame }),
      ...(request.encode ? { encode: request.encode } : {}),
    },
    runner,
  );
  await mkdir(path.dirname(output), { recursive: true });
  const partial = path.join(path.dirname(output), `.${path.basename(output)}.${randomUUID()}.part`);
  // A batch row of an mp4: its static ranges come from the run's cache (docs/render-reuse.md).
  const reuse = format === 'mp4' && request.frame === undefined ? request.reuse : undefined;
  const source = reuse && checkedMovie(request.movie);
  const layout = reuse && source && reuseLayout(source, plan, reuse.varying);
  let reusedFrames: number | undefined = request.reuse ? 0 : undefined;
  try {
    if (reuse && source && layout && !layout.whole) {
      const onFrame = progress(plan, onProgress);
      const prepared = { plan, paths, withAudio };
      const keys = varyingVariables(source, reuse.varying);
      try {
        await renderRowFromSegments({
          runner,
          prepared,
          movie: request.movie,
          source,
          keys,
          ...layout,
          cache: reuse.cache,
          output: partial,
          signal,
          onFrame,
        });
        reusedFrames = layout.ranges.reduce((sum, r) => sum + (r.static ? r.end - r.start : 0), 0);
      } catch (error) {
        // Segments that fail to render or join (ffmpeg's failure, not the movie's): rendered whole.
        if (!(error instanceof RenderError && error.kind === 'ffmpeg')) throw error;
        await rm(partial, { force: true });
      }
    }
    if (reusedFrames === undefined || reusedFrames === 0) {
      const command = buildFfmpegArgs(plan, { paths, withAudio, output: partial });
      await runRender({ runner, plan, paths, command, signal, onFrame: progress(plan, onProgress) });
    }
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  onProgress?.(1);
  return { ...resultOf(plan, format, still), ...(reusedFrames === undefined ? {} : { reusedFrames }) };
}

/** Calls `onListed` once the playlist lists a segment; `stop` ends the watch. */
function watchFirstSegment(playlist: string, onListed: () => void): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    const text = await readFile(playlist, 'utf8').catch(() => '');
    if (stopped) return;
    if (text.includes('#EXTINF')) onListed();
    else timer = setTimeout(() => void check(), PLAYLIST_POLL_MS);
  };
  void check();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * An HLS stream (H.264/AAC, one-second segments, an event playlist) of the movie or of its
 * frames [rangeStart, rangeEnd), playable while it renders: `ready` resolves once
 * index.m3u8 lists its first segment. The result's format says the codecs (mp4: H.264/AAC).
 */
export function renderHls(request: HlsRequest): HlsRender {
  const playlist = path.join(request.dir, 'index.m3u8');
  let markReady: () => void = () => undefined;
  let failReady: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const done = (async () => {
    const runner = runnerOf(request);
    const { plan, paths, withAudio } = await prepareRender(
      request,
      {
        target: 'hls',
        ...(request.rangeStart ? { rangeStart: request.rangeStart } : {}),
        ...(request.rangeEnd ? { rangeEnd: request.rangeEnd } : {}),
      },
      runner,
    );
    await mkdir(request.dir, { recursive: true });
    await rm(playlist, { force: true });
    const command = buildFfmpegArgs(plan, { paths, withAudio, output: playlist });
    const watch = watchFirstSegment(playlist, markReady);
    try {
      await runRender({
        runner,
        plan,
        paths,
        command,
        signal: request.signal,
        onFrame: progress(plan, request.onProgress),
      });
    } finally {
      watch.stop();
    }
    markReady();
    request.onProgress?.(1);
    return resultOf(plan, 'mp4', false);
  })();
  done.catch(failReady);
  // Callers may wait on either promise alone: neither is left rejected without a handler.
  ready.catch(() => undefined);
  done.catch(() => undefined);
  return { playlist, ready, done };
}
