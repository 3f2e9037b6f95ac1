import { describe, expect, it } from 'vitest';
import type { Movie } from '@reelforge/sdl';
import {
  addAudioAt,
  addLayerAt,
  duplicatedIndexes,
  duplicateLayers,
  moveLayers,
  placeLayers,
  removeLayers,
  reorderedIndexes,
  reorderLayers,
  setAudioSpan,
  setLayerSpan,
} from '../../src/edit/layer-edits.js';

const size = { width: 640, height: 360 };
const movie = (): Movie => ({
  scenes: [
    {
      name: 'Intro',
      length: 75,
      layers: [
        { name: 'Background', color: { color: '#000000' } },
        { name: 'Title', text: { text: 'Hi' } },
        { name: 'Logo', image: { asset: 'logo.png' }, position: { x: 10, y: 20, w: 100, h: 50 } },
      ],
    },
  ],
  audio: [{ asset: 'music.wav' }],
});
const names = (m: Movie) => m.scenes?.[0]?.layers?.map((layer) => layer.name);

describe('placing layers', () => {
  it('moves full-frame and placed layers alike, keeping a full frame’s size unset', () => {
    const moved = moveLayers(0, [1, 2], 200, 100, size)(movie());
    expect(moved.scenes?.[0]?.layers?.[1]?.position).toEqual({ x: 200, y: 100, w: 0, h: 0 });
    expect(moved.scenes?.[0]?.layers?.[2]?.position).toEqual({ x: 210, y: 120, w: 100, h: 50 });
    expect(moved.scenes?.[0]?.layers?.[0]?.position).toBeUndefined();
  });

  it('stores a resized box in whole pixels and leaves the movie it was given alone', () => {
    const before = movie();
    const after = placeLayers(0, new Map([[1, { x: 0.4, y: 0, w: 480.4, h: 270 }]]), size)(before);
    expect(after.scenes?.[0]?.layers?.[1]?.position).toEqual({ x: 0, y: 0, w: 480, h: 270 });
    expect(before.scenes?.[0]?.layers?.[1]?.position).toBeUndefined();
  });

  it('sets a span as start and duration, lasting to the end while it ends there', () => {
    expect(setLayerSpan(0, 1, { start: 5, end: 50 })(movie()).scenes?.[0]?.layers?.[1]).toMatchObject({
      start: 5,
      duration: 45,
    });
    const toEnd = setLayerSpan(0, 1, { start: 0, end: 75 })(movie()).scenes?.[0]?.layers?.[1];
    expect(toEnd?.start).toBeUndefined();
    expect(toEnd?.duration).toBeUndefined();
  });
});

describe('ordering, copying and removing', () => {
  it('brings layers forward and sends them back together, the ends staying put', () => {
    expect(names(reorderLayers(0, [0, 1], 1)(movie()))).toEqual(['Logo', 'Background', 'Title']);
    expect(reorderedIndexes(3, [0, 1], 1)).toEqual([1, 2]);
    expect(names(reorderLayers(0, [2], 1)(movie()))).toEqual(['Background', 'Title', 'Logo']);
    expect(names(reorderLayers(0, [2], -1)(movie()))).toEqual(['Background', 'Logo', 'Title']);
    expect(reorderedIndexes(3, [2], -1)).toEqual([1]);
  });

  it('duplicates each layer just above itself and says where the copies are', () => {
    expect(names(duplicateLayers(0, [0, 2])(movie()))).toEqual([
      'Background',
      'Background copy',
      'Title',
      'Logo',
      'Logo copy',
    ]);
    expect(duplicatedIndexes([0, 2])).toEqual([1, 4]);
  });

  it('removes layers by their indexes', () => {
    expect(names(removeLayers(0, [2, 0])(movie()))).toEqual(['Title']);
  });
});

describe('adding what is dropped', () => {
  it('adds a picture on top, named after its file, centred where it was dropped, from the drop’s frame', () => {
    const added = addLayerAt(0, 'image', { asset: 'sunset.jpg', start: 30, at: { x: 400, y: 200 } }, size)(movie());
    expect(added.scenes?.[0]?.layers?.[3]).toEqual({
      name: 'sunset',
      image: { asset: 'sunset.jpg' },
      fit: 'CONTAIN',
      start: 30,
      position: { x: 240, y: 110, w: 320, h: 180 },
    });
  });

  it('adds a colour over the whole frame unless placed', () => {
    expect(addLayerAt(0, 'color', {}, size)(movie()).scenes?.[0]?.layers?.[3]?.position).toBeUndefined();
  });

  it('adds an audio track at a frame and moves or trims one', () => {
    expect(addAudioAt('voice.wav', 25)(movie()).audio?.[1]).toEqual({ asset: 'voice.wav', offset: 25 });
    expect(setAudioSpan(0, { start: 10, end: 60 }, true)(movie()).audio?.[0]).toEqual({
      asset: 'music.wav',
      offset: 10,
    });
    expect(setAudioSpan(0, { start: 0, end: 60 }, false)(movie()).audio?.[0]).toEqual({
      asset: 'music.wav',
      duration: 60,
    });
  });
});
