import { open } from 'node:fs/promises';
import { FIELDS, fieldOf, find, inside, type Mp4Box, readBoxes, VISUAL_ENTRY } from './mp4-boxes.js';

/** One sample (a video frame, an audio packet) of a track: where its bytes are and when it plays. */
export interface Mp4Sample {
  offset: number;
  size: number;
  /** in the track's timescale */
  duration: number;
  /** composition offset: presentation minus decoding time, in the track's timescale */
  cts: number;
  sync: boolean;
}

/**
 * The one track of an mp4 file the renderer wrote (a segment of a row's video, the run's
 * sound), as the join needs it: the boxes it copies as they are, the edit list and the
 * samples (from its sample table).
 */
export interface Mp4Track {
  file: string;
  /** 'vide' or 'soun' */
  handler: string;
  ftyp: Mp4Box;
  mvhd: Mp4Box;
  udta?: Mp4Box | undefined;
  tkhd: Mp4Box;
  mdhd: Mp4Box;
  hdlr: Mp4Box;
  /** vmhd or smhd */
  mediaHeader: Mp4Box;
  dinf: Mp4Box;
  stsd: Mp4Box;
  /** the sample table's boxes the join does not rebuild (an audio track's roll groups) */
  extra: Mp4Box[];
  movieTimescale: number;
  timescale: number;
  /** the edit list's entries: `duration` in the movie's timescale, `mediaTime` in the track's (-1: an empty edit) */
  edits: { duration: number; mediaTime: number }[];
  samples: Mp4Sample[];
  /** the sample entry's four letters (avc1, mp4a) */
  codec: string;
  /** the video sample entry's size (0 for sound) */
  width: number;
  height: number;
  /** the H.264 decoder configuration (avcC's payload), empty for other codecs */
  avcC: Buffer;
}

/** Boxes of the sample table the join rebuilds from the samples. */
const REBUILT = new Set(['stsd', 'stts', 'ctts', 'stss', 'stsc', 'stsz', 'stco', 'co64']);

function table(
  box: Mp4Box | undefined,
  width: number,
): { count: number; at: (i: number, field: number) => number } | undefined {
  if (!box || box.payload.length < 8) return undefined;
  const count = box.payload.readUInt32BE(4);
  if (8 + count * width * 4 > box.payload.length) return undefined;
  return { count, at: (i, field) => box.payload.readUInt32BE(8 + (i * width + field) * 4) };
}

/** The samples of a sample table; undefined when its tables disagree or are not ones the join reads. */
function samplesOf(stbl: Mp4Box[]): Mp4Sample[] | undefined {
  const stsz = find(stbl, 'stsz');
  if (!stsz || stsz.payload.length < 12) return undefined;
  const fixed = stsz.payload.readUInt32BE(4);
  const count = stsz.payload.readUInt32BE(8);
  if (fixed === 0 && 12 + count * 4 > stsz.payload.length) return undefined;
  const samples: Mp4Sample[] = Array.from({ length: count }, (_, i) => ({
    offset: 0,
    size: fixed || stsz.payload.readUInt32BE(12 + i * 4),
    duration: 0,
    cts: 0,
    sync: true,
  }));

  const stts = table(find(stbl, 'stts'), 2);
  if (!stts) return undefined;
  let n = 0;
  for (let e = 0; e < stts.count; e++)
    for (let k = 0; k < stts.at(e, 0); k++) if (n < count) samples[n++]!.duration = stts.at(e, 1);
  if (n !== count) return undefined;

  const cttsBox = find(stbl, 'ctts');
  if (cttsBox) {
    const ctts = table(cttsBox, 2);
    if (!ctts) return undefined;
    const signed = cttsBox.payload[0] === 1;
    n = 0;
    for (let e = 0; e < ctts.count; e++) {
      const raw = ctts.at(e, 1);
      for (let k = 0; k < ctts.at(e, 0); k++) if (n < count) samples[n++]!.cts = signed ? raw | 0 : raw;
    }
    if (n !== count) return undefined;
  }

  const stssBox = find(stbl, 'stss');
  if (stssBox) {
    const stss = table(stssBox, 1);
    if (!stss) return undefined;
    for (const s of samples) s.sync = false;
    for (let e = 0; e < stss.count; e++) {
      const sample = samples[stss.at(e, 0) - 1];
      if (!sample) return undefined;
      sample.sync = true;
    }
  }

  // Chunks: their offsets (stco, or co64 for a large file) and how many samples each holds (stsc).
  const co64 = find(stbl, 'co64');
  const stco = co64 ? undefined : table(find(stbl, 'stco'), 1);
  const chunks = co64 ? co64.payload.readUInt32BE(4) : stco?.count;
  if (chunks === undefined || (co64 && 8 + chunks * 8 > co64.payload.length)) return undefined;
  const chunkOffset = (c: number) => (co64 ? Number(co64.payload.readBigUInt64BE(8 + c * 8)) : stco!.at(c, 0));
  const stsc = table(find(stbl, 'stsc'), 3);
  if (!stsc) return undefined;
  n = 0;
  for (let e = 0; e < stsc.count; e++) {
    const first = stsc.at(e, 0) - 1;
    const last = e + 1 < stsc.count ? stsc.at(e + 1, 0) - 1 : chunks;
    const perChunk = stsc.at(e, 1);
    if (first < 0 || last > chunks || first > last) return undefined;
    for (let c = first; c < last; c++) {
      let offset = chunkOffset(c);
      for (let k = 0; k < perChunk; k++) {
        const sample = samples[n++];
        if (!sample) return undefined;
        sample.offset = offset;
        offset += sample.size;
      }
    }
  }
  return n === count ? samples : undefined;
}

