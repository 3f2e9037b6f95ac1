import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rate } from '@reelforge/model';
import { RenderError } from './api.js';
import { fdPath } from './ffmpeg-inputs.js';
import { FfmpegError, runProcess } from './ffmpeg-process.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';

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
    args: ['-v', 'error', '-format_whitelist', 'mov', '-protocol_whitelist', 'file', '-select_streams', 'v:0', '-count_packets', '-show_streams', '-show_data', '-of', 'json', fdPath(0)],
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

/** The box of type `type` inside `data` (found by its four letters and its size before them), or undefined. */
function box(data: Buffer, type: string): Buffer | undefined {
  const at = data.indexOf(type, 0, 'latin1');
  if (at < 4) return undefined;
  const size = data.readUInt32BE(at - 4);
  return size >= 8 && at - 4 + size <= data.length ? data.subarray(at + 4, at - 4 + size) : undefined;
}

/**
 * The same facts read from an mp4 segment the renderer wrote (one video track, H.264)
 * without running ffprobe: the decoder configuration from its avcC box, the frames from its
 * sample table (stsz), the size from its sample entry. Each row's own segment is read so;
 * a file that is not such a segment gives undefined.
 */
export async function readSegment(file: string): Promise<SegmentStream | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    let at = 0;
    // Top-level boxes: find moov (first in a +faststart file) without reading the media.
    for (;;) {
      const { bytesRead } = await handle.read(head, 0, 8, at);
      if (bytesRead < 8) return undefined;
      let size = head.readUInt32BE(0);
      if (size === 1) {
        // A 64-bit size follows the type (a large mdat).
        const large = Buffer.alloc(8);
        await handle.read(large, 0, 8, at + 8);
        size = Number(large.readBigUInt64BE(0));
      }
      if (head.toString('latin1', 4, 8) === 'moov') {
        const moov = Buffer.alloc(size - 8);
        await handle.read(moov, 0, moov.length, at + 8);
        const avc1 = box(moov, 'avc1');
        const avcC = box(moov, 'avcC');
        const stsz = box(moov, 'stsz');
        if (!avc1 || !avcC || !stsz || avc1.length < 28) return undefined;
        // The pixel format is in the SPS, compared with the rest of the decoder configuration.
        return { codec: 'h264', width: avc1.readUInt16BE(24), height: avc1.readUInt16BE(26), pixFmt: '', extradata: avcC.toString('hex'), frames: stsz.readUInt32BE(8) };
      }
      if (size < 8) return undefined;
      at += size;
    }
  } finally {
    await handle.close();
  }
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
    if (s.codec !== first.codec || s.width !== first.width || s.height !== first.height || s.pixFmt !== first.pixFmt) return `segment ${i + 1} is not encoded like the first`;
    if (s.extradata !== first.extradata) return `segment ${i + 1} has other H.264 parameter sets (SPS/PPS) than the first`;
  }
  return undefined;
}

/** Seconds of `frames` frames, as the concat list's `duration` takes them. */
function seconds(frames: number, rate: Rate): string {
  return String((frames * rate.den) / rate.num);
}

/**
 * Joins video segments (each starting with a keyframe, encoded alike) and a sound file into
 * one mp4 without re-encoding: ffmpeg's concat demuxer over the segments (handed over as
 * /dev/fd/N; the list names them so, never by path), stream copy (packets as encoded, no
 * conversion: the parameter sets stay in the avcC of the file), the sound muxed beside.
 * `scratch` is a folder for the list. The caller checks the segments first (joinProblem).
 */
export async function joinSegments(
  runner: FfmpegRunner,
  job: { segments: readonly Segment[]; sound?: string | undefined; rate: Rate; output: string; scratch: string; signal?: AbortSignal | undefined },
): Promise<void> {
  const { segments, sound, rate, output } = job;
  const list = path.join(job.scratch, 'segments.ffconcat');
  // Files: the list (3), the sound (4, when there is one), then the segments.
  const first = sound ? 2 : 1;
  const lines = ['ffconcat version 1.0', ...segments.flatMap((s, i) => [`file '${fdPath(first + i)}'`, `duration ${seconds(s.frames, rate)}`])];
  await writeFile(list, `${lines.join('\n')}\n`, { mode: 0o600 });
  const inputs = ['-f', 'concat', '-safe', '0', '-auto_convert', '0', '-format_whitelist', 'concat,mov', '-protocol_whitelist', 'file', '-i', fdPath(0)];
  const audio = sound ? ['-format_whitelist', 'mov', '-protocol_whitelist', 'file', '-i', fdPath(1)] : [];
  const maps = ['-map', '0:v:0', ...(sound ? ['-map', '1:a:0'] : [])];
  try {
    await runProcess({
      command: runner.ffmpegPath,
      args: ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...inputs, ...audio, ...maps, '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', output.includes(':') ? `file:${output}` : output],
      files: [list, ...(sound ? [sound] : []), ...segments.map((s) => s.file)],
      timeoutMs: runner.timeoutMs,
      signal: job.signal,
      watch: { path: output, kind: 'file', limitBytes: runner.outputLimitBytes },
    });
  } catch (error) {
    if (error instanceof FfmpegError && error.failure === 'aborted') throw new RenderError('The render was stopped.', 'aborted');
    if (error instanceof FfmpegError) throw new RenderError(`ffmpeg failed to join the segments: ${error.stderr.trim() || error.reason}`, 'ffmpeg');
    throw error;
  }
}
