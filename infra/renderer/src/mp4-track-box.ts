import { FIELDS, makeBox, makeFullBox, u32, u32s, u64, withFields } from './mp4-boxes.js';
import type { JoinedTrack } from './mp4-joined-tracks.js';

/** Run-length pairs (count, value) of `values`. */
function runs(values: readonly number[]): number[] {
  const pairs: number[] = [];
  for (const v of values) {
    if (pairs.length && pairs[pairs.length - 1] === v) pairs[pairs.length - 2]!++;
    else pairs.push(1, v);
  }
  return pairs;
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

export function trackBox(
  track: JoinedTrack,
  perChunk: readonly number[],
  offsets: readonly number[],
  wide: boolean,
): Buffer {
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
