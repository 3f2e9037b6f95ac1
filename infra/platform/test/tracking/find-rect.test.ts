import { describe, expect, it } from 'vitest';
import {
  mipmapsFor,
  pgmOf,
  pointsOfLog,
  readRectLog,
  seekOptions,
  templateDetail,
  trackGraph,
} from '../../src/tracking/find-rect.ts';

const VIDEO = { width: 640, height: 360 };
const rect = { frame: 20, x: 100, y: 50, w: 64, h: 32 };

describe('find_rect graphs', () => {
  it('search the pyramid deep enough to keep the template at least 8 pixels at its coarsest', () => {
    expect([16, 31, 32, 64, 128, 256].map((side) => mipmapsFor({ w: side, h: 256 }))).toEqual([2, 2, 3, 4, 5, 5]);
  });

  it('seek half a frame early, and not at all for the first frame', () => {
    expect(seekOptions(0, 25)).toEqual([]);
    expect(seekOptions(20, 25)).toEqual(['-ss', '0.780000']);
  });

  it('lead the frames in with the template alone in its place, and search the whole picture', () => {
    const graph = trackGraph(rect, VIDEO, 80, { template: '/tmp/t-1/template.pgm', log: '/tmp/t-1/found.txt' });
    expect(graph).toContain('trim=end_frame=80');
    expect(graph).toContain('[lead]trim=end_frame=1,crop=64:32:100:50:exact=1,pad=640:360:100:50:black[first]');
    expect(graph).toContain(
      'find_rect=object=/tmp/t-1/template.pgm:threshold=0.5:mipmaps=3:xmin=0:ymin=0:xmax=576:ymax=328',
    );
    expect(graph).toContain('metadata=mode=print:file=/tmp/t-1/found.txt');
  });

  it('never name a path that would need quoting in a graph', () => {
    expect(() => trackGraph(rect, VIDEO, 1, { template: "/tmp/a'b/t.pgm", log: '/tmp/x.txt' })).toThrow(/scratch path/);
    expect(() => trackGraph(rect, VIDEO, 1, { template: '/tmp/t.pgm', log: '/tmp/a:b.txt' })).toThrow(/scratch path/);
  });
});

describe('templates', () => {
  it('are written as PGM and measured for detail', () => {
    const pixels = Uint8Array.from([0, 255, 0, 255]);
    expect(pgmOf(pixels, 2, 2).toString('latin1')).toBe('P5\n2 2\n255\n\u0000\u00ff\u0000\u00ff');
    expect(templateDetail(pixels)).toBe(127.5);
    expect(templateDetail(new Uint8Array(16).fill(90))).toBe(0);
  });
});

describe("find_rect's log", () => {
  const log = [
    'frame:0    pts:0       pts_time:0',
    'lavfi.rect.w=64',
    'lavfi.rect.h=32',
    'lavfi.rect.x=100',
    'lavfi.rect.y=50',
    'lavfi.rect.score=0.000000',
    'frame:1    pts:1       pts_time:0.04',
    'lavfi.rect.x=100',
    'lavfi.rect.y=50',
    'lavfi.rect.score=0.010000',
    'frame:3    pts:3       pts_time:0.12',
    'lavfi.rect.x=112',
    'lavfi.rect.y=58',
    'lavfi.rect.score=0.120000',
    'frame:4    pts:4       pts_time:0.16',
    'lavfi.other=1',
    '',
  ].join('\n');

  it('is read as the place found on each frame (none where find_rect found nothing)', () => {
    const found = readRectLog(log);
    expect([...found.keys()]).toEqual([0, 1, 3]);
    expect(found.get(3)).toEqual({ x: 112, y: 58, score: 0.12 });
  });

  it("gives the rectangle's centre from the rectangle's frame on, the lead-in left out", () => {
    expect(pointsOfLog(readRectLog(log), rect, VIDEO)).toEqual([
      { frame: 20, x: 0.20625, y: 0.183333 },
      { frame: 22, x: 0.225, y: 0.205556 },
    ]);
  });
});
