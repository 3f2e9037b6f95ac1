import { open } from 'node:fs/promises';
import {
  FIELDS,
  makeBox,
  makeFullBox,
  type Mp4Box,
  readBoxes,
  u32,
  u32s,
  u64,
  VISUAL_ENTRY,
  withFields,
} from './mp4-boxes.js';
import type { Mp4Sample, Mp4Track } from './mp4-track.js';

/** A sample of the joined file: where its bytes come from, and its timing in its track. */
interface JoinedSample extends Mp4Sample {
  file: string;
}

/** One track of the joined file, before its chunks are placed. */
interface JoinedTrack {
  template: Mp4Track;
  id: number;
  stsd: Buffer;
  samples: JoinedSample[];
  edits: { duration: number; mediaTime: number }[];
  /** in the movie's timescale */
  duration: number;
}

/** A run of bytes of the joined file's media data, copied from a file the renderer wrote. */
export interface CopyRun {
  file: string;
  offset: number;
  size: number;
}

/** The joined file: its header (ftyp, moov, mdat's header) and the runs of bytes after it. */
export interface JoinedLayout {
  header: Buffer;
  runs: CopyRun[];
  size: number;
}

/** Chunks hold about a second of a track, video and sound alternating, as ffmpeg interleaves them. */
const CHUNK_SECONDS = 1;

/** The samples of `samples` grouped by the second (of decoding time) they start in. */
function chunksOf(samples: readonly JoinedSample[], timescale: number): { second: number; samples: JoinedSample[] }[] {
  const chunks: { second: number; samples: JoinedSample[] }[] = [];
  let dts = 0;
  for (const sample of samples) {
    const second = Math.floor(dts / (timescale * CHUNK_SECONDS));
    const last = chunks.at(-1);
    if (last?.second === second) last.samples.push(sample);
    else chunks.push({ second, samples: [sample] });
    dts += sample.duration;
  }
  return chunks;
}

