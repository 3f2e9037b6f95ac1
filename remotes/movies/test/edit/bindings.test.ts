import { describe, expect, it } from 'vitest';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { allBindings, bindField, boundKey, type BindTarget } from '../../src/edit/bindings.js';
import { addAudioTrack, addLayer, updateAudioTrack, updateLayer } from '../../src/edit/movie-edit.js';
import { addVariable, freeKey, removeVariable, updateVariable } from '../../src/edit/variable-edit.js';

const text: BindTarget = { layer: [0, 1], content: 'text', field: 'text' };
const withText = (): Movie => updateLayer([0, 1], { text: 'Hello' }, 'text')(addLayer(0, 'text')(blankMovie()));

describe('binding a field to a variable', () => {
  it('writes the binding on the field’s holder', () => {
    const movie = bindField(text, 'title')(withText());
    expect(movie.scenes?.[0]?.layers?.[1]?.text?.bindings).toEqual({ text: 'title' });
    expect(boundKey(movie, text)).toBe('title');
  });

  it('creates the variable with the field’s current value when there is none', () => {
    const movie = bindField(text, 'title')(withText());
    expect(movie.variables).toEqual([
      { key: 'title', type: 'MAP', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' },
    ]);
  });

  it('uses an existing variable as it is', () => {
    const start = { ...withText(), variables: [{ key: 'title', value: 'Given' }] };
    expect(bindField(text, 'title')(start).variables).toEqual([{ key: 'title', value: 'Given' }]);
  });

  it('binds the asset of an audio track', () => {
    const target: BindTarget = { audio: 0, field: 'asset' };
    const movie = bindField(target, 'music')(updateAudioTrack(0, { asset: 'song.mp3' })(addAudioTrack()(blankMovie())));
    expect(movie.audio?.[0]?.bindings).toEqual({ asset: 'music' });
    expect(movie.variables?.[0]).toMatchObject({ key: 'music', value: 'song.mp3' });
  });

  it('unbinds with null and leaves no empty bindings behind', () => {
    const movie = bindField(text, null)(bindField(text, 'title')(withText()));
    expect(movie.scenes?.[0]?.layers?.[1]?.text).not.toHaveProperty('bindings');
    expect(boundKey(movie, text)).toBeUndefined();
  });
});

describe('variable edits carry bindings along', () => {
  it('a renamed variable keeps its fields', () => {
    const movie = updateVariable(0, { key: 'headline' })(bindField(text, 'title')(withText()));
    expect(boundKey(movie, text)).toBe('headline');
  });

  it('a removed variable unbinds its fields', () => {
    const movie = removeVariable(0)(bindField(text, 'title')(withText()));
    expect(movie.variables).toEqual([]);
    expect(allBindings(movie).flatMap(Object.values)).toEqual([]);
  });

  it('a rename onto another variable’s key does not steal that variable’s fields', () => {
    let movie = bindField(text, 'a')(withText());
    movie = { ...movie, variables: [...(movie.variables ?? []), { key: 'ab' }] };
    movie = updateVariable(1, { key: 'a' })(movie);
    movie = updateVariable(1, { key: 'abc' })(movie);
    expect(boundKey(movie, text)).toBe('a');
  });

  it('new variables get free keys', () => {
    const movie = addVariable()(addVariable()(blankMovie()));
    expect(movie.variables?.map((v) => v.key)).toEqual(['var1', 'var2']);
    expect(freeKey([{ key: 'text1' }], 'text')).toBe('text2');
  });
});
