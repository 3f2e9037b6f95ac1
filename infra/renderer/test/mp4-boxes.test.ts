import { describe, expect, it } from 'vitest';
import {
  FIELDS,
  fieldOf,
  find,
  inside,
  makeBox,
  makeFullBox,
  readBoxes,
  u32,
  u64,
  withFields,
} from '../src/mp4-boxes.js';

describe('mp4 boxes', () => {
  it('reads boxes one after another, containers inside, a 64-bit size and a box to the end', () => {
    const large = Buffer.concat([u32(1), Buffer.from('mdat', 'latin1'), u64(20), Buffer.from('abcd')]);
    const toEnd = Buffer.concat([u32(0), Buffer.from('free', 'latin1'), Buffer.from('xyz')]);
    const data = Buffer.concat([
      makeBox('moov', makeBox('trak', Buffer.from('t')), makeFullBox('mvhd', 1, 3, u32(7))),
      large,
      toEnd,
    ]);
    const boxes = readBoxes(data)!;
    expect(boxes.map((b) => [b.type, b.raw.length, b.payload.toString('latin1')])).toEqual([
      ['moov', 8 + 9 + 16, expect.any(String)],
      ['mdat', 20, 'abcd'],
      ['free', 11, 'xyz'],
    ]);
    const moov = inside(find(boxes, 'moov'));
    expect(moov?.map((b) => b.type)).toEqual(['trak', 'mvhd']);
    expect(find(moov, 'mvhd')!.payload.toString('hex')).toBe('0100000300000007');
  });

  it('refuses boxes cut short or sized smaller than their header', () => {
    const box = makeBox('moov', Buffer.alloc(10));
    expect(readBoxes(box.subarray(0, 12))).toBeUndefined();
    expect(readBoxes(Buffer.concat([box, Buffer.from('abc')]))).toBeUndefined();
    expect(readBoxes(Buffer.concat([u32(4), Buffer.from('free', 'latin1')]))).toBeUndefined();
    expect(readBoxes(Buffer.concat([u32(1), Buffer.from('mdat', 'latin1'), u32(0)]))).toBeUndefined();
    expect(readBoxes(Buffer.alloc(0))).toEqual([]);
  });

  it('rewrites version 0 and version 1 fields in a copy, 64 bits wide where version 1 widens them', () => {
    // mdhd version 0: created, modified, timescale, duration (32 bits each).
    const v0 = readBoxes(makeFullBox('mdhd', 0, 0, u32(1), u32(2), u32(12800), u32(1000), u32(0)))![0]!;
    const copy = readBoxes(withFields(v0, [FIELDS.mdhdDuration, 5120]))![0]!;
    expect([fieldOf(copy, FIELDS.mdhdTimescale), fieldOf(copy, FIELDS.mdhdDuration)]).toEqual([12800, 5120]);
    expect(fieldOf(v0, FIELDS.mdhdDuration)).toBe(1000);
    expect(() => withFields(v0, [FIELDS.mdhdDuration, 2 ** 33])).toThrow(RangeError);
    // Version 1: 64-bit times and duration, the timescale still 32 bits.
    const v1 = readBoxes(makeFullBox('mdhd', 1, 0, u64(1), u64(2), u32(48000), u64(7), u32(0)))![0]!;
    const wide = readBoxes(withFields(v1, [FIELDS.mdhdDuration, 2 ** 33]))![0]!;
    expect([fieldOf(wide, FIELDS.mdhdTimescale), fieldOf(wide, FIELDS.mdhdDuration)]).toEqual([48000, 2 ** 33]);
    // tkhd version 1: the track id stays 32 bits, the duration is 64.
    const tkhd = readBoxes(makeFullBox('tkhd', 1, 3, u64(1), u64(2), u32(1), u32(0), u64(9)))![0]!;
    const moved = readBoxes(withFields(tkhd, [FIELDS.tkhdTrackId, 2], [FIELDS.tkhdDuration, 10]))![0]!;
    expect([fieldOf(moved, FIELDS.tkhdTrackId), fieldOf(moved, FIELDS.tkhdDuration)]).toEqual([2, 10]);
    expect(moved.raw.length).toBe(tkhd.raw.length);
  });
});
