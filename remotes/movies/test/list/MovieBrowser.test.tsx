import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovieItem } from '@reelforge/api';
import { Route, Routes } from '@reelforge/router';
import { blankMovie } from '@reelforge/sdl';
import MoviesArea from '../../src/routes.js';
import { byLabel, byRole, click, leaveArea, fakeMovies, fill, queryRole, render, session, waitFor } from '../dom.js';

const item = (name: string): MovieItem => ({ name, uid: name, prjuid: 'p1', region: 'eu-west-1', awsregion: 'eu-west-1', type: 'sdl', date_created: '', date_modified: '' });
const BASE = '/projects/eu-west-1/p1/movies';

afterEach(leaveArea);

function area(path = BASE) {
  return render(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<MoviesArea area="movies" />} />
    </Routes>,
    { path },
  );
}

function client(names: string[], extra: Parameters<typeof fakeMovies>[0] = {}) {
  const movies = fakeMovies({
    list: vi.fn(async () => names.map(item)),
    get: vi.fn(async () => blankMovie()),
    render: vi.fn(async (_p: string, { movie }: { movie: unknown }) => `tok-${String(movie)}`),
    structure: vi.fn(async () => Promise.reject(new Error('offline'))),
    ...extra,
  });
  session(movies);
  return movies;
}

describe('the movie list', () => {
  it('lists the movies in name order with rendered thumbnails, two at a time', async () => {
    client(['outro', 'intro', 'middle']);
    const page = await area();
    const list = await waitFor(() => byRole(page, 'list', 'Movies'));
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(2));
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['intro', 'middle', 'outro']);
    expect(byRole(list, 'img', 'Thumbnail of intro').getAttribute('src')).toBe('/render/tok-intro.jpg?frame=10');
  });

  it('searches by name', async () => {
    client(['intro', 'outro']);
    const page = await area();
    await waitFor(() => byRole(page, 'link', 'intro'));
    await fill(byLabel(page, 'Search movies'), 'out');
    expect(queryRole(page, 'link', 'intro')).toBeNull();
    byRole(page, 'link', 'outro');
  });

  it('creates a blank movie under the name asked for, then opens it', async () => {
    const save = vi.fn(async () => {});
    client(['intro'], { save });
    const page = await area();
    await waitFor(() => byRole(page, 'link', 'intro'));
    await click(byRole(page, 'button', 'New movie'));
    const dialog = byRole(document.body, 'dialog', 'New movie');
    await fill(byLabel(dialog, 'Movie name'), 'intro');
    await click(byRole(dialog, 'button', 'Create'));
    expect(byRole(dialog, 'alert').textContent).toBe('There is already a movie named intro.');
    await fill(byLabel(dialog, 'Movie name'), 'fresh');
    await click(byRole(dialog, 'button', 'Create'));
    await waitFor(() => expect(save).toHaveBeenCalledWith('p1', 'fresh', blankMovie()));
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/fresh/overview`));
  });

  it('refuses . and .. and look-alike names while they are typed', async () => {
    const save = vi.fn(async () => {});
    client(['intro'], { save });
    const page = await area();
    await waitFor(() => byRole(page, 'link', 'intro'));
    await click(byRole(page, 'button', 'New movie'));
    const dialog = byRole(document.body, 'dialog', 'New movie');
    for (const [name, reason] of [['..', /reserved/], ['.', /reserved/], ['cod\u202egnp.exe', /bidirectional/], ['tab\there', /control character/]] as const) {
      await fill(byLabel(dialog, 'Movie name'), name);
      expect(byRole(dialog, 'alert').textContent).toMatch(reason);
      expect(byRole<HTMLButtonElement>(dialog, 'button', 'Create').disabled).toBe(true);
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('deletes a movie named .. from before the name rule', async () => {
    const remove = vi.fn(async () => {});
    client(['..', 'intro'], { remove });
    const page = await area();
    await click(await waitFor(() => byRole(page, 'checkbox', 'Select ..')));
    await click(byRole(page, 'button', 'Delete'));
    await click(byRole(byRole(document.body, 'dialog', 'Delete movie?'), 'button', 'Delete'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('p1', '..'));
  });

  it('copies the selected movie under a new name', async () => {
    const save = vi.fn(async () => {});
    const source = { ...blankMovie(), variables: [{ key: 'title', value: 'x' }] };
    const movies = client(['intro'], { save, get: vi.fn(async () => source) });
    const page = await area();
    await click(await waitFor(() => byRole(page, 'checkbox', 'Select intro')));
    await click(byRole(page, 'button', 'Copy'));
    const dialog = byRole(document.body, 'dialog', 'Copy intro');
    await fill(byLabel(dialog, 'Movie name'), 'intro 2');
    await click(byRole(dialog, 'button', 'Copy'));
    await waitFor(() => expect(save).toHaveBeenCalledWith('p1', 'intro 2', source));
    expect(movies.get).toHaveBeenCalledWith('p1', 'intro');
  });

  it('does nothing when the copy’s name is left empty', async () => {
    const save = vi.fn(async () => {});
    client(['intro'], { save });
    const page = await area();
    await click(await waitFor(() => byRole(page, 'checkbox', 'Select intro')));
    await click(byRole(page, 'button', 'Copy'));
    const dialog = byRole(document.body, 'dialog', 'Copy intro');
    await fill(byLabel(dialog, 'Movie name'), '   ');
    await click(byRole(dialog, 'button', 'Copy'));
    await waitFor(() => expect(queryRole(document.body, 'dialog')).toBeNull());
    expect(save).not.toHaveBeenCalled();
  });

  it('deletes the selected movies after confirmation, then lists again', async () => {
    const remove = vi.fn(async () => {});
    const movies = client(['a', 'b', 'c'], { remove });
    const page = await area();
    await click(await waitFor(() => byRole(page, 'checkbox', 'Select a')));
    await click(byRole(page, 'checkbox', 'Select c'));
    await click(byRole(page, 'button', 'Delete 2'));
    const dialog = byRole(document.body, 'dialog', 'Delete 2 movies?');
    await click(byRole(dialog, 'button', 'Delete'));
    await waitFor(() => expect(remove.mock.calls).toEqual([['p1', 'a'], ['p1', 'c']]));
    await waitFor(() => expect(movies.list).toHaveBeenCalledTimes(2));
  });
});
