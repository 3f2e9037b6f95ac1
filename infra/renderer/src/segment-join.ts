import { RenderError } from './api.js';
import { fdPath } from './ffmpeg-inputs.js';
import { runProcess } from './ffmpeg-process.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';
import { joinLayout, writeJoined } from './mp4-join.js';
import { type Mp4Track, readMp4Track } from './mp4-track.js';
import { outputLimitError } from './render-run.js';

/** One video segment of a row: its file and how many frames it holds. */
export interface Segment {
  file: string;
  frames: number;
}

/** What a segment's (or a joined file's) video stream is, as ffprobe reads it without decoding. */
export interface SegmentStream {
  codec: string;
  width: number;
  height: number;
  pixFmt: string;
  /** the decoder configuration (H.264: avcC with its SPS and PPS), as ffprobe's hex dump */
  extradata: string;
  /** packets = frames (one picture per packet) */
  frames: number;
}

interface ProbedStream {
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  extradata?: string;
  nb_read_packets?: string;
}

/** The first video stream of a file the renderer made itself (read as mp4 only). */
export async function probeSegment(runner: FfmpegRunner, file: string, signal?: AbortSignal): Promise<SegmentStream> {
  const stdout = await runProcess({
    command: runner.ffprobePath,
    args: [
      '-v',
      'error',
      '-format_whitelist',
      'mov',
      '-protocol_whitelist',
      'file',
      '-select_streams',
      'v:0',
      '-count_packets',
      '-show_streams',
      '-show_data',
      '-of',
      'json',
      fdPath(0),
    ],
    files: [file],
    timeoutMs: Math.min(30_000, runner.timeoutMs),
    signal,
  });
  const stream = ((JSON.parse(stdout) as { streams?: ProbedStream[] }).streams ?? [])[0];
  if (!stream) throw new RenderError('A rendered segment has no video stream.', 'ffmpeg');
  return {
    codec: stream.codec_name ?? '',
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    pixFmt: stream.pix_fmt ?? '',
    extradata: stream.extradata ?? '',
    frames: Number(stream.nb_read_packets ?? 0),
  };
}

/** What readMp4Track read of a segment, as joinProblem compares it. */
export function segmentStream(track: Mp4Track): SegmentStream {
  // The pixel format is in the SPS, compared with the rest of the decoder configuration.
  return {
    codec: track.codec === 'avc1' ? 'h264' : track.codec,
    width: track.width,
    height: track.height,
    pixFmt: '',
    extradata: track.avcC.toString('hex'),
    frames: track.samples.length,
  };
}

/**
 * The same facts read from an mp4 segment the renderer wrote (one video track, H.264)
 * without running ffprobe: the decoder configuration from its avcC box, the frames from its
 * sample table, the size from its sample entry. Undefined for a file that is not such a
 * segment.
 */
export async function readSegment(file: string): Promise<SegmentStream | undefined> {
  const track = await readMp4Track(file);
  return track?.codec === 'avc1' ? segmentStream(track) : undefined;
}

/**
 * Why segments cannot be joined without re-encoding, or undefined when they can: the same
 * codec, size, pixel format and decoder configuration (SPS/PPS), and each the frames it
 * should hold.
 */
export function joinProblem(segments: readonly Segment[], streams: readonly SegmentStream[]): string | undefined {
  const [first] = streams;
  if (!first) return 'there is no segment';
  for (const [i, s] of streams.entries()) {
    const want = segments[i]!.frames;
    if (s.frames !== want) return `segment ${i + 1} holds ${s.frames} frames instead of ${want}`;
    if (s.codec !== first.codec || s.width !== first.width || s.height !== first.height || s.pixFmt !== first.pixFmt)
      return `segment ${i + 1} is not encoded like the first`;
    if (s.extradata !== first.extradata)
      return `segment ${i + 1} has other H.264 parameter sets (SPS/PPS) than the first`;
  }
  return undefined;
}

/**
 * Joins video segments (each starting with a keyframe, encoded alike: the caller checks them
 * with joinProblem) and the sound into one mp4 without re-encoding and without another
 * ffmpeg run: the segments' samples one after another in one video track, the sound's
 * beside it, the boxes that describe the streams as ffmpeg wrote them (joinLayout,
 * docs/render-reuse.md). A row past the output limit is refused before it is written.
 */
export async function joinSegments(job: {
  segments: readonly Mp4Track[];
  sound?: Mp4Track | undefined;
  output: string;
  limitBytes: number;
  signal?: AbortSignal | undefined;
}): Promise<void> {
  const layout = joinLayout(job.segments, job.sound);
  if (typeof layout === 'string') throw new RenderError(`The row's segments cannot be joined: ${layout}.`, 'ffmpeg');
  if (layout.size > job.limitBytes) throw outputLimitError(job.limitBytes);
  const stopped = () => job.signal?.aborted === true;
  await writeJoined(layout, job.output, stopped);
  if (stopped()) throw new RenderError('The render was stopped.', 'aborted');
}
