import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shareId } from '@reelforge/model';
import { blankMovie } from '@reelforge/sdl';
import { renderInConsole } from '@reelforge/ui/testing';
import type { MovieTabProps } from '../../src/detail/tab-props.js';
import { OverviewTab } from '../../src/overview/OverviewTab.js';
import { fakeMovies } from '../fixtures.js';
import { WithMovie } from '../tab-props.js';

const overview = (props: MovieTabProps) => <OverviewTab {...props} thumbnailVersion={0} />;
const key = { username: 'demo', region: 'eu-west-1', prjuid: 'p1', movie: 'intro' };
const list = (name: string) => screen.getByRole('list', { name });
const shareSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Share this movie' });
const noStructure = async () => Promise.reject(new Error('x'));

describe('the overview', () => {
  it('shows the structure from the media host', async () => {
    const structure = vi.fn(async () => ({
      width: 1280,
      height: 720,
      framerate: { num: 25, den: 1 },
      frames: 150,
      duration: 6,
      scenes: [
        {
          name: 'Opening',
          start: 0,
          length: 150,
          layers: [{ name: 'Title', kind: 'text', start: 0, end: 150, bound: ['text'] }],
        },
      ],
      audio: [],
      variables: [{ key: 'title', type: 'MAP', valuetype: 'string' }],
    }));
    renderInConsole(<WithMovie tab={overview} client={fakeMovies({ structure })} />);
    await waitFor(() => expect(list('Scenes').textContent).toContain('Opening — frames 0–149 (150 frames)'));
    expect(list('Layers of Opening').textContent).toContain('Title (text)');
    expect(list('Variables').textContent).toBe('title (map, string)');
    expect(screen.getByLabelText('Movie facts').textContent).toContain('1280 × 720');
  });

  it('falls back to its own reading when the media host cannot be asked', async () => {
    const structure = vi.fn(async () => Promise.reject(new Error('media host down')));
    renderInConsole(<WithMovie tab={overview} client={fakeMovies({ structure })} />);
    expect(list('Scenes').textContent).toContain('Scene 1 — frames 0–99 (100 frames)');
    expect(await screen.findByText(/media host down/)).toBeTruthy();
  });

  it('reflects that the movie is shared, and links to its share page', async () => {
    const isShared = vi.fn(async () => true);
    renderInConsole(<WithMovie tab={overview} client={fakeMovies({ isShared, structure: noStructure })} />);
    await waitFor(() => expect(shareSwitch().checked).toBe(true));
    const id = await shareId(key);
    expect(isShared).toHaveBeenCalledWith(id);
    expect(screen.getByRole('link', { name: 'Share page' }).getAttribute('href')).toBe(`/share/player.html?id=${id}`);
  });

  it('turns sharing on with the share record', async () => {
    const share = vi.fn(async () => {});
    renderInConsole(
      <WithMovie tab={overview} initial={blankMovie()} client={fakeMovies({ share, structure: noStructure })} />,
    );
    await waitFor(() => expect(shareSwitch().disabled).toBe(false));
    expect(shareSwitch().checked).toBe(false);
    expect(screen.queryByRole('link', { name: 'Share page' })).toBeNull();
    await userEvent.click(shareSwitch());
    await waitFor(() => expect(shareSwitch().checked).toBe(true));
    expect(share).toHaveBeenCalledWith({ id: await shareId(key), ...key });
    expect(screen.getByRole('link', { name: 'Share page' })).toBeTruthy();
  });

  it('turns sharing off', async () => {
    const unshare = vi.fn(async () => {});
    renderInConsole(
      <WithMovie tab={overview} client={fakeMovies({ isShared: async () => true, unshare, structure: noStructure })} />,
    );
    await waitFor(() => expect(shareSwitch().checked).toBe(true));
    await userEvent.click(shareSwitch());
    await waitFor(() => expect(shareSwitch().checked).toBe(false));
    expect(unshare).toHaveBeenCalled();
  });
});
