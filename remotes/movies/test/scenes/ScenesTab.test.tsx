import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { renderInConsole, retype } from '@reelforge/ui/testing';
import { ScenesTab } from '../../src/scenes/ScenesTab.js';
import { assetList } from '../fixtures.js';
import { WithMovie, type Watched } from '../tab-props.js';

const assets = assetList({ Videos: ['clip.mp4'], Images: ['logo.png'], Audios: ['music.mp3'], Fonts: ['Title.ttf'] });

function open() {
  const watched = {} as Watched;
  renderInConsole(<WithMovie tab={ScenesTab} watched={watched} assets={assets} />);
  return watched;
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const add = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('the scene editor', () => {
  it('adds a second scene with a transition from the first', async () => {
    const watched = open();
    expect(group('Scene 1').queryByRole('combobox', { name: 'Transition' })).toBeNull();
    await add('Add scene');
    await retype(group('Scene 2').getByRole('spinbutton', { name: 'Length' }), '50');
    await userEvent.selectOptions(group('Scene 2').getByRole('combobox', { name: 'Transition' }), 'WIPE');
    await retype(group('Scene 2').getByRole('spinbutton', { name: 'Transition frames' }), '10');
    await userEvent.selectOptions(group('Scene 2').getByRole('combobox', { name: 'Direction' }), 'right');
    expect(watched.current.scenes?.[1]).toEqual({
      name: 'Scene 2',
      length: 50,
      layers: [],
      transition: { type: 'WIPE', duration: 10, direction: 2 },
    });
  });

  it('moves and removes scenes', async () => {
    const watched = open();
    await add('Add scene');
    await userEvent.click(group('Scene 2').getByRole('button', { name: 'Move scene up' }));
    expect(watched.current.scenes?.map((s) => s.name)).toEqual(['Scene 2', 'Scene 1']);
    await userEvent.click(group('Scene 1').getByRole('button', { name: 'Remove scene' }));
    expect(watched.current.scenes?.map((s) => s.name)).toEqual(['Scene 1']);
  });

  it('adds a video layer and picks its asset from the project’s videos', async () => {
    const watched = open();
    await add('Add video layer');
    const layer = () => within(group('Scene 1').getByRole('group', { name: 'Layer 2' }));
    const asset = layer().getByRole<HTMLSelectElement>('combobox', { name: 'Asset' });
    expect(
      within(asset)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['', 'clip.mp4']);
    await userEvent.selectOptions(asset, 'clip.mp4');
    await retype(layer().getByRole('spinbutton', { name: 'Opacity' }), '0.5');
    expect(watched.current.scenes?.[0]?.layers?.[1]).toEqual({
      name: 'Video 2',
      video: { asset: 'clip.mp4' },
      opacity: 0.5,
    });
  });

  it('binds a text layer’s text to a new variable made from its content', async () => {
    const watched = open();
    await add('Add text layer');
    const layer = () => group('Layer 2');
    await retype(layer().getByRole('textbox', { name: 'Text' }), 'Hello');
    await userEvent.selectOptions(layer().getByRole('combobox', { name: 'Bind to variable' }), 'New variable…');
    const dialog = within(screen.getByRole('dialog', { name: 'New variable' }));
    await retype(dialog.getByRole('textbox', { name: 'Variable key' }), 'title');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(watched.current.scenes?.[0]?.layers?.[1]?.text).toMatchObject({
      text: 'Hello',
      bindings: { text: 'title' },
    });
    expect(watched.current.variables).toEqual([
      { key: 'title', type: 'MAP', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' },
    ]);
    expect(layer().getByRole<HTMLSelectElement>('combobox', { name: 'Bind to variable' }).value).toBe('title');
    await userEvent.selectOptions(layer().getByRole('combobox', { name: 'Bind to variable' }), 'Not bound');
    expect(watched.current.scenes?.[0]?.layers?.[1]?.text).not.toHaveProperty('bindings');
  });

  it('sets a text layer’s size, colour and font', async () => {
    const watched = open();
    await add('Add text layer');
    const layer = () => group('Layer 2');
    await retype(layer().getByRole('spinbutton', { name: 'Size' }), '64');
    await retype(layer().getByRole('textbox', { name: 'Colour' }), '#ff0000');
    await userEvent.selectOptions(layer().getByRole('combobox', { name: 'Font' }), 'Title.ttf');
    expect(watched.current.scenes?.[0]?.layers?.[1]?.text).toMatchObject({
      size: 64,
      color: '#ff0000',
      font: 'Title.ttf',
    });
  });

  it('reorders and removes layers', async () => {
    const watched = open();
    await add('Add colour layer');
    await userEvent.click(group('Layer 2').getByRole('button', { name: 'Send layer backward' }));
    expect(watched.current.scenes?.[0]?.layers?.map((l) => l.name)).toEqual(['Colour 2', 'Background']);
    await userEvent.click(group('Layer 1').getByRole('button', { name: 'Remove layer' }));
    expect(watched.current.scenes?.[0]?.layers?.map((l) => l.name)).toEqual(['Background']);
  });

  it('adds an audio track with an audio file, volume and fades', async () => {
    const watched = open();
    await add('Add audio track');
    const track = () => group('Audio track 1');
    await userEvent.selectOptions(track().getByRole('combobox', { name: 'Asset' }), 'music.mp3');
    await retype(track().getByRole('spinbutton', { name: 'Volume' }), '0.8');
    await retype(track().getByRole('spinbutton', { name: 'Fade out' }), '25');
    expect(watched.current.audio).toEqual([{ asset: 'music.mp3', volume: 0.8, fadeout: 25 }]);
  });

  it('starts from the blank movie’s background layer', () => {
    open();
    expect(group('Layer 1').getByRole<HTMLInputElement>('textbox', { name: 'Colour' }).value).toBe(
      blankMovie().scenes?.[0]?.layers?.[0]?.color?.color,
    );
  });
});
