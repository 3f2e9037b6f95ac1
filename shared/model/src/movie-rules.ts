/** Movie rules of docs/reference.md §5 and §9: codecs, formats, audio defaults, bitrates, frame rates. */

import { nameProblem } from './names.js';

export type VideoCodec = 'x264' | 'vp8' | 'prores' | 'gif' | 'mpeg2' | 'wmv';
export type OutputFormat = 'mp4' | 'webm' | 'mov' | 'gif' | 'mpg' | 'wmv' | 'flv' | 'jpg' | 'png' | 'tif';

export const DEFAULT_VIDEO_CODEC: VideoCodec = 'x264';
export const VIDEO_CODECS: readonly VideoCodec[] = ['x264', 'vp8', 'prores', 'gif', 'mpeg2', 'wmv'];
export const FRAME_FORMATS: readonly OutputFormat[] = ['jpg', 'png', 'tif'];
export const ALL_FORMATS: readonly OutputFormat[] = ['mov', 'webm', 'mp4', 'mpg', 'gif', 'wmv', 'jpg', 'png', 'tif'];

/** Output formats by codec in the movie settings. */
export const CODEC_OUTPUTS: readonly { codec: VideoCodec; format: OutputFormat; label: string }[] = [
  { codec: 'x264', format: 'mp4', label: 'x264 mp4 (dash)' },
  { codec: 'vp8', format: 'webm', label: 'vp8 webm' },
  { codec: 'prores', format: 'mov', label: 'prores mov' },
  { codec: 'gif', format: 'gif', label: 'gif' },
  { codec: 'mpeg2', format: 'mpg', label: 'mpeg2 mpg' },
  { codec: 'wmv', format: 'wmv', label: 'wmv' },
];

export function isVideoCodec(value: unknown): value is VideoCodec {
  return typeof value === 'string' && (VIDEO_CODECS as readonly string[]).includes(value);
}

/** Every format a render can be fetched in. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = [...ALL_FORMATS, 'flv'];

export function isOutputFormat(value: unknown): value is OutputFormat {
  return typeof value === 'string' && (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/**
 * Formats offered for a movie by its codec; the first is the default. ProRes/AAC: mov and
 * frames; H264/AAC: mp4, flv and frames; VP8/VORBIS: webm and frames; GIF: gif; an
 * unspecified codec: everything; any other codec: none.
 */
export function formatsForCodec(videocodec: string | undefined): OutputFormat[] {
  switch (videocodec ?? '') {
    case 'prores':
      return ['mov', 'jpg', 'png', 'tif'];
    case 'x264':
      return ['mp4', 'flv', 'jpg', 'png', 'tif'];
    case 'vp8':
      return ['webm', 'jpg', 'png', 'tif'];
    case 'gif':
      return ['gif'];
    case '':
      return [...ALL_FORMATS];
    default:
      return [];
  }
}

/**
 * The format a movie is rendered to when none is chosen: the first its codec offers
 * (docs/reference.md §5), so an unspecified codec gives mov. Undefined for a codec that
 * offers none. The console's choices and the platform's renders both start from it.
 */
export function defaultFormat(videocodec: string | undefined): OutputFormat | undefined {
  return formatsForCodec(videocodec)[0];
}

export interface AudioDefaults {
  audiocodec: 'aac' | 'vorbis' | 'mp3' | 'none';
  audioabr: number;
}

/** Audio defaults per video codec: gif none; x264 and prores aac 64k; vp8 vorbis 128k; mpeg2 and wmv mp3 64k. */
export function audioDefaults(videocodec: string | undefined): AudioDefaults {
  switch (videocodec || DEFAULT_VIDEO_CODEC) {
    case 'gif':
      return { audiocodec: 'none', audioabr: 0 };
    case 'vp8':
      return { audiocodec: 'vorbis', audioabr: 128_000 };
    case 'mpeg2':
    case 'wmv':
      return { audiocodec: 'mp3', audioabr: 64_000 };
    default:
      return { audiocodec: 'aac', audioabr: 64_000 };
  }
}

/** Export video bitrate (kbit/s) by height. */
export function exportBitrate(height: number): number {
  if (height >= 2160) return 24_000;
  if (height >= 1440) return 12_000;
  if (height >= 1080) return 6_000;
  if (height >= 720) return 3_000;
  if (height >= 480) return 1_500;
  return 1_000;
}

export const EXPORT_AUDIO = { audiocodec: 'aac', audioabr: 128_000 } as const;

/** The streaming hint (minimum forced keyframe interval) and its default. */
export const KEYFRAME_HINT_DEFAULT = 45;

/** The hint is stored only if it differs from the default. */
export function storedKeyframeHint(value: number | undefined): number | undefined {
  return value === undefined || value === KEYFRAME_HINT_DEFAULT || value <= 0 ? undefined : value;
}

export interface Rate {
  num: number;
  den: number;
}

export const MOVIE_FRAME_RATES: readonly Rate[] = [
  { num: 15, den: 1 },
  { num: 24000, den: 1001 },
  { num: 24, den: 1 },
  { num: 25, den: 1 },
  { num: 30000, den: 1001 },
  { num: 30, den: 1 },
];
export const STORY_FRAME_RATES: readonly Rate[] = MOVIE_FRAME_RATES.filter(
  (rate) => !(rate.num === 24 && rate.den === 1),
);

/** "25", "25/1", "30000/1001" -> {num, den}; null when it is not a positive rate. */
export function parseFrameRate(value: string | number | Partial<Rate> | undefined | null): Rate | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') {
    const num = Number(value.num);
    const den = value.den === undefined || value.den === 0 ? 1 : Number(value.den);
    return Number.isInteger(num) && Number.isInteger(den) && num > 0 && den > 0 ? { num, den } : null;
  }
  const match = /^\s*(\d+)(?:\s*\/\s*(\d+))?\s*$/.exec(String(value));
  if (!match) return null;
  const num = Number(match[1]);
  const den = match[2] === undefined ? 1 : Number(match[2]);
  return num > 0 && den > 0 ? { num, den } : null;
}

export function formatFrameRateText({ num, den }: Rate): string {
  return den === 1 ? String(num) : `${num}/${den}`;
}

export const frameRateValue = ({ num, den }: Rate) => num / den;

/** Content types of the output formats (docs/reference.md §5). */
const CONTENT_TYPES: Record<OutputFormat, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mpg: 'video/mpeg',
  wmv: 'video/x-ms-wmv',
  gif: 'image/gif',
  png: 'image/png',
  tif: 'image/tiff',
  jpg: 'image/jpeg',
  mov: 'video/quicktime',
  flv: 'video/x-flv',
};

export function contentTypeOfFormat(format: string): string {
  return CONTENT_TYPES[format as OutputFormat] ?? 'application/octet-stream';
}

export function isFrameFormat(format: string): boolean {
  return (FRAME_FORMATS as readonly string[]).includes(format);
}

/** Copying a movie needs a non-empty name; null means nothing happens. */
export function copyName(answer: string | null | undefined): string | null {
  const name = answer?.trim();
  return name ? name : null;
}

/** Movie names are file names in the project: same rules as assets. */
export function movieNameError(name: string): string | null {
  if (!name.trim()) return 'A movie needs a name.';
  return nameProblem(name, { maxLength: 200 }) ?? null;
}