function editsOf(edts: Mp4Box | undefined): { duration: number; mediaTime: number }[] | undefined {
  const elst = find(inside(edts), 'elst');
  if (!elst) return edts ? undefined : [];
  const wide = elst.payload[0] === 1;
  const count = elst.payload.readUInt32BE(4);
  const size = wide ? 20 : 12;
  if (8 + count * size > elst.payload.length) return undefined;
  return Array.from({ length: count }, (_, i) => {
    const at = 8 + i * size;
    return wide
      ? { duration: Number(elst.payload.readBigUInt64BE(at)), mediaTime: Number(elst.payload.readBigInt64BE(at + 8)) }
      : { duration: elst.payload.readUInt32BE(at), mediaTime: elst.payload.readInt32BE(at + 4) };
  });
}

/** The first sample entry of an stsd: its type, and for H.264 its size and avcC. */
function entryOf(stsd: Mp4Box): { codec: string; width: number; height: number; avcC: Buffer } | undefined {
  const entry = readBoxes(stsd.payload.subarray(8))?.[0];
  if (!entry) return undefined;
  if (entry.type !== 'avc1') return { codec: entry.type, width: 0, height: 0, avcC: Buffer.alloc(0) };
  if (entry.payload.length < VISUAL_ENTRY) return undefined;
  const avcC = find(readBoxes(entry.payload.subarray(VISUAL_ENTRY)), 'avcC');
  if (!avcC) return undefined;
  return {
    codec: 'avc1',
    width: entry.payload.readUInt16BE(24),
    height: entry.payload.readUInt16BE(26),
    avcC: avcC.payload,
  };
}

/** The moov box of a file, read without reading its media (a top-level walk of box headers). */
async function readMoov(file: string): Promise<{ ftyp: Mp4Box; moov: Mp4Box } | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size: length } = await handle.stat();
    const head = Buffer.alloc(16);
    let at = 0;
    let ftyp: Mp4Box | undefined;
    while (at + 8 <= length) {
      await handle.read(head, 0, 16, at);
      let size = head.readUInt32BE(0);
      if (size === 1) size = Number(head.readBigUInt64BE(8));
      else if (size === 0) size = length - at;
      if (size < 8 || at + size > length) return undefined;
      const type = head.toString('latin1', 4, 8);
      if (type === 'ftyp' || type === 'moov') {
        // Small boxes only: a moov past 64 MB is not one the renderer wrote.
        if (size > 64 * 1024 ** 2) return undefined;
        const raw = Buffer.alloc(size);
        await handle.read(raw, 0, size, at);
        const box = readBoxes(raw)?.[0];
        if (!box) return undefined;
        if (type === 'ftyp') ftyp = box;
        else return ftyp ? { ftyp, moov: box } : undefined;
      }
      at += size;
    }
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * The one track of an mp4 file (a segment or the sound the renderer wrote); undefined for
 * a file that is not such an mp4: not mp4, several tracks, or tables the join does not read.
 */
export async function readMp4Track(file: string): Promise<Mp4Track | undefined> {
  const top = await readMoov(file);
  if (!top) return undefined;
  const moov = inside(top.moov);
  const traks = moov?.filter((b) => b.type === 'trak') ?? [];
  const mvhd = find(moov, 'mvhd');
  if (!mvhd || traks.length !== 1) return undefined;
  const trak = inside(traks[0]);
  const mdia = inside(find(trak, 'mdia'));
  const minf = inside(find(mdia, 'minf'));
  const stblBox = find(minf, 'stbl');
  const stbl = inside(stblBox);
  const tkhd = find(trak, 'tkhd');
  const mdhd = find(mdia, 'mdhd');
  const hdlr = find(mdia, 'hdlr');
  const mediaHeader = find(minf, 'vmhd') ?? find(minf, 'smhd');
  const dinf = find(minf, 'dinf');
  const stsd = find(stbl, 'stsd');
  if (!tkhd || !mdhd || !hdlr || hdlr.payload.length < 12 || !mediaHeader || !dinf || !stsd || !stbl) return undefined;
  const edits = editsOf(find(trak, 'edts'));
  const samples = samplesOf(stbl);
  const entry = entryOf(stsd);
  if (!edits || !samples || !entry) return undefined;
  return {
    file,
    handler: hdlr.payload.toString('latin1', 8, 12),
    ftyp: top.ftyp,
    mvhd,
    udta: find(moov, 'udta'),
    tkhd,
    mdhd,
    hdlr,
    mediaHeader,
    dinf,
    stsd,
    extra: stbl.filter((b) => !REBUILT.has(b.type)),
    movieTimescale: fieldOf(mvhd, FIELDS.mvhdTimescale),
    timescale: fieldOf(mdhd, FIELDS.mdhdTimescale),
    edits,
    samples,
    ...entry,
  };
}
