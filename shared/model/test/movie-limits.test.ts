import { describe, expect, it } from 'vitest';
import { MOVIE_LIMITS, movieLimitProblem, type LimitedMovie } from '../src/index.js';

const movie = (
  vparams: Record<string, unknown>,
  lengths: unknown[] = [25],
  extra: Partial<LimitedMovie> = {},
): LimitedMovie => ({
  params: { vparams },
  scenes: lengths.map((length) => ({ length, layers: [] })),
  ...extra,
});

describe('movieLimitProblem', () => {
  it('accepts ordinary movies and the renderer defaults', () => {
    expect(
      movieLimitProblem(movie({ width: 1920, height: 1080, videoframerate: { num: 30000, den: 1001 } })),
    ).toBeUndefined();
    expect(movieLimitProblem(movie({}))).toBeUndefined();
    expect(movieLimitProblem({})).toBeUndefined();
    expect(movieLimitProblem(movie({ width: 0, height: 0, videoframerate: {} }))).toBeUndefined();
    expect(movieLimitProblem(movie({ videoframerate: { num: 25 } }))).toBeUndefined();
    expect(movieLimitProblem(movie({ videoframerate: '120' }))).toBeUndefined();
  });

  it.each([
    [{ width: -4 }, 'width', 'width must be an even number of pixels from 16 to 7680, got -4'],
    [{ width: 100000 }, 'width', 'got 100000'],
    [{ height: 1e9 }, 'height', 'got 1000000000'],
    [{ height: Number.NaN }, 'height', 'got NaN'],
    [{ width: 'NaN' }, 'width', 'got "NaN"'],
    [{ width: 641 }, 'width', 'even'],
    [{ width: 8 }, 'width', 'from 16'],
    [{ width: 12.5 }, 'width', 'got 12.5'],
  ])('refuses the size %j naming the field', (vparams, field, text) => {
    const found = movieLimitProblem(movie(vparams));
    expect(found?.field).toBe(field);
    expect(found?.message).toContain(text);
  });

  it.each([
    [{ num: 0, den: 0 }, 'fps must be between 1 and 120, got 0'],
    [{ num: 0, den: 1 }, 'fps must be between 1 and 120, got 0'],
    [{ num: 1000, den: 1 }, 'got 1000'],
    [{ num: 25, den: -1 }, 'got 25/-1'],
    [{ num: 'abc', den: 1 }, 'got "abc"/1'],
    [{ num: 1, den: 2 }, 'got 1/2'],
    ['0/0', 'got 0/0'],
    ['-30', 'got -30'],
    ['NaN', 'got "NaN"'],
  ])('refuses the frame rate %j', (videoframerate, text) => {
    const found = movieLimitProblem(movie({ videoframerate }));
    expect(found?.field).toBe('fps');
    expect(found?.message).toContain(text);
  });

  it('bounds the length after variables set it: four hours at most', () => {
    const fourHours = MOVIE_LIMITS.maxSeconds * 25;
    expect(movieLimitProblem(movie({ width: 320, height: 240 }, [fourHours]))).toBeUndefined();
    const tenHours = movieLimitProblem(movie({ width: 320, height: 240 }, [fourHours, fourHours, fourHours / 2]));
    expect(tenHours).toEqual({
      field: 'length',
      message: expect.stringContaining('length must be at most 4 h, got 10 h'),
    });
    // The same frames at a faster rate are a shorter movie.
    expect(
      movieLimitProblem(movie({ width: 320, height: 240, videoframerate: { num: 100 } }, [fourHours, fourHours])),
    ).toBeUndefined();
  });

  it('refuses scene lengths that are not whole frame counts', () => {
    expect(movieLimitProblem(movie({}, [25, -1]))?.field).toBe('scenes[1].length');
    expect(movieLimitProblem(movie({}, ['9e9']))?.message).toBe(
      'scenes[0].length must be a whole number of frames, got "9e9"',
    );
    expect(movieLimitProblem(movie({}, [Number.POSITIVE_INFINITY]))?.field).toBe('scenes[0].length');
  });

  it('bounds the total work even within the size, rate and length limits', () => {
    const found = movieLimitProblem(movie({ width: 7680, height: 4320, videoframerate: { num: 120 } }, [120 * 3600]));
    expect(found?.field).toBe('work');
    expect(
      movieLimitProblem(
        movie({ width: 1920, height: 1080, videoframerate: { num: 60 } }, [60 * MOVIE_LIMITS.maxSeconds]),
      ),
    ).toBeUndefined();
  });

  it('bounds the number of scenes, layers and audio tracks', () => {
    expect(movieLimitProblem(movie({}, Array(MOVIE_LIMITS.maxScenes + 1).fill(1)))?.field).toBe('scenes');
    const crowded: LimitedMovie = { scenes: [{ length: 25, layers: Array(MOVIE_LIMITS.maxLayers + 1).fill({}) }] };
    expect(movieLimitProblem(crowded)?.message).toBe(
      `layers must be at most ${MOVIE_LIMITS.maxLayers} over all scenes, got ${MOVIE_LIMITS.maxLayers + 1}`,
    );
    expect(movieLimitProblem(movie({}, [25], { audio: Array(MOVIE_LIMITS.maxAudioTracks + 1).fill({}) }))?.field).toBe(
      'audio',
    );
  });
});
