import { describe, expect, it } from 'vitest';
import {
  fitZoom,
  formatFrame,
  frameAt,
  layerSpan,
  moveSpan,
  rulerTicks,
  sceneAt,
  sceneLengthAfter,
  storedSpan,
  timelineLayout,
  timelineSnapFrames,
  transitionAfter,
  trimSpanEnd,
  trimSpanStart,
} from '../src/timeline-geometry.js';

const scenes = [
  { name: 'Intro', length: 75, layers: [{ name: 'Background' }, { name: 'Title', start: 5, duration: 50 }] },
  { name: 'Outro', length: 75, transition: { type: 'CROSSFADE', duration: 12 }, layers: [{ name: 'Picture' }] },
];

describe('frames and pixels', () => {
  it('fits the movie in the width and finds the frame under a pixel', () => {
    expect(fitZoom(138, 690)).toBe(5);
    expect(frameAt(52, 5)).toBe(10);
    expect(frameAt(-4, 5)).toBe(0);
  });

  it('labels the ruler in seconds and frames, at least 64 px apart', () => {
    expect(formatFrame(37, 25)).toBe('0:01.12');
    expect(formatFrame(25 * 61, 25)).toBe('1:01.00');
    const ticks = rulerTicks(4, 25, 0, 100);
    const labels = ticks.filter((t) => t.major);
    expect(labels.map((t) => t.frame)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks.length).toBeGreaterThan(labels.length);
    // Below a second, labels fall on frames that divide it, so whole seconds are labelled too.
    const labelled = (zoom: number, fps: number, to: number) =>
      rulerTicks(zoom, fps, 0, to)
        .filter((t) => t.major)
        .map((t) => t.frame);
    expect(labelled(40, 25, 10)).toEqual([0, 5, 10]);
    expect(labelled(40, 30, 8)).toEqual([0, 2, 4, 6, 8]);
  });
});

describe('the layout', () => {
  const layout = timelineLayout(scenes, [{ asset: 'music.wav' }]);

  it('draws the transition as the overlap it is', () => {
    expect(layout.frames).toBe(138);
    expect(layout.scenes.map((s) => [s.start, s.length, s.overlap])).toEqual([
      [0, 75, 0],
      [63, 75, 12],
    ]);
  });

  it('places each layer’s bar at its start and duration, the top layer highest', () => {
    const title = layout.bars.find((b) => b.name === 'Title');
    expect(title).toMatchObject({ start: 5, end: 55, row: 0 });
    expect(layout.bars.find((b) => b.name === 'Picture')).toMatchObject({ start: 63, end: 138, row: 1 });
    expect(layout.rows).toBe(2);
  });

  it('runs an audio track without a duration to the movie’s end', () => {
    expect(layout.audio).toEqual([{ track: 0, name: 'music.wav', start: 0, end: 138 }]);
  });

  it('snaps to the playhead, scene edges and other bars but not the dragged one', () => {
    const frames = timelineSnapFrames(layout, 30, { scene: 0, layer: 1 });
    expect(frames).toEqual(expect.arrayContaining([30, 0, 75, 63, 138]));
    expect(frames).not.toContain(55);
  });

  it('finds the scene at a frame, the entering one during its transition', () => {
    expect(sceneAt(layout, 10)).toBe(0);
    expect(sceneAt(layout, 70)).toBe(1);
    expect(sceneAt(layout, 500)).toBe(1);
  });
});

describe('moving and trimming', () => {
  it('keeps a layer lasting to the scene’s end while it still ends there', () => {
    expect(layerSpan({}, 75)).toEqual({ start: 0, end: 75 });
    expect(storedSpan({ start: 10, end: 75 }, 75, {})).toEqual({ start: 10, duration: 0 });
    expect(storedSpan(trimSpanEnd({ start: 0, end: 75 }, -25, 75), 75, {})).toEqual({ start: 0, duration: 50 });
  });

  it('keeps spans inside the scene and at least a frame long', () => {
    expect(moveSpan({ start: 5, end: 55 }, 40, 75)).toEqual({ start: 25, end: 75 });
    expect(moveSpan({ start: 5, end: 55 }, -40, 75)).toEqual({ start: 0, end: 50 });
    expect(trimSpanStart({ start: 5, end: 55 }, 80)).toEqual({ start: 54, end: 55 });
    expect(trimSpanEnd({ start: 5, end: 55 }, -80, 75)).toEqual({ start: 5, end: 6 });
  });

  it('keeps scenes and transitions at least a frame and no longer than the scenes', () => {
    expect(sceneLengthAfter(75, -100)).toBe(1);
    expect(transitionAfter(scenes, 1, 200)).toBe(75);
    expect(transitionAfter(scenes, 1, 0)).toBe(1);
  });
});
