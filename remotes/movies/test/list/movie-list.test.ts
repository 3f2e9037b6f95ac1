import { describe, expect, it, vi } from 'vitest';
import type { MovieItem } from '@reelforge/api';
import { blankMovie } from '@reelforge/sdl';
import { ApiError } from '@reelforge/api';
import { assertNameFree, copyMovie, createMovie, newMovieNameError, searchMovies } from '../../src/list/movie-list.js';
import { fakeMovies } from '../fixtures.js';

const item = (name: string): MovieItem => ({
  name,
  uid: name,
  prjuid: 'p1',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  type: 'sdl',
  date_created: '',
  date_modified: '',
});

describe('the movie list', () => {
  it('is searched by name, case-insensitive', () => {
    expect(searchMovies([item('Intro'), item('Outro')], ' intro ').map((m) => m.name)).toEqual(['Intro']);
    expect(searchMovies([item('Intro'), item('Outro')], '')).toHaveLength(2);
  });
});

describe('names of new movies and copies', () => {
  it('must not be empty', () => expect(newMovieNameError('  ', [])).toBe('A movie needs a name.'));
  it('must not contain a slash', () => expect(newMovieNameError('a/b', [])).not.toBeNull());
  it('must not replace an existing movie', () =>
    expect(newMovieNameError('intro ', [item('intro')])).toBe('There is already a movie named intro.'));
  it('may be any other name', () => expect(newMovieNameError('outro', [item('intro')])).toBeNull());
});

describe('creating and copying', () => {
  it('a new movie is the blank movie: 640x360 at 25 fps, 100 frames', async () => {
    const save = vi.fn(async () => {});
    await createMovie(fakeMovies({ save }), 'p1', 'fresh');
    expect(save).toHaveBeenCalledWith('p1', 'fresh', blankMovie());
    const movie = blankMovie();
    expect(movie.params?.vparams).toMatchObject({ width: 640, height: 360, videoframerate: { num: 25, den: 1 } });
    expect(movie.scenes?.[0]?.length).toBe(100);
  });

  it('a copy saves the saved movie under the new name', async () => {
    const source = { ...blankMovie(), variables: [{ key: 'title', value: 'Hi' }] };
    const get = vi.fn(async () => source);
    const save = vi.fn(async () => {});
    await copyMovie(fakeMovies({ get, save }), 'p1', 'intro', 'intro copy');
    expect(get).toHaveBeenCalledWith('p1', 'intro');
    expect(save).toHaveBeenCalledWith('p1', 'intro copy', source);
  });
});

describe('a name checked on the server, when not every page of the list was read', () => {
  it('is free when the server has no such movie, taken when it has one', async () => {
    const missing = fakeMovies({
      get: vi.fn(async () => Promise.reject(new ApiError(404, 'Not Found', 'Movie fresh not found'))),
    });
    await expect(assertNameFree(missing, 'p1', 'fresh')).resolves.toBeUndefined();
    const present = fakeMovies({ get: vi.fn(async () => blankMovie()) });
    await expect(assertNameFree(present, 'p1', 'movie 1004')).rejects.toThrow(
      'There is already a movie named movie 1004.',
    );
  });

  it('passes any other failure on, rather than saving over a movie it could not check', async () => {
    const offline = fakeMovies({
      get: vi.fn(async () => Promise.reject(new ApiError(503, 'Unavailable', 'The region is unavailable'))),
    });
    await expect(assertNameFree(offline, 'p1', 'fresh')).rejects.toThrow('The region is unavailable');
  });
});
