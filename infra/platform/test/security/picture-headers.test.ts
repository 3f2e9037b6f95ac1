import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PICTURE_LIMITS,
  pictureSizeProblem,
  readPictureHeader,
  type ByteSource,
} from '../../src/media-tools/picture-size.ts';
import { honestPng, lyingBmp, lyingGif, lyingJpeg, lyingPng, lyingTiff, lyingWebp } from '../helpers/picture-files.ts';

/** The header reader alone: every format's size fields, read from a few bytes. */

const source = (bytes: Buffer): ByteSource & { reads: number } => {
  const s = {
    size: bytes.length,
    reads: 0,
    read: async (offset: number, length: number) => {
      s.reads++;
      return bytes.subarray(offset, offset + length);
    },
  };
  return s;
};
const framesOf = async (bytes: Buffer) => {
  const header = await readPictureHeader(source(bytes));
  return header && 'frames' in header ? header.frames.map((f) => `${f.width}x${f.height}`) : header;
};

describe('reading a picture size from its headers', () => {
  it('reads PNG IHDR, honest or lying, without inflating a byte', async () => {
    expect(await framesOf(lyingPng(12000, 12000))).toEqual(['12000x12000']);
    const honest = honestPng(12000, 12000);
    expect(honest.length).toBeLessThan(200_000);
    const counted = source(honest);
    expect(await readPictureHeader(counted)).toEqual({ format: 'png', frames: [{ width: 12000, height: 12000 }] });
    expect(counted.reads).toBe(1);
  });

  it('reads JPEG frame headers, baseline and progressive, past metadata, and every image joined in one file', async () => {
    expect(await framesOf(lyingJpeg(9000, 5000))).toEqual(['9000x5000']);
    expect(await framesOf(lyingJpeg(640, 48000, true))).toEqual(['640x48000']);
    expect(await framesOf(Buffer.concat([lyingJpeg(100, 100), lyingJpeg(20000, 20000, true)]))).toEqual([
      '100x100',
      '20000x20000',
    ]);
  });

  it('reads the GIF screen and each frame, WebP of every kind, BMP both ways up, TIFF every image either byte order', async () => {
    expect(await framesOf(lyingGif([100, 100], [60000, 60000]))).toEqual(['100x100', '60000x60000']);
    expect(await framesOf(lyingGif([65535, 65535], [1, 1]))).toEqual(['65535x65535', '1x1']);
    expect(await framesOf(lyingWebp('VP8 ', 16383, 16383))).toEqual(['16383x16383']);
    expect(await framesOf(lyingWebp('VP8L', 9000, 9000))).toEqual(['9000x9000']);
    expect(await framesOf(lyingWebp('VP8X', 100000, 100))).toEqual(['100000x100']);
    expect(await framesOf(lyingBmp(30000, -30000))).toEqual(['30000x30000']);
    expect(
      await framesOf(
        lyingTiff([
          [10, 10],
          [100000, 20],
        ]),
      ),
    ).toEqual(['10x10', '100000x20']);
    expect(await framesOf(lyingTiff([[7000, 7000]], true))).toEqual(['7000x7000']);
  });

  it('answers undefined for other content and a problem for a header that is cut off, empty or endless', async () => {
    expect(await readPictureHeader(source(Buffer.from('#EXTM3U\n')))).toBeUndefined();
    expect(await readPictureHeader(source(Buffer.alloc(0)))).toBeUndefined();
    expect(await readPictureHeader(source(lyingPng(10, 10).subarray(0, 20)))).toEqual({
      format: 'png',
      problem: 'its header is cut off',
    });
    expect(await readPictureHeader(source(lyingPng(0, 10)))).toEqual({
      format: 'png',
      problem: 'its header gives a size of zero',
    });
    expect(await readPictureHeader(source(lyingJpeg(10, 10).subarray(0, 100)))).toEqual({
      format: 'jpeg',
      problem: 'its header is cut off',
    });
    // An IFD that points at itself is read once.
    const loop = lyingTiff([[10, 10]]);
    loop.writeUInt32LE(8, loop.length - 4);
    expect(await framesOf(loop)).toEqual(['10x10']);
  });
});

describe('the pixel limits', () => {
  const limits = DEFAULT_PICTURE_LIMITS;
  it('takes up to 40 megapixels and 8192 px a side, and names the size and the limit past them', () => {
    expect(pictureSizeProblem([{ width: 8000, height: 5000 }], limits)).toBeUndefined();
    expect(pictureSizeProblem([{ width: 8192, height: 4882 }], limits)).toBeUndefined();
    expect(pictureSizeProblem([{ width: 8193, height: 10 }], limits)).toBe(
      'it is 8193 x 10 pixels (81930 pixels); the limit is 40 megapixels and 8192 px a side',
    );
    expect(pictureSizeProblem([{ width: 8000, height: 5001 }], limits)).toMatch(
      /^it is 8000 x 5001 pixels \(40 megapixels\)/,
    );
    expect(
      pictureSizeProblem(
        [
          { width: 1, height: 1 },
          { width: 12000, height: 12000 },
        ],
        limits,
      ),
    ).toBe('it is 12000 x 12000 pixels (144 megapixels); the limit is 40 megapixels and 8192 px a side');
    expect(pictureSizeProblem([{ width: 300, height: 300 }], { maxPixels: 50_000, maxSide: 8192 })).toBe(
      'it is 300 x 300 pixels (90000 pixels); the limit is 50000 pixels and 8192 px a side',
    );
  });
});
