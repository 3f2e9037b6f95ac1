import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { RenderError } from './api.js';
import { audioArgs, buildFfmpegArgs, DEFAULT_FONT, type FfmpegCommand } from './args.js';
import { audioChain } from './audio-graph.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';
import { FilterGraph } from './filter-graph.js';
import { readMp4Track } from './mp4-track.js';
import type { MoviePlan } from './plan-types.js';
import { planRange } from './plan-window.js';
import { baseCommand, basePlan, precompositions, withBase } from './precompose.js';
import type { PreparedRender } from './prepare.js';
import { runRender } from './render-run.js';
import type { ReuseRange } from './reuse-analysis.js';
import { movieHash, rangeKey, soundKey } from './reuse-keys.js';
import type { HeldSegment, SegmentCache } from './segment-cache.js';
import { joinProblem, joinSegments, type Segment, segmentStream } from './segment-join.js';

/**
 * x264's stitchable mode: parameter sets (SPS/PPS) that do not depend on the rate control
 * of the run, so that segments encoded apart, alike, can be joined without re-encoding.
 */
export const SEGMENT_ENCODER_ARGS: readonly string[] = ['-x264-params', 'stitchable=1'];

/** What a row made from segments needs: the row's prepared render and the run's cache. */
export interface ReuseRow {
  runner: FfmpegRunner;
  prepared: PreparedRender;
  /** The movie as given (bindings and all): part of every key. */
  movie: unknown;
  /** The same, checked: where the bindings are read. */
  source: Movie;
  /** The variables whose values differ between rows (varyingVariables). */
  keys: ReadonlySet<string>;
  ranges: readonly ReuseRange[];
  staticSound: boolean;
  cache: SegmentCache;
  /** The mp4 written (the caller writes aside and renames). */
  output: string;
  signal?: AbortSignal | undefined;
  onFrame?: ((frame: number) => void) | undefined;
}

/** The video of frames [start, end) alone: no sound, stitchable, written to `output`. */
function rangeCommand(plan: MoviePlan, paths: Record<string, string>, output: string): FfmpegCommand {
  const { audio: _sound, ...output0 } = plan.output;
  const silent: MoviePlan = { ...plan, output: output0 };
  const command = buildFfmpegArgs(silent, { paths, output });
  return {
    ...command,
    outputArgs: [...command.outputArgs.slice(0, -2), ...SEGMENT_ENCODER_ARGS, ...command.outputArgs.slice(-2)],
  };
}

/** The whole movie's sound alone, encoded as in a whole render, in an mp4 (m4a) file. */
function soundCommand(plan: MoviePlan, prepared: PreparedRender, output: string): FfmpegCommand {
  const g = new FilterGraph(plan.rate);
  const label = audioChain(g, plan, prepared.paths, prepared.withAudio);
  return {
    files: g.files,
    inputs: g.inputs,
    graph: g.toString(),
    outputArgs: ['-map', `[${label}]`, ...audioArgs(plan.output), '-f', 'mp4'],
    output,
    outputKind: 'file',
  };
}

/**
 * The cached file for `key`, made by `make` if needed. A make another row started and that
 * was stopped with that row (its task cancelled) is made again for this one.
 */
async function held(
  cache: SegmentCache,
  key: string,
  make: (partial: string) => Promise<void>,
  signal: AbortSignal | undefined,
  extension?: string,
): Promise<HeldSegment> {
  try {
    return await cache.hold(key, make, extension);
  } catch (error) {
    if (!(error instanceof RenderError && error.kind === 'aborted') || signal?.aborted) throw error;
    return cache.hold(key, make, extension);
  }
}

/**
 * A row's mp4 from its ranges (docs/render-reuse.md): the static ranges and the sound taken
 * from the run's cache (made by the first row that needs them), the dynamic ranges rendered
 * for this row, each range a segment that starts with a keyframe; checked to be joinable
 * (the same SPS/PPS in their avcC, each the frames of its range, so the row holds the
 * movie's frames), joined without re-encoding, the sound muxed beside.
 */
