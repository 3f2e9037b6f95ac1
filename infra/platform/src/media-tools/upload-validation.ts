import { open, stat } from 'node:fs/promises';
import { expectedContentOf, extensionOf } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { inspectText } from '../lib/text-files.ts';
import { MAX_FONT_BYTES } from './font-check.ts';
import { fontFileProblem } from './font-check-workers.ts';
import { mediaInfoOf, audioStreamOf, videoStreamOf, type MediaInfo } from './media-info.ts';
import { MediaToolError, type FfprobeResult, type MediaTools } from './media-tools.ts';
import { pictureSizeProblem, readPictureHeader, type FrameSize } from './picture-size.ts';

/** How messages name what a file should have been. */
export const KIND_WORDS = { video: 'a video', audio: 'an audio file', image: 'an image', font: 'a font' } as const;

/**
 * Checks that an uploaded file is what its name says (docs/reference.md §8: media that does not
 * decode is rejected with a 400 that says why). What each name must hold is the model's
 * rule (expectedContentOf): media the renderer may open is probed as such, fonts are
 * parsed, playlists and datasources must be text. Returns ffprobe's findings for media.
 */
export async function validateUpload(tools: MediaTools, name: string, file: string): Promise<MediaInfo | null> {
  const expected = expectedContentOf(name);
  switch (expected) {
    case 'video':
    case 'audio':
    case 'image':
      return probeMedia(tools, expected, name, file);
    case 'font':
      await requireFont(name, file);
      return null;
    case 'text':
      await requireText(name, file);
      return null;
    default:
      return null;
  }
}

async function probeMedia(
  tools: MediaTools,
  type: 'video' | 'audio' | 'image',
  name: string,
  file: string,
): Promise<MediaInfo> {
  const rejected = (reason: string) => badRequest(`${name} is not ${KIND_WORDS[type]} ffmpeg can read: ${reason}`);
  const tooLarge = (reason: string) => badRequest(`${name} is too large a picture: ${reason}`);
  // Found by content, as ffmpeg finds it, and read before ffprobe or a decoder allocates the picture.
  const header = await readFileHeader(file);
  if (header && 'problem' in header) throw rejected(header.problem);
  const headerProblem = header && pictureSizeProblem(header.frames, tools.pictureLimits);
  if (headerProblem) throw tooLarge(headerProblem);
  let probe;
  try {
    probe = await tools.probe(file);
    // Every picture stream ffprobe found (cover art included), for what the headers above do not cover.
    const streamProblem = pictureSizeProblem(pictureStreamsOf(probe), tools.pictureLimits);
    if (streamProblem) throw tooLarge(streamProblem);
    if (type === 'image') await tools.decodeFirstFrame(file);
  } catch (error) {
    if (error instanceof MediaToolError) throw rejected(error.reason);
    throw error;
  }
  if (type === 'audio' && !audioStreamOf(probe)) throw rejected('it has no audio stream');
  if (type !== 'audio' && !videoStreamOf(probe))
    throw rejected(`it has no ${type === 'image' ? 'picture' : 'video stream'}`);
  return mediaInfoOf(type, probe);
}

/** The picture header of a file, if its content is one of the still formats. */
async function readFileHeader(file: string) {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return await readPictureHeader({
      size,
      read: async (offset, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

function pictureStreamsOf(probe: FfprobeResult): FrameSize[] {
  return (probe.streams ?? [])
    .filter((s) => s.codec_type === 'video')
    .map((s) => ({ width: Number(s.width) || 0, height: Number(s.height) || 0 }));
}

export async function requireText(name: string, file: string): Promise<void> {
  if (!(await inspectText(file)).text) throw badRequest(`${name} is not a text file`);
}

async function requireFont(name: string, file: string): Promise<void> {
  const problem = await fontProblem(name, file);
  if (problem) throw badRequest(`${name} is not a font that can be read: ${problem}`);
}

/**
 * Why the file is not a font that can be drawn with, or undefined. ffmpeg's drawtext
 * quietly draws with a fallback font instead, so the whole font is read here (font-check.ts),
 * on a thread of its own (font-check-workers.ts).
 */
export async function fontProblem(name: string, file: string): Promise<string | undefined> {
  const { size } = await stat(file);
  if (size > MAX_FONT_BYTES) return `it is larger than ${MAX_FONT_BYTES} bytes`;
  return fontFileProblem(file, extensionOf(name) === 'woff2' ? 'woff2' : 'other');
}
