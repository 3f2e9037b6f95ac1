import { audioDefaults, exportBitrate, KEYFRAME_HINT_DEFAULT, VIDEO_CODECS, type Rate } from '@reelforge/model';
import type { AudioParams, VideoParams } from '@reelforge/sdl';
import type { EncodeOverrides } from './api.js';
import type { OutputPlan, RenderTarget } from './plan-types.js';

/** Every render's sound: 48 kHz stereo. */
const SAMPLE_RATE = 48_000;
/** x264 preset unless the request pins one: renders and previews favour speed. */
export const DEFAULT_PRESET = 'veryfast';

const VIDEO: Record<RenderTarget, { codec: string; muxer: string }> = {
  mp4: { codec: 'libx264', muxer: 'mp4' },
  flv: { codec: 'libx264', muxer: 'flv' },
  hls: { codec: 'libx264', muxer: 'hls' },
  webm: { codec: 'libvpx', muxer: 'webm' },
  mov: { codec: 'prores_ks', muxer: 'mov' },
  gif: { codec: 'gif', muxer: 'gif' },
  mpg: { codec: 'mpeg2video', muxer: 'mpeg' },
  wmv: { codec: 'wmv2', muxer: 'asf' },
  jpg: { codec: 'mjpeg', muxer: 'image2' },
  png: { codec: 'png', muxer: 'image2' },
  tif: { codec: 'tiff', muxer: 'image2' },
};

/**
 * The audio encoder a container gets for the movie's audio codec (aac, vorbis, mp3, none):
 * the movie's choice where the container takes it, else the container's own.
 */
function audioEncoder(target: RenderTarget, requested: string): string | undefined {
  if (requested === 'none') return undefined;
  switch (target) {
    case 'mp4':
    case 'mov':
    case 'hls':
      return 'aac';
    case 'flv':
      return requested === 'mp3' ? 'libmp3lame' : 'aac';
    case 'webm':
      return 'libvorbis';
    case 'mpg':
      return requested === 'mp3' ? 'libmp3lame' : 'mp2';
    case 'wmv':
      return requested === 'mp3' ? 'libmp3lame' : 'wmav2';
    default:
      return undefined; // gif and single frames have no sound
  }
}

/** The default bit rate of an audio codec: what the video codecs defaulting to it use. */
function defaultAudioBitrate(audiocodec: string): number {
  return (
    VIDEO_CODECS.map((codec) => audioDefaults(codec)).find((d) => d.audiocodec === audiocodec)?.audioabr || 128_000
  );
}

/** Codecs, container and rates of a render (part of step 2). */
export function planOutput(
  target: RenderTarget,
  vparams: VideoParams,
  aparams: AudioParams,
  height: number,
  rate: Rate,
  encode: EncodeOverrides = {},
): OutputPlan {
  const videocodec = vparams.videocodec || undefined;
  const { codec, muxer } = VIDEO[target];
  const x264 = codec === 'libx264';
  const keyint =
    target === 'hls'
      ? Math.max(1, Math.round(rate.num / rate.den))
      : vparams.videominimumforcedkeyframeinterval || KEYFRAME_HINT_DEFAULT;
  const video: OutputPlan['video'] = { codec, bitrate: vparams.videobitrate || exportBitrate(height), keyint };
  if (x264) video.preset = encode.preset ?? DEFAULT_PRESET;
  if (x264 && encode.crf !== undefined) video.crf = encode.crf;

  const requested = aparams.audiocodec || audioDefaults(videocodec).audiocodec;
  const audioCodec = audioEncoder(target, requested);
  const plan: OutputPlan = { target, muxer, video };
  if (audioCodec) {
    const bitrate = encode.audioBitrate ?? (aparams.audioabr || defaultAudioBitrate(requested));
    plan.audio = { codec: audioCodec, bitrate, sampleRate: SAMPLE_RATE, channels: 2 };
  }
  return plan;
}
