import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovieItem } from '@reelforge/api';
import { Route, Routes } from '@reelforge/router';
import { blankMovie } from '@reelforge/sdl';
import { leaveArea, renderInConsole, retype } from '@reelforge/ui/testing';
import MoviesArea from '../../src/routes.js';
import { fakeMovies, session } from '../fixtures.js';

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
const BASE = '/projects/eu-west-1/p1/movies';

afterEach(leaveArea);

function area(path = BASE) {
  renderInConsole(
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
    render: vi.fn(async (_p: string, { movie }: { movie?: unknown }) => `tok-${String(movie)}`),
    structure: vi.fn(async () => Promise.reject(new Error('offline'))),
    ...extra,
  });
  session(movies);
  return movies;
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
// A confirmation of something that cannot be undone is an alert dialog.
const confirmation = (name: string) => within(screen.getByRole('alertdialog', { name }));
const select = async (name: string) => userEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));

describe('the movie list', () => {
  it("lists the movies in the platform's name order with rendered thumbnails, two at a time", async () => {
    client(['intro', 'middle', 'outro']);
    area();
    const list = within(await screen.findByRole('list', { name: 'Movies' }));
    await waitFor(() => expect(list.getAllByRole('img', { name: /^Thumbnail of/ })).toHaveLength(2));
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['intro', 'middle', 'outro']);
    expect(list.getByRole('img', { name: 'Thumbnail of intro' }).getAttribute('src')).toBe(
      '/render/tok-intro.jpg?frame=10',
    );
  });

  it('searches by name', async () => {
    client(['intro', 'outro']);
    area();
    await screen.findByRole('link', { name: 'intro' });
    await retype(screen.getByRole('searchbox', { name: 'Search movies' }), 'out');
    expect(screen.queryByRole('link', { name: 'intro' })).toBeNull();
    expect(screen.getByRole('link', { name: 'outro' })).toBeTruthy();
  });

  it('creates a blank movie under the name asked for, then opens it', async () => {
    const save = vi.fn(async () => {});
    client(['intro'], { save });
    area();
    await screen.findByRole('link', { name: 'intro' });
    await userEvent.click(screen.getByRole('button', { name: 'New movie' }));
    const asked = dialog('New movie');
    await retype(asked.getByRole('textbox', { name: 'Movie name' }), 'intro');
    await userEvent.click(asked.getByRole('button', { name: 'Create' }));
    expect(asked.getByRole('alert').textContent).toBe('There is already a movie named intro.');
    await retype(asked.getByRole('textbox', { name: 'Movie name' }), 'fresh');
    await userEvent.click(asked.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('p1', 'fresh', blankMovie()));
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/fresh/design`));
  });

  it('refuses . and .. and look-alike names while they are typed', async () => {
    const save = vi.fn(async () => {});
    client(['intro'], { save });
    area();
    await screen.findByRole('link', { name: 'intro' });
    await userEvent.click(screen.getByRole('button', { name: 'New movie' }));
    const asked = dialog('New movie');
    for (const [name, reason] of [
      ['..', /reserved/],
      ['.', /reserved/],
      ['cod\u202egnp.exe', /bidirectional/],
      ['tab\there', /control character/],
    ] as const) {
      // A tab cannot be typed into a field (it moves the focus), so names are pasted.
      await userEvent.clear(asked.getByRole('textbox', { name: 'Movie name' }));
      await userEvent.paste(name);
      expect(asked.getByRole('alert').textContent).toMatch(reason);
      expect(asked.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(true);
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('deletes a movie named .. from before the name rule', async () => {
    const remove = vi.fn(async () => {});
    client(['..', 'intro'], { remove });
    area();
    await select('..');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(confirmation('Delete movie?').getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('p1', '..'));
  });

  it('copies the selected movie under a new name', async () => {
    const save = vi.fn(async () => {});
    const source = { ...blankMovie(), variables: [{ key: 'title', value: 'x' }] };
    const movies = client(['intro'], { save, get: vi.fn(async () => source) });
    area();
    await select('intro');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const asked = dialog('Copy intro');
    await retype(asked.getByRole('textbox', { name: 'Movie name' }), 'intro 2');
    await userEvent.click(asked.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('p1', 'intro 2', source));
    expect(movies.get).toHaveBeenCalledWith('p1', 'intro');
  });

  it('does nothing when the copy’s name is left empty', async () => {
    const save = vi.fn(async () => {});
    client(['intro'], { save });
    area();
    await select('intro');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const asked = dialog('Copy intro');
    await retype(asked.getByRole('textbox', { name: 'Movie name' }), '   ');
    await userEvent.click(asked.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).not.toHaveBeenCalled();
  });

  it('deletes the selected movies after confirmation, then lists again', async () => {
    const remove = vi.fn(async () => {});
    const movies = client(['a', 'b', 'c'], { remove });
    area();
    await select('a');
    await select('c');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    await userEvent.click(confirmation('Delete 2 movies?').getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(remove.mock.calls).toEqual([
        ['p1', 'a'],
        ['p1', 'c'],
      ]),
    );
    await waitFor(() => expect(movies.list).toHaveBeenCalledTimes(2));
  });
});
