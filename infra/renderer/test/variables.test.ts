import type { Movie } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { RenderError, resolveVariables } from '../src/index.js';

/** One scene whose text layer's text is bound to `key`. */
function titled(key: string, variables: Movie['variables']): Movie {
  return {
    scenes: [
      { name: 'Intro', length: 10, layers: [{ name: 'title', text: { text: 'fixed', bindings: { text: key } } }] },
    ],
    variables,
  };
}
const textOf = (movie: Movie) => movie.scenes?.[0]?.layers?.[0]?.text?.text;

function inputError(run: () => unknown): RenderError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).kind).toBe('input');
    return error as RenderError;
  }
  throw new Error('expected an input error');
}

describe('MAP variables', () => {
  const movie = titled('name', [{ key: 'name', value: 'Ada', defaultvalue: 'there' }]);

  it('take the request param of their key first', () => {
    expect(textOf(resolveVariables(movie, { params: { name: 'Grace' } }).movie)).toBe('Grace');
  });

  it('else their value, else their default value', () => {
    expect(textOf(resolveVariables(movie).movie)).toBe('Ada');
    expect(textOf(resolveVariables(titled('name', [{ key: 'name', defaultvalue: 'there' }])).movie)).toBe('there');
  });

  it('turn the newline escape of string values into line breaks', () => {
    expect(textOf(resolveVariables(movie, { params: { name: 'one\\ntwo' } }).movie)).toBe('one\ntwo');
  });

  it('parse points values, which lose their spaces', () => {
    const { points, values } = resolveVariables(
      titled('name', [{ key: 'name' }, { key: 'path', valuetype: 'points', value: '1, 2; 3,4.5' }]),
    );
    expect(points.path).toEqual([
      { x: 1, y: 2 },
      { x: 3, y: 4.5 },
    ]);
    expect(values.path).toBe('1, 2; 3,4.5');
  });

  it('reject points values that are not points', () => {
    expect(
      inputError(() =>
        resolveVariables(titled('name', [{ key: 'name' }, { key: 'path', valuetype: 'points', value: '1;2' }])),
      ).message,
    ).toMatch(/"path".*not a list of points/);
  });
});

describe('DATASOURCE variables', () => {
  const people = {
    columns: ['name', 'city'],
    rows: [
      ['Ada', 'London'],
      ['Grace', 'Arlington'],
      ['Linus', ''],
    ],
  };
  const movie = titled('city', [
    {
      key: 'city',
      type: 'DATASOURCE',
      datasource: 'people.csv',
      column: 'city',
      defaultrow: 1,
      defaultvalue: 'Nowhere',
    },
  ]);

  it('read their column in the row the request names (0-based)', () => {
    expect(textOf(resolveVariables(movie, { params: { row: '0' }, datasources: { 'people.csv': people } }).movie)).toBe(
      'London',
    );
  });

  it('read their default row when the request names none', () => {
    expect(textOf(resolveVariables(movie, { datasources: { 'people.csv': people } }).movie)).toBe('Arlington');
  });

  it('take their default value for an empty cell', () => {
    expect(textOf(resolveVariables(movie, { params: { row: '2' }, datasources: { 'people.csv': people } }).movie)).toBe(
      'Nowhere',
    );
  });

  it('are input errors for a missing datasource, column or row', () => {
    expect(inputError(() => resolveVariables(movie)).message).toMatch(/datasource "people.csv", which does not exist/);
    expect(
      inputError(() => resolveVariables(movie, { params: { row: '7' }, datasources: { 'people.csv': people } }))
        .message,
    ).toMatch(/row 7 .* 3 rows/);
    const wrongColumn = titled('city', [{ key: 'city', type: 'DATASOURCE', datasource: 'people.csv', column: 'town' }]);
    expect(inputError(() => resolveVariables(wrongColumn, { datasources: { 'people.csv': people } })).message).toMatch(
      /column "town"/,
    );
    expect(
      inputError(() => resolveVariables(movie, { params: { row: 'first' }, datasources: { 'people.csv': people } }))
        .message,
    ).toMatch(/row "first"/);
  });

  it('take their default value when describing a movie without its datasources', () => {
    expect(textOf(resolveVariables(movie, { withoutDatasources: true }).movie)).toBe('Nowhere');
  });
});

