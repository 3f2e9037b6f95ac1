import { describe, expect, it } from 'vitest';
import { blankMovie, type Movie } from '@reelforge/sdl';
import {
  addAudioTrack,
  addLayer,
  addScene,
  moveLayer,
  moveScene,
  removeAudioTrack,
  removeLayer,
  removeScene,
  updateAudioTrack,
  updateLayer,
  updateScene,
  updateTransition,
} from '../../src/edit/movie-edit.js';

const twoScenes = (): Movie => addScene()(blankMovie());
const names = (movie: Movie) => movie.scenes?.map((scene) => scene.name);

describe('scene edits', () => {
  it('add a scene of 100 frames after the last one', () => {
    const movie = twoScenes();
    expect(movie.scenes).toHaveLength(2);
    expect(movie.scenes?.[1]).toEqual({ name: 'Scene 2', length: 100, layers: [] });
  });

  it('leave the movie they were given untouched', () => {
    const before = blankMovie();
    const after = updateScene(0, { length: 50 })(before);
    expect(before.scenes?.[0]?.length).toBe(100);
    expect(after.scenes?.[0]?.length).toBe(50);
  });

  it('move a scene up and down, and not past either end', () => {
    const movie = twoScenes();
    expect(names(moveScene(1, -1)(movie))).toEqual(['Scene 2', 'Scene 1']);
    expect(names(moveScene(0, 1)(movie))).toEqual(['Scene 2', 'Scene 1']);
    expect(names(moveScene(0, -1)(movie))).toEqual(['Scene 1', 'Scene 2']);
  });

  it('remove a scene; the new first scene loses its transition', () => {
    const movie = updateTransition(1, { type: 'CROSSFADE' })(twoScenes());
    const after = removeScene(0)(movie);
    expect(names(after)).toEqual(['Scene 2']);
    expect(after.scenes?.[0]?.transition).toBeUndefined();
  });

  it('clear a field that is emptied', () => {
    const movie = updateScene(0, { background: '#ff0000' })(blankMovie());
    expect(updateScene(0, { background: undefined })(movie).scenes?.[0]).not.toHaveProperty('background');
  });
});

describe('transitions', () => {
  it('start with 12 frames when a type is chosen', () => {
    expect(updateTransition(1, { type: 'WIPE' })(twoScenes()).scenes?.[1]?.transition).toEqual({
      type: 'WIPE',
      duration: 12,
    });
  });

  it('keep their duration and direction when the type changes', () => {
    const movie = updateTransition(1, { type: 'WIPE', duration: 20, direction: 2 })(twoScenes());
    expect(updateTransition(1, { type: 'PUSH' })(movie).scenes?.[1]?.transition).toEqual({
      type: 'PUSH',
      duration: 20,
      direction: 2,
    });
  });

  it('are dropped when set to NONE', () => {
    const movie = updateTransition(1, { type: 'FADE' })(twoScenes());
    expect(updateTransition(1, { type: 'NONE' })(movie).scenes?.[1]).not.toHaveProperty('transition');
  });

  it('cannot be given to the first scene', () => {
    expect(updateTransition(0, { type: 'FADE' })(twoScenes()).scenes?.[0]).not.toHaveProperty('transition');
  });
});

describe('layer edits', () => {
  it('add video, image, text and colour layers', () => {
    let movie = blankMovie();
    for (const kind of ['video', 'image', 'text', 'color'] as const) movie = addLayer(0, kind)(movie);
    expect(movie.scenes?.[0]?.layers?.slice(1)).toEqual([
      { name: 'Video 2', video: { asset: '' } },
      { name: 'Image 3', image: { asset: '' } },
      { name: 'Text 4', text: { text: 'Text', size: 48, color: '#ffffff' } },
      { name: 'Colour 5', color: { color: '#000000' } },
    ]);
  });

  it('change a layer’s timing and its content’s fields', () => {
    let movie = addLayer(0, 'text')(blankMovie());
    movie = updateLayer([0, 1], { start: 10, duration: 40, opacity: 0.5, fadein: 5 })(movie);
    movie = updateLayer([0, 1], { text: 'Hello', font: 'Title.ttf' }, 'text')(movie);
    expect(movie.scenes?.[0]?.layers?.[1]).toMatchObject({
      start: 10,
      duration: 40,
      opacity: 0.5,
      fadein: 5,
      text: { text: 'Hello', font: 'Title.ttf', size: 48 },
    });
  });

  it('reorder and remove layers', () => {
    let movie = addLayer(0, 'text')(blankMovie());
    movie = moveLayer([0, 1], -1)(movie);
    expect(movie.scenes?.[0]?.layers?.map((layer) => layer.name)).toEqual(['Text 2', 'Background']);
    movie = removeLayer([0, 0])(movie);
    expect(movie.scenes?.[0]?.layers?.map((layer) => layer.name)).toEqual(['Background']);
  });
});

describe('audio tracks', () => {
  it('are added, changed and removed', () => {
    let movie = addAudioTrack()(blankMovie());
    movie = updateAudioTrack(0, { asset: 'music.mp3', volume: 0.8, fadeout: 25 })(movie);
    expect(movie.audio).toEqual([{ asset: 'music.mp3', volume: 0.8, fadeout: 25 }]);
    expect(removeAudioTrack(0)(movie).audio).toEqual([]);
  });
});
