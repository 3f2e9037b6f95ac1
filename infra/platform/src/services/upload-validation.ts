import { open, readFile } from 'node:fs/promises';
import { expectedContentOf, extensionOf, messageOf } from '@reelforge/model';
import opentype from 'opentype.js';
import { badRequest } from '../lib/http-errors.ts';
import { inspectText } from '../lib/text-files.ts';
import { mediaInfoOf, audioStreamOf, videoStreamOf, type MediaInfo } from './media-info.ts';
import { MediaToolError, type MediaTools } from './media-tools.ts';

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

async function probeMedia(tools: MediaTools, type: 'video' | 'audio' | 'image', name: string, file: string): Promise<MediaInfo> {
  const rejected = (reason: string) => badRequest(`${name} is not ${KIND_WORDS[type]} ffmpeg can read: ${reason}`);
  let probe;
  try {
    probe = await tools.probe(file);
    if (type === 'image') await tools.decodeFirstFrame(file);
  } catch (error) {
    if (error instanceof MediaToolError) throw rejected(error.reason);
    throw error;
  }
  if (type === 'audio' && !audioStreamOf(probe)) throw rejected('it has no audio stream');
  if (type !== 'audio' && !videoStreamOf(probe)) throw rejected(`it has no ${type === 'image' ? 'picture' : 'video stream'}`);
  return mediaInfoOf(type, probe);
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
 * quietly draws with a fallback font instead, so the file is read here.
 */
export async function fontProblem(name: string, file: string): Promise<string | undefined> {
  if (extensionOf(name) === 'woff2') {
    // opentype.js cannot decompress WOFF2: check its header and declared length instead.
    const header = Buffer.alloc(12);
    const handle = await open(file, 'r');
    try {
      const { bytesRead } = await handle.read(header, 0, 12, 0);
      const { size } = await handle.stat();
      if (bytesRead < 12 || header.toString('latin1', 0, 4) !== 'wOF2') return 'it is not a WOFF2 file';
      if (header.readUInt32BE(8) !== size) return 'the file is truncated';
    } finally {
      await handle.close();
    }
    return undefined;
  }
  const bytes = await readFile(file);
  try {
    const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    return font.numGlyphs ? undefined : 'it has no glyphs';
  } catch (error) {
    // opentype.js reads past the end of a cut-off file: say so in words.
    if (error instanceof RangeError) return 'the file is truncated or damaged';
    return messageOf(error);
  }
}
