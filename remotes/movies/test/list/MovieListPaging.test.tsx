import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovieItem } from '@reelforge/api';
import { Route, Routes } from '@reelforge/router';
import { blankMovie } from '@reelforge/sdl';
import { leaveArea, renderInConsole, retype, scrollToEnd } from '@reelforge/ui/testing';
import MoviesArea from '../../src/routes.js';
import { fakeMovies, session } from '../fixtures.js';

// The movie list reads the platform's pages as the person scrolls (docs/paging.md).

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
const name = (i: number) => `movie ${String(i).padStart(4, '0')}`;
const BASE = '/projects/eu-west-1/p1/movies';

afterEach(leaveArea);

/** A project of 215 movies on two pages: 210, then 5. */
function pagedClient() {
  const page = vi.fn(async (_prjuid: string, token?: string) =>
    token === undefined
      ? { items: Array.from({ length: 210 }, (_, i) => item(name(i))), next: 'after-209' }
      : { items: Array.from({ length: 5 }, (_, i) => item(name(210 + i))) },
  );
  const movies = fakeMovies({
    page,
    get: vi.fn(async () => blankMovie()),
    render: vi.fn(async () => 'token'),
    structure: vi.fn(async () => Promise.reject(new Error('offline'))),
  });
  session(movies);
  return { movies, page };
}

function area(path = BASE) {
  renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<MoviesArea area="movies" />} />
    </Routes>,
    { path },
  );
}

const rows = (list: HTMLElement) => Number(list.getAttribute('aria-rowcount'));

describe('a movie list of more than one page', () => {
  it('shows 200 movies, 20 more as the end comes near, and reads the next page once the loaded ones are all shown', async () => {
    const { page } = pagedClient();
    area();
    const list = await screen.findByRole('list', { name: 'Movies' });
    await waitFor(() => expect(rows(list)).toBe(200));
    expect(page).toHaveBeenCalledTimes(1);

    scrollToEnd(list);
    await waitFor(() => expect(rows(list)).toBe(210));
    // Every loaded movie is shown and the end is in reach: the next page is read and follows on.
    await waitFor(() => expect(page).toHaveBeenCalledWith('p1', 'after-209'));
    await waitFor(() => expect(rows(list)).toBe(215));
    scrollToEnd(list);
    expect(await within(list).findByRole('link', { name: name(214) })).toBeTruthy();
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('reads no further page while the person has not scrolled to the end', async () => {
    const { page } = pagedClient();
    area();
    await screen.findByRole('link', { name: name(0) });
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('searches every page, not only the one read', async () => {
    const { page } = pagedClient();
    area();
    await screen.findByRole('link', { name: name(0) });
    await retype(screen.getByRole('searchbox', { name: 'Search movies' }), '0213');
    expect(await screen.findByRole('link', { name: name(213) })).toBeTruthy();
    expect(page).toHaveBeenCalledWith('p1', 'after-209');
    expect(screen.queryByRole('link', { name: name(0) })).toBeNull();
  });

  it('opens a movie linked to on a page not read yet, reading on until the list holds it', async () => {
    const { page, movies } = pagedClient();
    area(`${BASE}/${encodeURIComponent(name(212))}/overview`);
    await waitFor(() => expect(page).toHaveBeenCalledWith('p1', 'after-209'));
    expect(await screen.findByRole('heading', { name: name(212) })).toBeTruthy();
    expect(movies.get).toHaveBeenCalledWith('p1', name(212));
  });

  it('refuses a new movie named like one on a page not read yet, asking the platform', async () => {
    const { movies } = pagedClient();
    area();
    await screen.findByRole('link', { name: name(0) });
    await userEvent.click(screen.getByRole('button', { name: 'New movie' }));
    const asked = within(screen.getByRole('dialog', { name: 'New movie' }));
    await retype(asked.getByRole('textbox', { name: 'Movie name' }), name(214));
    await userEvent.click(asked.getByRole('button', { name: 'Create' }));
    expect(await asked.findByText(`There is already a movie named ${name(214)}.`)).toBeTruthy();
    expect(movies.get).toHaveBeenCalledWith('p1', name(214));
    expect(movies.save).not.toHaveBeenCalled();
  });
});