/** Run-length pairs (count, value) of `values`. */
function runs(values: readonly number[]): number[] {
  const pairs: number[] = [];
  for (const v of values) {
    if (pairs.length && pairs[pairs.length - 1] === v) pairs[pairs.length - 2]!++;
    else pairs.push(1, v);
  }
  return pairs;
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

function editList(edits: readonly { duration: number; mediaTime: number }[]): Buffer {
  const wide = edits.some((e) => e.duration > 0xffffffff || Math.abs(e.mediaTime) > 0x7fffffff);
  const entries = edits.map((e) => {
    const rate = u32(0x00010000);
    if (!wide) {
      const time = Buffer.alloc(4);
      time.writeInt32BE(e.mediaTime, 0);
      return Buffer.concat([u32(e.duration), time, rate]);
    }
    const time = Buffer.alloc(8);
    time.writeBigInt64BE(BigInt(e.mediaTime), 0);
    return Buffer.concat([u64(e.duration), time, rate]);
  });
  return makeBox('edts', makeFullBox('elst', wide ? 1 : 0, 0, u32(edits.length), ...entries));
}

/** The sample table of a track whose chunks start at `offsets` and hold `perChunk` samples each. */
function sampleTable(
  track: JoinedTrack,
  perChunk: readonly number[],
  offsets: readonly number[],
  wide: boolean,
): Buffer {
  const { samples } = track;
  const stts = runs(samples.map((s) => s.duration));
  const parts = [track.stsd, makeFullBox('stts', 0, 0, u32(stts.length / 2), u32s(stts))];
  if (samples.some((s) => !s.sync)) {
    const sync = samples.flatMap((s, i) => (s.sync ? [i + 1] : []));
    parts.push(makeFullBox('stss', 0, 0, u32(sync.length), u32s(sync)));
  }
  if (samples.some((s) => s.cts !== 0)) {
    const ctts = runs(samples.map((s) => s.cts));
    parts.push(makeFullBox('ctts', samples.some((s) => s.cts < 0) ? 1 : 0, 0, u32(ctts.length / 2), u32s(ctts)));
  }
  const stsc: number[] = [];
  perChunk.forEach((count, c) => {
    if (stsc.length === 0 || stsc[stsc.length - 2] !== count) stsc.push(c + 1, count, 1);
  });
  parts.push(makeFullBox('stsc', 0, 0, u32(stsc.length / 3), u32s(stsc)));
  parts.push(makeFullBox('stsz', 0, 0, u32(0), u32(samples.length), u32s(samples.map((s) => s.size))));
  parts.push(
    wide
      ? makeFullBox('co64', 0, 0, u32(offsets.length), ...offsets.map(u64))
      : makeFullBox('stco', 0, 0, u32(offsets.length), u32s(offsets)),
  );
  parts.push(...track.template.extra.map((b) => b.raw));
  return makeBox('stbl', ...parts);
}

function trackBox(track: JoinedTrack, perChunk: readonly number[], offsets: readonly number[], wide: boolean): Buffer {
  const t = track.template;
  const mediaDuration = track.samples.reduce((n, s) => n + s.duration, 0);
  const tkhd = withFields(t.tkhd, [FIELDS.tkhdTrackId, track.id], [FIELDS.tkhdDuration, track.duration]);
  return makeBox(
    'trak',
    tkhd,
    editList(track.edits),
    makeBox(
      'mdia',
      withFields(t.mdhd, [FIELDS.mdhdDuration, mediaDuration]),
      t.hdlr.raw,
      makeBox('minf', t.mediaHeader.raw, t.dinf.raw, sampleTable(track, perChunk, offsets, wide)),
    ),
  );
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
function videoTrack(segments: readonly Mp4Track[]): JoinedTrack | string {
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
function soundTrack(sound: Mp4Track, movieTimescale: number): JoinedTrack | string {
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

/**
 * The layout of one mp4 holding the segments' video, joined, and the sound beside it
 * (docs/render-reuse.md): ftyp and moov first (a file that starts playing before it is
 * whole, as +faststart makes them), then the media data in chunks of about a second, video
 * and sound alternating. The boxes that describe the streams (sample entries with their
 * decoder configuration and colour tags, handlers, the sound's edit list and roll groups)
 * are those of the files, as ffmpeg wrote them; the tables of samples and chunks are made
 * anew. Pure. A string says why the files cannot be joined.
 */
export function joinLayout(segments: readonly Mp4Track[], sound?: Mp4Track): JoinedLayout | string {
  const video = videoTrack(segments);
  if (typeof video === 'string') return video;
  const first = segments[0]!;
  const audio = sound ? soundTrack(sound, first.movieTimescale) : undefined;
  if (typeof audio === 'string') return audio;
  const tracks = audio ? [video, audio] : [video];

  // Chunks in file order: each second's video chunk, then its sound chunk.
  const order = tracks
    .flatMap((track, t) => chunksOf(track.samples, track.template.timescale).map((chunk) => ({ ...chunk, t })))
    .sort((a, b) => a.second - b.second || a.t - b.t);
  const data = order.reduce((n, c) => n + c.samples.reduce((m, s) => m + s.size, 0), 0);

  const perChunk = tracks.map((_, t) => order.filter((c) => c.t === t).map((c) => c.samples.length));
  const moov = (offsets: number[][], wide: boolean) => {
    const duration = Math.max(...tracks.map((t) => t.duration));
    const mvhd = withFields(first.mvhd, [FIELDS.mvhdDuration, duration]);
    mvhd.writeUInt32BE(tracks.length + 1, mvhd.length - 4); // next_track_ID
    return makeBox(
      'moov',
      mvhd,
      ...tracks.map((track, t) => trackBox(track, perChunk[t]!, offsets[t]!, wide)),
      ...(first.udta ? [first.udta.raw] : []),
    );
  };
  const placeholder = perChunk.map((counts) => counts.map(() => 0));
  const mdatHeaderSize = data + 8 > 0xffffffff ? 16 : 8;
  const start = first.ftyp.raw.length + moov(placeholder, false).length + mdatHeaderSize;
  const wide = start + data > 0xffffffff;
  // co64 makes the moov larger, and so the media start later: measure it with the wide tables.
  const mediaStart = wide ? first.ftyp.raw.length + moov(placeholder, true).length + mdatHeaderSize : start;

  const offsets: number[][] = tracks.map(() => []);
  const copy: CopyRun[] = [];
  let at = mediaStart;
  for (const chunk of order) {
    offsets[chunk.t]!.push(at);
    for (const s of chunk.samples) {
      const last = copy.at(-1);
      if (last && last.file === s.file && last.offset + last.size === s.offset) last.size += s.size;
      else copy.push({ file: s.file, offset: s.offset, size: s.size });
      at += s.size;
    }
  }
  const mdatHeader =
    mdatHeaderSize === 8
      ? Buffer.concat([u32(data + 8), Buffer.from('mdat', 'latin1')])
      : Buffer.concat([u32(1), Buffer.from('mdat', 'latin1'), u64(data + 16)]);
  const header = Buffer.concat([first.ftyp.raw, moov(offsets, wide), mdatHeader]);
  if (header.length !== mediaStart) throw new Error('the joined header changed size between its two passes');
  return { header, runs: copy, size: mediaStart + data };
}

/** Bytes copied at a time. */
const COPY_BUFFER = 1024 ** 2;

/**
 * Writes a joined layout to `output`: its header, then its runs of bytes from their files;
 * `stopped` is asked between runs.
 */
export async function writeJoined(layout: JoinedLayout, output: string, stopped: () => boolean): Promise<void> {
  const out = await open(output, 'w', 0o600);
  const sources = new Map<string, Awaited<ReturnType<typeof open>>>();
  try {
    await out.write(layout.header);
    const buffer = Buffer.alloc(COPY_BUFFER);
    for (const run of layout.runs) {
      if (stopped()) return;
      let source = sources.get(run.file);
      if (!source) sources.set(run.file, (source = await open(run.file, 'r')));
      for (let done = 0; done < run.size; ) {
        const want = Math.min(buffer.length, run.size - done);
        const { bytesRead } = await source.read(buffer, 0, want, run.offset + done);
        if (bytesRead === 0) throw new Error(`${run.file} ended before its samples`);
        await out.write(buffer, 0, bytesRead);
        done += bytesRead;
      }
    }
  } finally {
    for (const source of sources.values()) await source.close();
    await out.close();
  }
}
