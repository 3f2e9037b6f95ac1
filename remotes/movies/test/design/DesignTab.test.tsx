import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Movie } from '@reelforge/sdl';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { DesignTab } from '../../src/design/DesignTab.js';
import { fakeMovies } from '../fixtures.js';
import { WithMovie, type Watched } from '../tab-props.js';
import { designSession, fakeAssets } from './design-session.js';

const movie = (): Movie => ({
  params: { vparams: { width: 640, height: 360, videoframerate: { num: 25, den: 1 } } },
  scenes: [
    {
      name: 'Intro',
      length: 75,
      layers: [
        { name: 'Background', color: { color: '#203040' } },
        { name: 'Title', text: { text: 'Hello', size: 40 }, position: { x: 100, y: 50, w: 200, h: 80 } },
        { name: 'Logo', image: { asset: 'logo.png' }, position: { x: 400, y: 200, w: 100, h: 100 } },
      ],
    },
  ],
});

beforeEach(() => designSession(fakeAssets({ mediaUrl: (prjuid, name) => `/media/${prjuid}/${name}` })));
afterEach(leaveArea);

function open() {
  const watched = {} as Watched;
  const previewFrame = vi.fn(async () => new Blob(['jpg'], { type: 'image/jpeg' }));
  renderInConsole(
    <WithMovie tab={DesignTab} initial={movie()} client={fakeMovies({ previewFrame })} watched={watched} />,
  );
  const stage = screen.getByRole('region', { name: 'Stage' });
  return { watched, stage, layers: () => watched.current.scenes?.[0]?.layers ?? [] };
}

describe('the Design tab', () => {
  it('draws each layer as a button named after it, with handles beside the selected one’s box', async () => {
    const { stage } = open();
    for (const name of ['Background', 'Title', 'Logo'])
      expect(within(stage).getByRole('button', { name })).toBeTruthy();
    const title = within(stage).getByRole('button', { name: 'Title' });
    await userEvent.click(title);
    const handles = within(stage).getAllByRole('button', { name: /^Resize Title from the / });
    expect(handles).toHaveLength(8);
    for (const handle of handles) expect(title.contains(handle)).toBe(false);
    expect(screen.getByRole('complementary', { name: 'Inspector' }).textContent).toContain('Layer 2: Title');
  });

  it('nudges the selected layer with the arrows, 10 px with shift, as one step of the history', async () => {
    const { stage, layers } = open();
    await userEvent.click(within(stage).getByRole('button', { name: 'Logo' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(layers()[2]?.position).toEqual({ x: 402, y: 210, w: 100, h: 100 });
  });

  it('duplicates, reorders and removes the selection from the keyboard', async () => {
    const { stage, layers } = open();
    await userEvent.click(within(stage).getByRole('button', { name: 'Title' }));
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(layers().map((layer) => layer.name)).toEqual(['Background', 'Title', 'Title copy', 'Logo']);
    await userEvent.keyboard('{Control>}]{/Control}');
    expect(layers().map((layer) => layer.name)).toEqual(['Background', 'Title', 'Logo', 'Title copy']);
    // '[[' types one [ (userEvent reads a lone [ as the start of a key name).
    await userEvent.keyboard('{Control>}[[{/Control}{Control>}[[{/Control}');
    expect(layers().map((layer) => layer.name)).toEqual(['Background', 'Title copy', 'Title', 'Logo']);
    await userEvent.keyboard('{Delete}');
    expect(layers().map((layer) => layer.name)).toEqual(['Background', 'Title', 'Logo']);
  });

  it('edits a text layer’s text in place: Enter keeps it, Escape drops it', async () => {
    const { stage, layers } = open();
    fireEvent.doubleClick(within(stage).getByRole('button', { name: 'Title' }));
    const field = within(stage).getByRole('textbox', { name: 'Layer text' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Welcome{Enter}');
    expect(layers()[1]?.text?.text).toBe('Welcome');
    within(stage).getByRole('button', { name: 'Title' }).focus();
    await userEvent.keyboard('{F2}');
    await userEvent.type(within(stage).getByRole('textbox', { name: 'Layer text' }), ' back{Escape}');
    expect(layers()[1]?.text?.text).toBe('Welcome');
  });

  it('steps the playhead with the arrows when no layer is selected, and a second with shift', async () => {
    open();
    const playhead = screen.getByRole('slider', { name: 'Playhead' });
    const start = Number(playhead.getAttribute('aria-valuenow'));
    screen.getByRole('region', { name: 'Stage' }).focus();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Design' }), { key: 'ArrowRight' });
    await waitFor(() => expect(playhead.getAttribute('aria-valuenow')).toBe(String(start + 1)));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Design' }), { key: 'ArrowLeft', shiftKey: true });
    await waitFor(() => expect(playhead.getAttribute('aria-valuenow')).toBe(String(Math.max(0, start + 1 - 25))));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Design' }), { key: 'End' });
    await waitFor(() => expect(playhead.getAttribute('aria-valuenow')).toBe('74'));
  });

  it('adds text, colour and scenes from its toolbar, and an asset from the panel', async () => {
    const { watched, layers } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Add text' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    expect(layers().map((layer) => Object.keys(layer).find((key) => ['text', 'color'].includes(key)))).toEqual([
      'color',
      'text',
      undefined,
      'text',
      'color',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add scene' }));
    expect(watched.current.scenes).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Scene 2: Scene 2' })).toBeTruthy();
  });

  it('records keyframes while Record is on, shows them as diamonds and a path, and Delete removes one', async () => {
    const { stage, layers } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Record keyframes' }));
    await userEvent.click(within(stage).getByRole('button', { name: 'Logo' }));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const playhead = Number(screen.getByRole('slider', { name: 'Playhead' }).getAttribute('aria-valuenow'));
    expect(layers()[2]?.position).toEqual({ x: 400, y: 200, w: 100, h: 100 });
    expect(layers()[2]?.keyframes).toEqual([
      { frame: 0, x: 400, y: 200, w: 100, h: 100 },
      { frame: playhead, x: 410, y: 200, w: 100, h: 100 },
    ]);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByRole('button', { name: `Keyframe 2 of Logo, frame ${playhead}` })).toBeTruthy();
    expect(
      within(stage).getByRole('button', { name: `Keyframe 2 of Logo on its path, frame ${playhead}` }),
    ).toBeTruthy();
    await userEvent.click(within(timeline).getByRole('button', { name: 'Keyframe 1 of Logo, frame 0' }));
    await userEvent.keyboard('{Delete}');
    expect(layers()[2]?.keyframes).toEqual([{ frame: playhead, x: 410, y: 200, w: 100, h: 100 }]);
  });

  it('adds an enter animation from the inspector’s list, and says why a picture cannot type', async () => {
    const { stage, layers } = open();
    await userEvent.click(within(stage).getByRole('button', { name: 'Title' }));
    const enter = screen.getByRole('group', { name: 'Enter animations' });
    await userEvent.click(within(enter).getByRole('button', { name: 'Slide, left' }));
    expect(layers()[1]?.keyframes?.map((k) => [k.frame, k.x])).toEqual([
      [0, -200],
      [12, 100],
    ]);
    await userEvent.click(within(stage).getByRole('button', { name: 'Logo' }));
    expect(
      within(screen.getByRole('group', { name: 'Enter animations' })).queryByRole('button', { name: /Typing/ }),
    ).toBeNull();
  });
});
