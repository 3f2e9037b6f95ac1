import { afterEach, describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { ScenesTab } from '../../src/scenes/ScenesTab.js';
import { assetList, byLabel, byRole, cleanup, click, fill, render } from '../dom.js';
import { WithMovie, type Watched } from '../tab-props.js';

afterEach(cleanup);

const assets = assetList({ Videos: ['clip.mp4'], Images: ['logo.png'], Audios: ['music.mp3'], Fonts: ['Title.ttf'] });

async function open() {
  const watched = {} as Watched;
  const page = await render(<WithMovie tab={ScenesTab} watched={watched} assets={assets} />);
  return { page, watched };
}

describe('the scene editor', () => {
  it('adds a second scene with a transition from the first', async () => {
    const { page, watched } = await open();
    expect(byRole(page, 'group', 'Scene 1').querySelector('[aria-label="Transition"]')).toBeNull();
    await click(byRole(page, 'button', 'Add scene'));
    const second = byRole(page, 'group', 'Scene 2');
    await fill(byLabel(second, 'Length'), '50');
    await fill(byLabel<HTMLSelectElement>(second, 'Transition'), 'WIPE');
    await fill(byLabel(byRole(page, 'group', 'Scene 2'), 'Transition frames'), '10');
    await fill(byLabel<HTMLSelectElement>(byRole(page, 'group', 'Scene 2'), 'Direction'), 'right');
    expect(watched.current.scenes?.[1]).toEqual({ name: 'Scene 2', length: 50, layers: [], transition: { type: 'WIPE', duration: 10, direction: 2 } });
  });

  it('moves and removes scenes', async () => {
    const { page, watched } = await open();
    await click(byRole(page, 'button', 'Add scene'));
    await click(byRole(byRole(page, 'group', 'Scene 2'), 'button', 'Move scene up'));
    expect(watched.current.scenes?.map((s) => s.name)).toEqual(['Scene 2', 'Scene 1']);
    await click(byRole(byRole(page, 'group', 'Scene 1'), 'button', 'Remove scene'));
    expect(watched.current.scenes?.map((s) => s.name)).toEqual(['Scene 1']);
  });

  it('adds a video layer and picks its asset from the project’s videos', async () => {
    const { page, watched } = await open();
    await click(byRole(page, 'button', 'Add video layer'));
    const layer = byRole(byRole(page, 'group', 'Scene 1'), 'group', 'Layer 2');
    const asset = byLabel<HTMLSelectElement>(layer, 'Asset');
    expect([...asset.options].map((o) => o.value)).toEqual(['', 'clip.mp4']);
    await fill(asset, 'clip.mp4');
    await fill(byLabel(byRole(page, 'group', 'Layer 2'), 'Opacity'), '0.5');
    expect(watched.current.scenes?.[0]?.layers?.[1]).toEqual({ name: 'Video 2', video: { asset: 'clip.mp4' }, opacity: 0.5 });
  });

  it('binds a text layer’s text to a new variable made from its content', async () => {
    const { page, watched } = await open();
    await click(byRole(page, 'button', 'Add text layer'));
    const layer = () => byRole(page, 'group', 'Layer 2');
    await fill(byLabel<HTMLTextAreaElement>(layer(), 'Text'), 'Hello');
    await fill(byLabel<HTMLSelectElement>(layer(), 'Bind to variable'), 'new variable');
    const dialog = byRole(document.body, 'dialog', 'New variable');
    await fill(byLabel(dialog, 'Variable key'), 'title');
    await click(byRole(dialog, 'button', 'Create'));
    expect(watched.current.scenes?.[0]?.layers?.[1]?.text).toMatchObject({ text: 'Hello', bindings: { text: 'title' } });
    expect(watched.current.variables).toEqual([{ key: 'title', type: 'MAP', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' }]);
    expect(byLabel<HTMLSelectElement>(layer(), 'Bind to variable').value).toBe('title');
    await fill(byLabel<HTMLSelectElement>(layer(), 'Bind to variable'), '');
    expect(watched.current.scenes?.[0]?.layers?.[1]?.text).not.toHaveProperty('bindings');
  });

  it('sets a text layer’s size, colour and font', async () => {
    const { page, watched } = await open();
    await click(byRole(page, 'button', 'Add text layer'));
    const layer = () => byRole(page, 'group', 'Layer 2');
    await fill(byLabel(layer(), 'Size'), '64');
    await fill(byLabel(layer(), 'Colour'), '#ff0000');
    await fill(byLabel<HTMLSelectElement>(layer(), 'Font'), 'Title.ttf');
    expect(watched.current.scenes?.[0]?.layers?.[1]?.text).toMatchObject({ size: 64, color: '#ff0000', font: 'Title.ttf' });
  });

  it('reorders and removes layers', async () => {
    const { page, watched } = await open();
    await click(byRole(page, 'button', 'Add colour layer'));
    await click(byRole(byRole(page, 'group', 'Layer 2'), 'button', 'Send layer backward'));
    expect(watched.current.scenes?.[0]?.layers?.map((l) => l.name)).toEqual(['Colour 2', 'Background']);
    await click(byRole(byRole(page, 'group', 'Layer 1'), 'button', 'Remove layer'));
    expect(watched.current.scenes?.[0]?.layers?.map((l) => l.name)).toEqual(['Background']);
  });

  it('adds an audio track with an audio file, volume and fades', async () => {
    const { page, watched } = await open();
    await click(byRole(page, 'button', 'Add audio track'));
    const track = () => byRole(page, 'group', 'Audio track 1');
    await fill(byLabel<HTMLSelectElement>(track(), 'Asset'), 'music.mp3');
    await fill(byLabel(track(), 'Volume'), '0.8');
    await fill(byLabel(track(), 'Fade out'), '25');
    expect(watched.current.audio).toEqual([{ asset: 'music.mp3', volume: 0.8, fadeout: 25 }]);
  });

  it('starts from the blank movie’s background layer', async () => {
    const { page } = await open();
    expect(byLabel(byRole(page, 'group', 'Layer 1'), 'Colour').value).toBe(blankMovie().scenes?.[0]?.layers?.[0]?.color?.color);
  });
});
