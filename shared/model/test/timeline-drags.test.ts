import { describe, expect, it } from 'vitest';
import { arrowFrames, draggedSceneEnd, draggedSpan, draggedTransition, sceneDropIndex } from '../src/timeline-drags.js';

// The title of a scene that runs from frame 100 to 175, shown from 105 to 155.
const title = { start: 105, end: 155, min: 100, max: 175 };

describe('dragging a bar', () => {
  it('moves it inside its scene', () => {
    expect(draggedSpan(title, 'move', 10, null, 0).span).toEqual({ start: 115, end: 165 });
    expect(draggedSpan(title, 'move', 100, null, 0).span).toEqual({ start: 125, end: 175 });
    expect(draggedSpan(title, 'move', -100, null, 0).span).toEqual({ start: 100, end: 150 });
  });

  it('trims either end by the frames dragged, leaving at least one frame', () => {
    expect(draggedSpan(title, 'end', -25, null, 0).span).toEqual({ start: 105, end: 130 });
    expect(draggedSpan(title, 'start', 10, null, 0).span).toEqual({ start: 115, end: 155 });
    expect(draggedSpan(title, 'start', 90, null, 0).span).toEqual({ start: 154, end: 155 });
  });

  it('snaps to a target near the end it drags, and says where', () => {
    expect(draggedSpan(title, 'end', -23, [130], 3)).toEqual({ span: { start: 105, end: 130 }, snap: 130 });
    expect(draggedSpan(title, 'move', 8, [160], 3)).toEqual({ span: { start: 110, end: 160 }, snap: 160 });
    expect(draggedSpan(title, 'end', -23, [130], 1)).toEqual({ span: { start: 105, end: 132 }, snap: null });
  });
});

describe('dragging scenes', () => {
  const scenes = [
    { start: 0, length: 75, overlap: 0, maxOverlap: 0 },
    { start: 63, length: 75, overlap: 12, maxOverlap: 75 },
    { start: 138, length: 50, overlap: 0, maxOverlap: 50 },
  ];

  it('changes a scene’s length by its end, snapping the end', () => {
    expect(draggedSceneEnd(scenes[0]!, 20, null, 0)).toEqual({ length: 95, snap: null });
    expect(draggedSceneEnd(scenes[0]!, 61, [138], 3)).toEqual({ length: 138, snap: 138 });
    expect(draggedSceneEnd(scenes[0]!, -500, null, 0).length).toBe(1);
  });

  it('keeps a transition between one frame and its longest', () => {
    expect(draggedTransition(scenes[1]!, 6)).toBe(18);
    expect(draggedTransition(scenes[1]!, -40)).toBe(1);
    expect(draggedTransition(scenes[1]!, 400)).toBe(75);
  });

  it('drops a dragged block at the place of the block under its middle', () => {
    expect(sceneDropIndex(scenes, 0, 100)).toBe(1);
    expect(sceneDropIndex(scenes, 0, 180)).toBe(2);
    expect(sceneDropIndex(scenes, 2, -150)).toBe(0);
    expect(sceneDropIndex(scenes, 1, 5)).toBe(1);
  });
});

it('steps a frame with an arrow and a second with shift', () => {
  expect(arrowFrames('ArrowLeft', false, 25)).toBe(-1);
  expect(arrowFrames('ArrowRight', true, 25)).toBe(25);
  expect(arrowFrames('Home', false, 25)).toBe(0);
});
