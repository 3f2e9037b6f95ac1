import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetList } from '@reelforge/model';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { AssetPanel } from '../../src/design/AssetPanel.js';
import { ASSET_DRAG_TYPE, assetFromDrag } from '../../src/design/asset-drag.js';
import { assetList, project } from '../fixtures.js';
import { designSession, fakeAssets } from './design-session.js';

afterEach(leaveArea);

const assets = assetList({
  Videos: ['intro.mp4', 'beach.mp4'],
  Images: ['logo.png'],
  Audios: ['theme.mp3'],
  Fonts: ['sans.ttf'],
  Datasources: ['cities.csv'],
});

function show(list: AssetList | null = assets) {
  designSession(fakeAssets());
  const onAdd = vi.fn();
  renderInConsole(<AssetPanel project={project} assets={list} onAdd={onAdd} />);
  return { onAdd, panel: screen.getByRole('complementary', { name: 'Assets' }) };
}

const names = (panel: HTMLElement, group: string) =>
  within(within(panel).getByRole('region', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/Add$/, ''));

/** A drag's data as the browser keeps it. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    data,
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
  };
}

describe('the asset panel', () => {
  it("lists the project's videos, images and audio by group, with their thumbnails", () => {
    const { panel } = show();
    expect(names(panel, 'Videos')).toEqual(['intro.mp4', 'beach.mp4']);
    expect(names(panel, 'Images')).toEqual(['logo.png']);
    expect(names(panel, 'Audio')).toEqual(['theme.mp3']);
    expect(within(panel).queryByText('sans.ttf')).toBeNull();
    expect(within(panel).queryByText('cities.csv')).toBeNull();
  });

  it('filters by name, whatever the case, and says when nothing matches', async () => {
    const { panel } = show();
    const filter = within(panel).getByRole('searchbox', { name: 'Filter assets' });
    await userEvent.type(filter, 'MP4');
    expect(names(panel, 'Videos')).toEqual(['intro.mp4', 'beach.mp4']);
    expect(within(panel).queryByRole('region', { name: 'Images' })).toBeNull();
    await userEvent.type(filter, 'x');
    expect(within(panel).getByText('No video, image or audio has “MP4x” in its name.')).toBeTruthy();
  });

  it('adds an asset with its Add button', async () => {
    const { panel, onAdd } = show();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add theme.mp3' }));
    expect(onAdd).toHaveBeenCalledWith({ name: 'theme.mp3', kind: 'audio' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add logo.png' }));
    expect(onAdd).toHaveBeenLastCalledWith({ name: 'logo.png', kind: 'image' });
  });

  it('puts the asset into a drag, as the stage and the timeline read it', () => {
    const { panel } = show();
    const item = within(panel).getByText('beach.mp4').closest('li') as HTMLElement;
    expect(item.getAttribute('draggable')).toBe('true');
    const drag = dataTransfer();
    fireEvent.dragStart(item, { dataTransfer: drag });
    expect(JSON.parse(drag.data.get(ASSET_DRAG_TYPE) ?? '')).toEqual({ name: 'beach.mp4', kind: 'video' });
    expect(assetFromDrag(drag)).toEqual({ name: 'beach.mp4', kind: 'video' });
  });

  it('says so while the assets are read, and when the project has none to add', () => {
    show(null);
    expect(screen.getByRole('status').textContent).toBe("Reading the project's assets…");
    leaveArea();
    const { panel } = show(assetList({ Fonts: ['sans.ttf'] }));
    expect(panel.textContent).toContain('This project has no videos, images or audio yet.');
    expect(within(panel).queryByRole('searchbox')).toBeNull();
  });

  it('lists the first hundred of a long group and says how to find the others', async () => {
    const many = Array.from({ length: 250 }, (_, i) => `clip-${String(i).padStart(3, '0')}.mp4`);
    const { panel } = show(assetList({ Videos: many }));
    expect(names(panel, 'Videos')).toHaveLength(100);
    expect(panel.textContent).toContain('Showing 100 of 250 videos; type in the filter to find the others.');
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Filter assets' }), 'clip-24');
    expect(names(panel, 'Videos')).toEqual(Array.from({ length: 10 }, (_, i) => `clip-24${i}.mp4`));
  });

  it('starts folded on a narrow screen, and opens to the same list', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 600px)' }));
    const { panel } = show();
    vi.unstubAllGlobals();
    const details = panel.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(within(panel).getByText('Assets'));
    expect(details.open).toBe(true);
    expect(names(panel, 'Images')).toEqual(['logo.png']);
  });
});
