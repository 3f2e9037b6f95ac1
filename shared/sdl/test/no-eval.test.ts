import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A Content-Security-Policy without 'unsafe-eval' makes eval() and Function() throw. The
 * same is done here by replacing both with stubs that throw and count, before the codec
 * is loaded, so that neither loading nor using it may compile code from text.
 */
const realFunction = globalThis.Function;
const realEval = globalThis.eval;
let attempts = 0;
function refuse(): never {
  attempts += 1;
  throw new EvalError('code generation from strings is refused');
}
type Sdl = typeof import('../src/index.js');
let sdl: Sdl;

beforeAll(async () => {
  globalThis.Function = refuse as unknown as FunctionConstructor;
  globalThis.eval = refuse;
  vi.resetModules();
  sdl = await import('../src/index.js');
});

afterAll(() => {
  globalThis.Function = realFunction;
  globalThis.eval = realEval;
});

describe('the movie codec', () => {
  it('reads, checks and writes movies and preview requests without compiling code', () => {
    const movie = sdl.normaliseMovie({
      ...sdl.blankMovie(),
      variables: [
        { key: 'title', value: 'Ada' },
        { key: 'hello', type: 'FORMAT', format: 'Hello ${title}' },
      ],
    });
    expect(sdl.decodeMovie(sdl.encodeMovie(movie))).toEqual(movie);
    const request = { movie, format: 'JPG', frame: 12, params: { title: 'Grace' } } as const;
    expect(sdl.decodePreviewRequest(sdl.encodePreviewRequest(request))).toEqual(request);
    expect(() => sdl.normaliseMovie({ scenes: [{ length: 'long' }] })).toThrow(
      'The movie is not valid: scenes.length: integer expected.',
    );
    expect(() => sdl.normaliseMovie({ scenes: [{ transition: { type: 'SPIN' } }] })).toThrow(
      /scenes\[0\]\.transition\.type cannot be "SPIN"/,
    );
    expect(() => sdl.decodeMovie(new Uint8Array([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]))).toThrow(sdl.MovieFormatError);
    expect(attempts).toBe(0);
  });

  it('would be caught compiling: protobufjs reflection code asks for Function()', () => {
    expect(() => sdl.MovieType.encode({})).toThrow(EvalError);
    expect(attempts).toBeGreaterThan(0);
  });
});
