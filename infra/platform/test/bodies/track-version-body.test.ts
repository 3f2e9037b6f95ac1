import { sortTrackPoints, trackPointsProblem, type TrackPoint } from '@reelforge/model';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JSON_BOUNDS } from '../../src/lib/json-bounds.ts';
import { readPointsProblem, readTrackVersion, storedText } from '../../src/bodies/track-version-body.ts';

const bounds = { ...DEFAULT_JSON_BOUNDS, maxItems: 1000 };
const read = (body: unknown) => readTrackVersion(new TextEncoder().encode(JSON.stringify(body)), bounds);
const at = (frames: number[]): TrackPoint[] => frames.map((frame) => ({ frame, x: 0.5, y: 0.5 }));

describe('a tracking version read off the event loop', () => {
  // Every order of the three kinds of problem, with and without the video's length.
  const lists = [[], [0, 1, 2], [2, 0, 1], [0, 0, 9], [0, 9, 0], [9, 9], [5, 1, 5, 12], [12, 5, 5], [3, 4, 11, 4]];
  it.each(lists.flatMap((frames) => [0, 1, 5, 10, 13].map((frameCount) => [frames, frameCount] as const)))(
    'refuses %j in a video of %i frames as trackPointsProblem does',
    (frames, frameCount) => {
      const reading = read({ points: at(frames) });
      if (!('read' in reading)) throw new Error('not read');
      expect(readPointsProblem(reading.read.points!, frameCount)).toBe(trackPointsProblem(at(frames), frameCount));
    },
  );

  it('stores the points in frame order, without the members the schema does not know', () => {
    const reading = read({
      name: 'Ball',
      points: [
        { frame: 4, x: 1, y: 0, z: 3 },
        { frame: 2, x: 0.25, y: 0.5 },
      ],
      colour: 'red',
    });
    if (!('read' in reading)) throw new Error('not read');
    expect(reading.read.name).toBe('Ball');
    expect(reading.read.points!.count).toBe(2);
    expect(storedText(reading.read.points!)).toBe(
      JSON.stringify({
        points: sortTrackPoints([
          { frame: 4, x: 1, y: 0 },
          { frame: 2, x: 0.25, y: 0.5 },
        ]),
      }),
    );
    expect(read({})).toEqual({ read: {} });
  });

  it('answers the schema, the JSON and the bounds as their own refusals', () => {
    expect(read({ points: [{ frame: 1, x: 2, y: 0 }] })).toMatchObject({
      validation: { message: 'body/points/0/x must be <= 1' },
    });
    expect(readTrackVersion(new TextEncoder().encode('{"points": ['), bounds)).toEqual({
      problem: expect.stringMatching(/JSON/),
    });
    expect(read({ points: at(Array.from({ length: 300 }, (_, i) => i)) })).toEqual({
      problem: expect.stringMatching(/1,000 array elements/),
    });
  });
});