export async function renderRowFromSegments(row: ReuseRow): Promise<void> {
  const { runner, prepared, cache, signal } = row;
  const { plan } = prepared;
  const movie = movieHash(row.movie);
  const scratch = await mkdtemp(path.join(cache.dir, 'row-'));
  const holding: HeldSegment[] = [];
  let done = 0;
  const progress = (frames: number) => (frame: number) => row.onFrame?.(done + Math.min(frame, frames));
  try {
    const segments: Segment[] = [];
    for (const [i, range] of row.ranges.entries()) {
      const rangePlan = planRange(plan, range.start, range.end);
      const frames = range.end - range.start;
      const render = (output: string, drawn = rangePlan, paths = prepared.paths) =>
        runRender({
          runner,
          plan: drawn,
          paths,
          command: rangeCommand(drawn, paths, output),
          signal,
          onFrame: progress(frames),
        });
      if (range.static) {
        const key = await rangeKey(movie, rangePlan, prepared.paths, DEFAULT_FONT, SEGMENT_ENCODER_ARGS);
        const segment = await held(cache, key, render, signal);
        holding.push(segment);
        segments.push({ file: segment.file, frames });
      } else {
        // The bottom layers no varying value touches (a video and what is drawn on it), composed once.
        let drawn = rangePlan;
        const paths = { ...prepared.paths };
        for (const p of precompositions(row.source, rangePlan, row.keys)) {
          const base = basePlan(rangePlan, p);
          const key = await rangeKey(movie, base, prepared.paths, DEFAULT_FONT, ['precomposed', 'rawvideo', 'avi']);
          const make = (output: string) =>
            runRender({
              runner,
              plan: base,
              paths: prepared.paths,
              command: baseCommand(base, prepared.paths, output),
              signal,
            });
          const composed = await held(cache, key, make, signal, 'avi');
          holding.push(composed);
          paths[`precomposed:${key}`] = composed.file;
          drawn = withBase(drawn, p, `precomposed:${key}`);
        }
        const file = path.join(scratch, `range-${i}.mp4`);
        await render(file, drawn, paths);
        segments.push({ file, frames });
      }
      done += frames;
      row.onFrame?.(done);
    }

    let sound: string | undefined;
    if (plan.output.audio) {
      const make = (output: string) =>
        runRender({ runner, plan, paths: prepared.paths, command: soundCommand(plan, prepared, output), signal });
      if (row.staticSound) {
        const segment = await held(
          cache,
          await soundKey(movie, plan, prepared.paths, prepared.withAudio),
          make,
          signal,
        );
        holding.push(segment);
        sound = segment.file;
      } else {
        sound = path.join(scratch, 'sound.m4a');
        await make(sound);
      }
    }

    // Joinable: the same decoder configuration (SPS/PPS) and each the frames of its range,
    // read from the files' headers; a file that cannot be read is not joined.
    const tracks = await Promise.all(
      segments.map(async (s) => {
        const track = await readMp4Track(s.file);
        if (track?.codec !== 'avc1')
          throw new RenderError('A rendered segment is not an H.264 mp4 the renderer can join.', 'ffmpeg');
        return track;
      }),
    );
    const problem = joinProblem(segments, tracks.map(segmentStream));
    if (problem) throw new RenderError(`The row's segments cannot be joined: ${problem}.`, 'ffmpeg');
    const soundTrack = sound ? await readMp4Track(sound) : undefined;
    if (sound && !soundTrack)
      throw new RenderError('The rendered sound is not an mp4 the renderer can join.', 'ffmpeg');
    await joinSegments({
      segments: tracks,
      sound: soundTrack,
      output: row.output,
      limitBytes: runner.outputLimitBytes,
      signal,
    });
  } finally {
    for (const segment of holding) await segment.release();
    await rm(scratch, { recursive: true, force: true });
  }
}
