/**
 * How every ffmpeg and ffprobe run of the platform reads a file it was given. The file is
 * opened by Node and inherited by the child: ffmpeg sees only /dev/fd/3, /dev/fd/4, ... so
 * no name a user chose (with `%d`, `*`, `concat:`, `subfile:`, `http:`...) ever reaches it,
 * and the demuxer must be one of the media demuxers below, found by the file's content. No
 * listed demuxer opens a second file (playlists, concat lists and image sequences are not
 * listed), and the file protocol is the only one allowed, so a file cannot lead ffmpeg
 * anywhere else.
 */

/** Demuxers of the media kinds users upload (video, audio, image). */
export const MEDIA_DEMUXERS: readonly string[] = [
  'mov',
  'mpegts',
  'matroska',
  'avi',
  'asf',
  'flv',
  'mpeg',
  'mpegvideo',
  'mp3',
  'wav',
  'aac',
  'ogg',
  'flac',
  'png_pipe',
  'jpeg_pipe',
  'gif',
  'gif_pipe',
  'tiff_pipe',
  'bmp_pipe',
  'webp_pipe',
];

/** Input options of every file input: media demuxers only, local file access only. */
export const SAFE_INPUT: readonly string[] = [
  '-format_whitelist',
  MEDIA_DEMUXERS.join(','),
  '-protocol_whitelist',
  'file',
];

/** The first descriptor a child inherits after stdin, stdout and stderr. */
const FIRST_FD = 3;

/** How the child sees the n-th file it was handed (0-based). */
export function fdPath(index: number): string {
  return `/dev/fd/${FIRST_FD + index}`;
}
