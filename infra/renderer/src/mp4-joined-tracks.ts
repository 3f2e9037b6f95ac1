import { type Mp4Box, readBoxes, VISUAL_ENTRY } from './mp4-boxes.js';
import type { Mp4Sample, Mp4Track } from './mp4-track.js';

/** A sample of the joined file: where its bytes come from, and its timing in its track. */
export interface JoinedSample extends Mp4Sample {
  file: string;
}

/** One track of the joined file, before its chunks are placed. */
export interface JoinedTrack {
  template: Mp4Track;
  id: number;
  stsd: Buffer;
  samples: JoinedSample[];
  edits: { duration: number; mediaTime: number }[];
  /** in the movie's timescale */
  duration: number;
}

/** A copy of a video sample entry box (stsd) with its btrt (bit rates) set to what the joined samples carry. */
function withBitrates(stsd: Mp4Box, samples: readonly JoinedSample[], timescale: number): Buffer {
  const copy = Buffer.from(stsd.raw);
  const entry = readBoxes(copy.subarray(copy.length - stsd.payload.length + 8))?.[0];
  const btrt =
    entry && entry.payload.length > VISUAL_ENTRY
      ? readBoxes(entry.payload.subarray(VISUAL_ENTRY))?.find((b) => b.type === 'btrt')
      : undefined;
  if (!btrt || btrt.payload.length < 12) return copy;
  const perSecond = new Map<number, number>();
  let dts = 0;
  let bytes = 0;
  for (const s of samples) {
    const second = Math.floor(dts / timescale);
    perSecond.set(second, (perSecond.get(second) ?? 0) + s.size);
    dts += s.duration;
    bytes += s.size;
  }
  const seconds = dts / timescale;
  btrt.payload.writeUInt32BE(Math.min(0xffffffff, Math.max(0, ...perSecond.values()) * 8), 4);
  btrt.payload.writeUInt32BE(seconds > 0 ? Math.min(0xffffffff, Math.round((bytes * 8) / seconds)) : 0, 8);
  return copy;
}

/** Rescales a duration from one timescale to another. */
const rescale = (value: number, from: number, to: number) => Math.round((value * to) / from);

/**
 * The video track joined from segments (each starting with a keyframe, encoded alike, as
 * joinProblem checked): their samples one after another. Each segment's edit list starts
 * its pictures after the encoder's reordering delay; the joined track has one such delay,
 * the largest, and every segment's composition offsets grow by the difference, so that
 * each picture plays at its frame. A string with the reason when the segments are not ones
 * the join reads.
 */
export function videoTrack(segments: readonly Mp4Track[]): JoinedTrack | string {
  const [first] = segments;
  if (!first) return 'there is no segment';
  const delays: number[] = [];
  for (const [i, s] of segments.entries()) {
    if (s.handler !== 'vide' || s.timescale !== first.timescale)
      return `segment ${i + 1} is not a video track like the first`;
    if (s.extra.length)
      return `segment ${i + 1} has sample groups the join does not carry (${s.extra.map((b) => b.type).join(', ')})`;
    if (s.edits.length > 1 || (s.edits[0] && s.edits[0].mediaTime < 0))
      return `segment ${i + 1} has an edit list the join does not carry`;
    delays.push(s.edits[0]?.mediaTime ?? 0);
  }
  const delay = Math.max(...delays);
  const samples = segments.flatMap((s, i) =>
    s.samples.map((sample) => ({ ...sample, cts: sample.cts + delay - delays[i]!, file: s.file })),
  );
  const mediaDuration = samples.reduce((n, s) => n + s.duration, 0);
  const duration = rescale(mediaDuration, first.timescale, first.movieTimescale);
  return {
    template: first,
    id: 1,
    stsd: withBitrates(first.stsd, samples, first.timescale),
    samples,
    edits: [{ duration, mediaTime: delay }],
    duration,
  };
}

/**
 * The sound track as it is (its samples, edit list and sample groups), its durations in the video's
 * movie timescale.
 */
export function soundTrack(sound: Mp4Track, movieTimescale: number): JoinedTrack | string {
  if (sound.handler !== 'soun') return 'the sound is not an audio track';
  const edits = sound.edits.map((e) => ({
    duration: rescale(e.duration, sound.movieTimescale, movieTimescale),
    mediaTime: e.mediaTime,
  }));
  const media = sound.samples.reduce((n, s) => n + s.duration, 0);
  const duration = edits.length
    ? edits.reduce((n, e) => n + e.duration, 0)
    : rescale(media, sound.timescale, movieTimescale);
  return {
    template: sound,
    id: 2,
    stsd: sound.stsd.raw,
    samples: sound.samples.map((s) => ({ ...s, file: sound.file })),
    edits: edits.length ? edits : [{ duration, mediaTime: 0 }],
    duration,
  };
}
