import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { Link, Route, Routes } from '@reelforge/router';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { leaveArea, renderInConsole, retype } from '@reelforge/ui/testing';
import { activeTab } from '../../src/detail/MovieTabs.js';
import { MovieDetail } from '../../src/detail/MovieDetail.js';
import { assetList, fakeMovies, project, session } from '../fixtures.js';

const BASE = '/projects/eu-west-1/p1/movies/intro';

afterEach(leaveArea);

function open(movies = fakeMovies({ get: vi.fn(async () => blankMovie()) }), tab = 'settings') {
  session(movies);
  renderInConsole(
    <Routes>
      <Route
        path="/projects/:region/:projectId/movies/:sdl/*"
        element={<MovieDetail project={project} name="intro" client={movies} assets={assetList()} base={BASE} />}
      />
    </Routes>,
    { path: `${BASE}/${tab}` },
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const number = (name: string) => screen.findByRole<HTMLInputElement>('spinbutton', { name });
const choice = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('the movie detail', () => {
  it('heads the movie with its name and tabs, without Save while nothing changed', async () => {
    open();
    await screen.findByRole('tab', { name: 'Settings' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('intro');
    expect(
      within(screen.getByRole('tablist', { name: 'Movie tabs' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Design', 'Overview', 'Play', 'Settings', 'Variables', 'Scenes', 'Source', 'Use from code']);
    expect(tab('Settings').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('saves the working copy: Saving…, then Saved', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    open(fakeMovies({ get: vi.fn(async () => blankMovie()), save }));
    await retype(await number('Width'), '1280');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    const [, name, sent] = save.mock.calls.at(-1) as unknown as [string, string, Movie];
    expect(name).toBe('intro');
    expect(sent.params?.vparams?.width).toBe(1280);
    finish();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows a warning with the server’s message when the save is refused', async () => {
    const save = vi.fn(async () =>
      Promise.reject(new ApiError(400, 'Bad Request', 'Scene 1: length must be positive')),
    );
    open(fakeMovies({ get: vi.fn(async () => blankMovie()), save }));
    await retype(await number('Height'), '720');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Not saved: Scene 1: length must be positive'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('keeps the working copy across tabs', async () => {
    open();
    await retype(await number('Width'), '800');
    await userEvent.click(tab('Variables'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    await waitFor(async () => expect((await number('Width')).value).toBe('800'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and not when moving between its tabs', async () => {
    const movies = fakeMovies({ get: vi.fn(async () => blankMovie()) });
    session(movies);
    renderInConsole(
      <>
        <Link to="/projects/eu-west-1/p1/videos">Videos</Link>
        <Routes>
          <Route
            path="/projects/:region/:projectId/movies/:sdl/*"
            element={<MovieDetail project={project} name="intro" client={movies} assets={assetList()} base={BASE} />}
          />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
      </>,
      { path: `${BASE}/settings` },
    );
    await retype(await number('Width'), '800');
    await userEvent.click(tab('Variables'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Videos' }));
    const ask = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(ask.textContent).toContain('The changes to the movie intro are not saved.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('intro');

    await userEvent.click(screen.getByRole('link', { name: 'Videos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('Another page')).toBeTruthy();
  });

  it('says when the movie cannot be opened', async () => {
    open(fakeMovies({ get: vi.fn(async () => Promise.reject(new ApiError(404, 'Not Found', 'No movie intro'))) }));
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'Movie not opened' }).textContent).toContain('No movie intro'),
    );
  });
});

describe('the settings tab', () => {
  it('offers the formats of the chosen codec, the first as default', async () => {
    open();
    const formats = () =>
      within(screen.getByRole('list', { name: 'Formats offered' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await waitFor(() => expect(formats()).toEqual(['mp4 (default)', 'flv', 'jpg', 'png', 'tif']));
    await userEvent.selectOptions(choice('Video codec'), 'prores');
    expect(formats()).toEqual(['mov (default)', 'jpg', 'png', 'tif']);
    expect(choice('Audio codec').value).toBe('aac');
    await userEvent.selectOptions(choice('Video codec'), 'vp8');
    expect(choice('Audio codec').value).toBe('vorbis');
    expect((await number('Audio bitrate (bit/s)')).value).toBe('128000');
  });

  it('offers the movie frame rates and shows the keyframe hint default', async () => {
    open();
    const rate = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Frame rate' });
    expect(
      within(rate)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['15', '24000/1001', '24', '25', '30000/1001', '30']);
    expect(rate.value).toBe('25');
    expect((await number('Keyframe hint')).value).toBe('45');
  });
});

describe('the active tab', () => {
  it('is the first segment after the movie, the Design tab by default', () => {
    expect(activeTab('/m/intro/play', '/m/intro')).toBe('play');
    expect(activeTab('/m/intro', '/m/intro')).toBe('design');
  });
});
