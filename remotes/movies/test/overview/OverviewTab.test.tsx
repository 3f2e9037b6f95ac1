import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareId } from '@reelforge/model';
import { blankMovie } from '@reelforge/sdl';
import type { MovieTabProps } from '../../src/detail/tab-props.js';
import { OverviewTab } from '../../src/overview/OverviewTab.js';
import { byRole, cleanup, click, fakeMovies, queryRole, render, waitFor } from '../dom.js';
import { WithMovie } from '../tab-props.js';

afterEach(cleanup);

const overview = (props: MovieTabProps) => <OverviewTab {...props} thumbnailVersion={0} />;
const key = { username: 'demo', region: 'eu-west-1', prjuid: 'p1', movie: 'intro' };

describe('the overview', () => {
  it('shows the structure from the media host', async () => {
    const structure = vi.fn(async () => ({
      width: 1280,
      height: 720,
      framerate: { num: 25, den: 1 },
      frames: 150,
      duration: 6,
      scenes: [{ name: 'Opening', start: 0, length: 150, layers: [{ name: 'Title', kind: 'text', start: 0, end: 150, bound: ['text'] }] }],
      audio: [],
      variables: [{ key: 'title', type: 'MAP', valuetype: 'string' }],
    }));
    const page = await render(<WithMovie tab={overview} client={fakeMovies({ structure })} />);
    await waitFor(() => expect(byRole(page, 'list', 'Scenes').textContent).toContain('Opening — frames 0–149 (150 frames)'));
    expect(byRole(page, 'list', 'Layers of Opening').textContent).toContain('Title (text)');
    expect(byRole(page, 'list', 'Variables').textContent).toBe('title (map, string)');
    expect(page.querySelector('dl[aria-label="Movie facts"]')?.textContent).toContain('1280 × 720');
  });

  it('falls back to its own reading when the media host cannot be asked', async () => {
    const structure = vi.fn(async () => Promise.reject(new Error('media host down')));
    const page = await render(<WithMovie tab={overview} client={fakeMovies({ structure })} />);
    expect(byRole(page, 'list', 'Scenes').textContent).toContain('Scene 1 — frames 0–99 (100 frames)');
    await waitFor(() => expect(page.textContent).toContain('media host down'));
  });

  it('reflects that the movie is shared, and links to its share page', async () => {
    const isShared = vi.fn(async () => true);
    const page = await render(<WithMovie tab={overview} client={fakeMovies({ isShared, structure: async () => Promise.reject(new Error('x')) })} />);
    const toggle = byRole<HTMLInputElement>(page, 'switch', 'Share this movie');
    await waitFor(() => expect(toggle.checked).toBe(true));
    const id = await shareId(key);
    expect(isShared).toHaveBeenCalledWith(id);
    expect(byRole(page, 'link', 'Share page').getAttribute('href')).toBe(`/share/player.html?id=${id}`);
  });

  it('turns sharing on with the share record', async () => {
    const share = vi.fn(async () => {});
    const page = await render(<WithMovie tab={overview} initial={blankMovie()} client={fakeMovies({ share, structure: async () => Promise.reject(new Error('x')) })} />);
    const toggle = byRole<HTMLInputElement>(page, 'switch', 'Share this movie');
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    expect(queryRole(page, 'link', 'Share page')).toBeNull();
    await click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(share).toHaveBeenCalledWith({ id: await shareId(key), ...key });
    byRole(page, 'link', 'Share page');
  });

  it('turns sharing off', async () => {
    const unshare = vi.fn(async () => {});
    const page = await render(<WithMovie tab={overview} client={fakeMovies({ isShared: async () => true, unshare, structure: async () => Promise.reject(new Error('x')) })} />);
    const toggle = byRole<HTMLInputElement>(page, 'switch', 'Share this movie');
    await waitFor(() => expect(toggle.checked).toBe(true));
    await click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(unshare).toHaveBeenCalled();
  });
});