describe('FORMAT variables', () => {
  it('replace ${key} with the other variables, through other formats too', () => {
    const movie = titled('greeting', [
      { key: 'greeting', type: 'FORMAT', format: '${hello}, ${name}!' },
      { key: 'hello', type: 'FORMAT', format: 'Hello from ${city}' },
      { key: 'name', value: 'Ada' },
      { key: 'city', value: 'London' },
    ]);
    expect(textOf(resolveVariables(movie).movie)).toBe('Hello from London, Ada!');
    expect(textOf(resolveVariables(movie, { params: { name: 'Grace\\nHopper' } }).movie)).toBe(
      'Hello from London, Grace\nHopper!',
    );
  });

  it('are input errors when they refer to each other in a cycle', () => {
    const movie = titled('a', [
      { key: 'a', type: 'FORMAT', format: 'x${b}' },
      { key: 'b', type: 'FORMAT', format: 'y${c}' },
      { key: 'c', type: 'FORMAT', format: 'z${a}' },
    ]);
    expect(inputError(() => resolveVariables(movie)).message).toMatch(/"a" -> "b" -> "c" -> "a".*cycle/);
  });

  it('are input errors when they refer to an unknown variable', () => {
    expect(
      inputError(() => resolveVariables(titled('a', [{ key: 'a', type: 'FORMAT', format: 'x${nope}' }]))).message,
    ).toMatch(/"\$\{nope\}"/);
  });
});

describe('bindings', () => {
  const scene = (layer: NonNullable<NonNullable<Movie['scenes']>[number]['layers']>[number]): Movie => ({
    scenes: [{ name: 'Intro', length: 50, layers: [layer] }],
    variables: [
      { key: 'n', value: '12' },
      { key: 'word', value: 'abc' },
      { key: 'side', value: 'right' },
      { key: 'yes', value: 'true' },
      { key: 'box', valuetype: 'points', value: '10,20;30,40' },
    ],
  });

  it('convert values to the bound field type', () => {
    const movie = resolveVariables(
      scene({ name: 'l', text: { text: 'hi', bindings: { size: 'n', align: 'side' } }, bindings: { start: 'n' } }),
    ).movie;
    const layer = movie.scenes![0]!.layers![0]!;
    expect(layer.start).toBe(12);
    expect(layer.text).toEqual({ text: 'hi', size: 12, align: 'RIGHT' });
    expect(layer.bindings).toBeUndefined();
  });

  it('set the position from x, y, w, h or a points variable', () => {
    const a = resolveVariables(scene({ color: { color: '#ff0000' }, position: { x: 1, y: 2 }, bindings: { x: 'n' } }))
      .movie.scenes![0]!.layers![0]!;
    expect(a.position).toEqual({ x: 12, y: 2 });
    const b = resolveVariables(scene({ color: { color: '#ff0000' }, bindings: { position: 'box' } })).movie.scenes![0]!
      .layers![0]!;
    expect(b.position).toEqual({ x: 10, y: 20, w: 30, h: 40 });
  });

  it('reach the content from the layer itself', () => {
    const layer = resolveVariables(scene({ video: { asset: 'a.mp4' }, bindings: { loop: 'yes', asset: 'word' } })).movie
      .scenes![0]!.layers![0]!;
    expect(layer.video).toEqual({ asset: 'abc', loop: true });
  });

  it('name the scene, layer and field of a value that does not fit', () => {
    const error = inputError(() =>
      resolveVariables(scene({ name: 'title', text: { text: 'hi', bindings: { size: 'word' } } })),
    );
    expect(error.message).toBe(
      'Scene 1 "Intro", layer 1 "title": the field "size" is bound to variable "word", whose value "abc" is not a whole number of 0 or more.',
    );
    expect(error.scene).toBe(0);
    expect(
      inputError(() => resolveVariables(scene({ text: { text: 'hi', bindings: { align: 'word' } } }))).message,
    ).toMatch(/"align" .* not one of CENTER, LEFT, RIGHT/);
  });

  it('name the scene of a binding to an unknown variable or field', () => {
    const movie: Movie = { scenes: [{ length: 5 }, { name: 'Outro', length: 5, bindings: { length: 'missing' } }] };
    const error = inputError(() => resolveVariables(movie));
    expect(error.message).toBe(
      'Scene 2 "Outro": the field "length" is bound to "missing", which is not a variable of the movie.',
    );
    expect(error.scene).toBe(1);
    expect(
      inputError(() => resolveVariables(scene({ text: { text: 'hi', bindings: { colour: 'word' } } }))).message,
    ).toMatch(/"colour" is not a field/);
  });

  it('apply to scenes and audio tracks', () => {
    const movie = resolveVariables({
      scenes: [{ length: 5, bindings: { length: 'n' } }],
      audio: [{ asset: 'a.wav', bindings: { volume: 'half', asset: 'song' } }],
      variables: [
        { key: 'n', value: '40' },
        { key: 'half', value: '0.5' },
        { key: 'song', value: 'b.wav' },
      ],
    }).movie;
    expect(movie.scenes![0]!.length).toBe(40);
    expect(movie.audio![0]).toEqual({ asset: 'b.wav', volume: 0.5 });
  });

  it('leave a non-text field as it is when the value is empty', () => {
    const movie = resolveVariables({
      scenes: [{ length: 5, bindings: { length: 'n' } }],
      variables: [{ key: 'n' }],
    }).movie;
    expect(movie.scenes![0]!.length).toBe(5);
  });
});
