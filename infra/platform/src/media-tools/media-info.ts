import type { MediaInfo } from '@reelforge/contract';
import type { AssetType } from '@reelforge/model';
import type { FfprobeResult, FfprobeStream } from '@reelforge/renderer';

/** What ?processed=1 tells about a video, audio file or image: the contract's shape. */
export type { MediaInfo };

/** The picture stream, not cover art attached to an audio file. */
export function videoStreamOf(probe: FfprobeResult): FfprobeStream | undefined {
  return probe.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
}

export function audioStreamOf(probe: FfprobeResult): FfprobeStream | undefined {
  return probe.streams?.find((s) => s.codec_type === 'audio');
}

function rate(value: string | undefined): number {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : 0;
}

function positive(value: string | number | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function mediaInfoOf(type: AssetType, probe: FfprobeResult): MediaInfo {
  const video = videoStreamOf(probe);
  const audio = audioStreamOf(probe);
  const still = type === 'image';
  const duration = still
    ? 0
    : positive(probe.format?.duration) || positive(video?.duration) || positive(audio?.duration);
  let framerate = '';
  if (video)
    framerate = rate(video.avg_frame_rate)
      ? video.avg_frame_rate!
      : rate(video.r_frame_rate)
        ? video.r_frame_rate!
        : '';
  let frames = 0;
  if (still) frames = video ? 1 : 0;
  else if (video) frames = Math.floor(positive(video.nb_frames)) || Math.round(duration * rate(framerate));
  return {
    type,
    duration: Math.round(duration * 1000) / 1000,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    framerate,
    frames,
    audio: audio !== undefined,
    video: video !== undefined,
  };
}
