import { open } from 'node:fs/promises';
import { FIELDS, makeBox, u32, u64, withFields } from './mp4-boxes.js';
import { type JoinedSample, soundTrack, videoTrack } from './mp4-joined-tracks.js';
import type { Mp4Track } from './mp4-track.js';
import { trackBox } from './mp4-track-box.js';

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
