import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { Route, Routes } from '@reelforge/router';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { activeTab } from '../../src/detail/MovieTabs.js';
import { MovieDetail } from '../../src/detail/MovieDetail.js';
import { assetList, byLabel, byRole, click, leaveArea, fakeMovies, fill, project, queryRole, render, session, waitFor } from '../dom.js';

const BASE = '/projects/eu-west-1/p1/movies/intro';

afterEach(leaveArea);

function open(movies = fakeMovies({ get: vi.fn(async () => blankMovie()) }), tab = 'settings') {
  session(movies);
  return render(
    <Routes>
      <Route path="/projects/:region/:projectId/movies/:sdl/*" element={<MovieDetail project={project} name="intro" client={movies} assets={assetList()} base={BASE} />} />
    </Routes>,
    { path: `${BASE}/${tab}` },
  );
}

describe('the movie detail', () => {
  it('heads the movie with its name and tabs, without Save while nothing changed', async () => {
    const page = await open();
    await waitFor(() => byRole(page, 'tab', 'Settings'));
    expect(page.querySelector('h2')?.textContent).toBe('intro');
    expect([...page.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['Overview', 'Play', 'Settings', 'Variables', 'Scenes', 'Source']);
    expect(byRole(page, 'tab', 'Settings').getAttribute('aria-selected')).toBe('true');
    expect(queryRole(page, 'button', 'Save')).toBeNull();
    byRole(page, 'button', 'Export');
  });

  it('saves the working copy: Saving…, then Saved', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const page = await open(fakeMovies({ get: vi.fn(async () => blankMovie()), save }));
    await fill(await waitFor(() => byLabel(page, 'Width')), '1280');
    await click(byRole(page, 'button', 'Save'));
    expect(byRole(page, 'status').textContent).toBe('Saving…');
    const [, name, sent] = save.mock.calls[0] as unknown as [string, string, Movie];
    expect(name).toBe('intro');
    expect(sent.params?.vparams?.width).toBe(1280);
    finish();
    await waitFor(() => expect(byRole(page, 'status').textContent).toBe('Saved'));
    expect(queryRole(page, 'button', 'Save')).toBeNull();
  });

  it('shows a warning with the server’s message when the save is refused', async () => {
    const save = vi.fn(async () => Promise.reject(new ApiError(400, 'Bad Request', 'Scene 1: length must be positive')));
    const page = await open(fakeMovies({ get: vi.fn(async () => blankMovie()), save }));
    await fill(await waitFor(() => byLabel(page, 'Height')), '720');
    await click(byRole(page, 'button', 'Save'));
    await waitFor(() => expect(byRole(page, 'alert').textContent).toBe('Not saved: Scene 1: length must be positive'));
    byRole(page, 'button', 'Save');
  });

  it('keeps the working copy across tabs', async () => {
    const page = await open();
    await fill(await waitFor(() => byLabel(page, 'Width')), '800');
    await click(byRole(page, 'tab', 'Variables'));
    await click(await waitFor(() => byRole(page, 'tab', 'Settings')));
    await waitFor(() => expect(byLabel(page, 'Width').value).toBe('800'));
    byRole(page, 'button', 'Save');
  });

  it('says when the movie cannot be opened', async () => {
    const page = await open(fakeMovies({ get: vi.fn(async () => Promise.reject(new ApiError(404, 'Not Found', 'No movie intro'))) }));
    await waitFor(() => expect(byRole(page, 'alert', 'Movie not opened').textContent).toContain('No movie intro'));
  });
});

describe('the settings tab', () => {
  it('offers the formats of the chosen codec, the first as default', async () => {
    const page = await open();
    const formats = () => [...byRole(page, 'list', 'Formats offered').querySelectorAll('li')].map((li) => li.textContent);
    await waitFor(() => expect(formats()).toEqual(['mp4 (default)', 'flv', 'jpg', 'png', 'tif']));
    await fill(byLabel<HTMLSelectElement>(page, 'Video codec'), 'prores');
    expect(formats()).toEqual(['mov (default)', 'jpg', 'png', 'tif']);
    expect(byLabel<HTMLSelectElement>(page, 'Audio codec').value).toBe('aac');
    await fill(byLabel<HTMLSelectElement>(page, 'Video codec'), 'vp8');
    expect(byLabel<HTMLSelectElement>(page, 'Audio codec').value).toBe('vorbis');
    expect(byLabel(page, 'Audio bitrate (bit/s)').value).toBe('128000');
  });

  it('offers the movie frame rates and shows the keyframe hint default', async () => {
    const page = await open();
    const rate = await waitFor(() => byLabel<HTMLSelectElement>(page, 'Frame rate'));
    expect([...rate.options].map((o) => o.value)).toEqual(['15', '24000/1001', '24', '25', '30000/1001', '30']);
    expect(rate.value).toBe('25');
    expect(byLabel(page, 'Keyframe hint').value).toBe('45');
  });
});

describe('the active tab', () => {
  it('is the first segment after the movie, overview by default', () => {
    expect(activeTab('/m/intro/play', '/m/intro')).toBe('play');
    expect(activeTab('/m/intro', '/m/intro')).toBe('overview');
  });
});
