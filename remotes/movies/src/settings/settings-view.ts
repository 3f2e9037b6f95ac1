/** What the settings tab shows for a movie. */
import {
  CODEC_OUTPUTS,
  defaultFormat,
  exportBitrate,
  formatFrameRateText,
  formatsForCodec,
  MOVIE_FRAME_RATES,
  parseFrameRate,
  type Rate,
} from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';

export const AUDIO_CODECS = ['aac', 'vorbis', 'mp3', 'none'] as const;

/** The codec choices: each output of docs/reference.md §5, and "unspecified", which offers every format. */
export const CODEC_CHOICES: readonly { value: string; label: string }[] = [
  ...CODEC_OUTPUTS.map(({ codec, label }) => ({ value: codec, label })),
  { value: '', label: 'Unspecified' },
];

/** The frame rates offered, with the movie's own when it is not one of them. */
export function frameRateChoices(current: Rate | null): string[] {
  const offered = MOVIE_FRAME_RATES.map(formatFrameRateText);
  const own = current ? formatFrameRateText(current) : null;
  return own && !offered.includes(own) ? [...offered, own] : offered;
}

/** The formats offered for the codec, exactly as docs/reference.md §5 lists them; the first is the default. */
export function offeredFormats(movie: Movie): { format: string; isDefault: boolean }[] {
  const codec = movie.params?.vparams?.videocodec;
  const chosen = defaultFormat(codec);
  return formatsForCodec(codec).map((format) => ({ format, isDefault: format === chosen }));
}

export function frameRateOf(movie: Movie): Rate | null {
  return parseFrameRate(movie.params?.vparams?.videoframerate);
}

/** What a bitrate of 0 means for this movie. */
export function bitrateHint(movie: Movie): string {
  const height = movie.params?.vparams?.height ?? 0;
  return `0 uses ${exportBitrate(height)} kbit/s, the export bitrate for a height of ${height}.`;
}
