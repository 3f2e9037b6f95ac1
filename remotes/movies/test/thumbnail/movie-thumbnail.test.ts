import { describe, expect, it, vi } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { forgetMovieThumbnail, movieThumbnailUrl } from '../../src/thumbnail/movie-thumbnail.js';
import { fakeMovies } from '../fixtures.js';

describe('a movie’s thumbnail', () => {
  it('is frame 10 of a render of the saved movie', async () => {
    const render = vi.fn(async () => 'tok1');
    const client = fakeMovies({ get: async () => blankMovie(), render });
    expect(await movieThumbnailUrl(client, 'p1', 'long')).toBe('/render/tok1.jpg?frame=10');
    expect(render).toHaveBeenCalledWith('p1', { movie: 'long', purpose: 'thumbnail' });
  });

  it('is frame 0 of a movie of 10 frames or fewer', async () => {
    const short = blankMovie();
    short.scenes![0]!.length = 8;
    const client = fakeMovies({ get: async () => short, render: async () => 'tok2' });
    expect(await movieThumbnailUrl(client, 'p1', 'short')).toBe('/render/tok2.jpg?frame=0');
  });

  it('is rendered once, until the movie changes', async () => {
    const render = vi.fn(async () => 'tok');
    const client = fakeMovies({ get: async () => blankMovie(), render });
    await movieThumbnailUrl(client, 'p1', 'cached');
    await movieThumbnailUrl(client, 'p1', 'cached');
    expect(render).toHaveBeenCalledTimes(1);
    forgetMovieThumbnail('p1', 'cached');
    await movieThumbnailUrl(client, 'p1', 'cached');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('is tried again after a failure', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValue('tok');
    const client = fakeMovies({ get: async () => blankMovie(), render });
    await expect(movieThumbnailUrl(client, 'p1', 'flaky')).rejects.toThrow('busy');
    expect(await movieThumbnailUrl(client, 'p1', 'flaky')).toBe('/render/tok.jpg?frame=10');
  });
});
