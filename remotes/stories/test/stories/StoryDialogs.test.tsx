import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea, pick, retype } from '@reelforge/ui/testing';
import { BASE, projectWithStories, storiesArea, TRIO } from './stories-area.js';

afterEach(leaveArea);

type Within = ReturnType<typeof within>;
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .map((o) => o.value);
const open = async (story = TRIO) => {
  const server = projectWithStories([story]);
  storiesArea(`${BASE}/${encodeURIComponent(story.name)}`);
  await screen.findByRole('table', { name: 'Scenes' });
  return server;
};
const save = async (server: Awaited<ReturnType<typeof open>>) => {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'Story save status' }).textContent).toBe('Saved.'));
  return server.stored()[0];
};
const sceneDialog = async (n: number) => {
  await userEvent.click(screen.getByRole('button', { name: `Edit scene ${n}` }));
  return within(screen.getByRole('dialog', { name: `Scene ${n}` }));
};
const tab = (dialog: Within, name: string) => dialog.getByRole('tab', { name });

describe('the settings dialog', () => {
  it('offers the sizes, frame rates without 24, sample rates and level modes; saves what is chosen', async () => {
    const server = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Story settings' }));
    const size = dialog.getByRole('combobox', { name: 'Size' });
    expect(options(size)).toEqual(expect.arrayContaining(['640x360', '1280x720', '1920x1080', 'custom']));
    expect(options(dialog.getByRole('combobox', { name: 'Frame rate' }))).toEqual([
      '15/1',
      '24000/1001',
      '25/1',
      '30000/1001',
      '30/1',
    ]);
    expect(options(dialog.getByRole('combobox', { name: 'Audio level mode' }))).toEqual([
      'legacy',
      'hardclip',
      'softclip',
      'softclip4x',
    ]);
    expect(options(dialog.getByRole('combobox', { name: 'Sample rate' }))).toEqual(['22050', '44100', '48000']);
    await userEvent.selectOptions(size, '1280x720');
    expect(dialog.queryByRole('spinbutton', { name: 'Width' })).toBeNull();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Frame rate' }), '30000/1001');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Sample rate' }), '48000');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Audio level mode' }), 'hardclip');
    await retype(dialog.getByRole('spinbutton', { name: 'Maximum combinations' }), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await save(server)).toMatchObject({
      size: '1280x720',
      width: 1280,
      height: 720,
      fps: '30000/1001',
      samplerate: 48000,
      alevelmode: 'hardclip',
      maxcombinations: 4,
    });
  });

  it('takes a custom width and height, and keeps the volume within 0–100', async () => {
    const server = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Story settings' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Size' }), 'custom');
    await retype(dialog.getByRole('spinbutton', { name: 'Width' }), '1000');
    await retype(dialog.getByRole('spinbutton', { name: 'Height' }), '500');
    const volume = dialog.getByRole<HTMLInputElement>('spinbutton', { name: 'Volume' });
    await retype(volume, '150');
    expect(volume.value).toBe('100');
    await retype(volume, '-5');
    expect(volume.value).toBe('0');
    await retype(volume, '35');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await save(server)).toMatchObject({ size: 'custom', width: 1000, height: 500, volume: 35 });
  });

  it('refuses a custom size without its width', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Story settings' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Size' }), 'custom');
    await userEvent.clear(dialog.getByRole('spinbutton', { name: 'Width' }));
    expect(dialog.getByRole('alert').textContent).toBe('Enter the custom width and height.');
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'OK' }).disabled).toBe(true);
  });

  it('adds, edits and removes the background sound through the sound dialog', async () => {
    const server = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Story settings' }));
    expect(dialog.getByText('Background sound: none')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Add background sound' }));
    const sound = within(screen.getByRole('dialog', { name: 'Background sound' }));
    await userEvent.selectOptions(sound.getByRole('combobox', { name: 'Audio asset' }), 'music.mp3');
    await retype(sound.getByRole('spinbutton', { name: 'Volume' }), '40');
    await userEvent.click(sound.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Background sound' })).toBeNull();
    expect(dialog.getByText('Background sound: asset music.mp3, volume 40')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect((await save(server))?.bgsound).toEqual({ type: 'asset', asset: 'music.mp3', volume: 40 });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const again = within(screen.getByRole('dialog', { name: 'Story settings' }));
    await userEvent.click(again.getByRole('button', { name: 'Remove background sound' }));
    await userEvent.click(again.getByRole('button', { name: 'OK' }));
    expect((await save(server))?.bgsound).toBeUndefined();
  });
});

describe('the scene dialog', () => {
  it('has tabs Settings, Content, Duration and Transition; the first scene’s Transition is disabled, saying why', async () => {
    await open();
    const dialog = await sceneDialog(1);
    expect(dialog.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Settings',
      'Content',
      'Duration',
      'Transition',
    ]);
    expect(tab(dialog, 'Settings').getAttribute('aria-selected')).toBe('true');
    const transition = tab(dialog, 'Transition');
    expect(transition.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(transition.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Transition: the first scene has no transition.',
    );
    await userEvent.click(transition);
    expect(tab(dialog, 'Settings').getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(dialog, 'Settings').id);
    // Arrow keys move between the tabs that can be opened.
    tab(dialog, 'Settings').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(dialog, 'Content').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab(dialog, 'Settings').getAttribute('aria-selected')).toBe('true');
  });

  it('disables Content for a choice scene and edits its variants in the variant dialog (Content and Duration)', async () => {
    const server = await open();
    const dialog = await sceneDialog(3);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Scene type' }), 'choice');
    expect(tab(dialog, 'Content').getAttribute('aria-disabled')).toBe('true');
    expect(dialog.getByText('Content: a choice scene shows its variants’ content.')).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Variable' }), 'lang');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Default value' }), 'en');
    await userEvent.click(dialog.getByRole('button', { name: 'Add variant' }));
    let variant = within(screen.getByRole('dialog', { name: 'New variant' }));
    expect(variant.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Content', 'Duration']);
    await userEvent.type(variant.getByRole('textbox', { name: 'Key' }), 'en');
    await userEvent.selectOptions(variant.getByRole('combobox', { name: 'Video' }), 'red.mp4');
    await userEvent.click(variant.getByRole('tab', { name: 'Duration' }));
    await userEvent.selectOptions(variant.getByRole('combobox', { name: 'Duration mode' }), 'fixed');
    await retype(variant.getByRole('spinbutton', { name: 'Default duration' }), '2');
    await userEvent.selectOptions(variant.getByRole('combobox', { name: 'Default duration unit' }), 'seconds');
    await userEvent.click(variant.getByRole('button', { name: 'OK' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add variant' }));
    variant = within(screen.getByRole('dialog', { name: 'New variant' }));
    await userEvent.type(variant.getByRole('textbox', { name: 'Key' }), 'en');
    expect(variant.getByRole('alert').textContent).toBe('There is already a variant for en.');
    await retype(variant.getByRole('textbox', { name: 'Key' }), 'fr');
    await userEvent.click(variant.getByRole('button', { name: 'OK' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete variant fr' }));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    const scene = (await save(server))?.scenes[2];
    expect(scene).toMatchObject({
      type: 'choice',
      varname: 'lang',
      default: 'en',
      variants: [
        { key: 'en', scene: { video: 'red.mp4', duration: 'fixed', default_duration: 2, default_unit: 'seconds' } },
      ],
    });
  });

  it('keeps match values for match scenes', async () => {
    const server = await open();
    const dialog = await sceneDialog(2);
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Match value 1' }).value).toBe('Paris');
    await userEvent.click(dialog.getByRole('button', { name: 'Add match value' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Match value 2' }), 'Rome');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect((await save(server))?.scenes[1]?.matchvalues).toEqual([{ value: 'Paris' }, { value: 'Rome' }]);
  });

  it('edits the content: a video or a movie, an offset with its unit, and sounds by type', async () => {
    const server = await open();
    const dialog = await sceneDialog(1);
    await userEvent.click(tab(dialog, 'Content'));
    expect(options(dialog.getByRole('combobox', { name: 'Video' }))).toEqual(['', 'blue.mp4', 'green.mp4', 'red.mp4']);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Source' }), 'movies');
    expect(dialog.queryByRole('combobox', { name: 'Video' })).toBeNull();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Movie' }), 'outro');
    await retype(dialog.getByRole('spinbutton', { name: 'Content offset' }), '1.5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Offset unit' }), 'seconds');
    await userEvent.click(
      within(dialog.getByRole('group', { name: 'Sounds of the scene' })).getByRole('button', { name: 'Add sound' }),
    );
    const sound = within(screen.getByRole('dialog', { name: 'New sound' }));
    const type = sound.getByRole('combobox', { name: 'Sound type' });
    expect(options(type)).toEqual(['asset', 'variable', 'template', 'url']);
    await userEvent.selectOptions(type, 'url');
    expect(sound.getByRole('textbox', { name: 'Sound URL' })).toBeTruthy();
    expect(sound.queryByRole('combobox', { name: 'Audio asset' })).toBeNull();
    await userEvent.selectOptions(type, 'template');
    await userEvent.type(sound.getByRole('textbox', { name: 'Template' }), 'voice-${{city}.mp3');
    await userEvent.selectOptions(sound.getByRole('combobox', { name: 'Fallback audio' }), 'voice.mp3');
    await userEvent.click(sound.getByRole('checkbox', { name: 'Encode the values for a URL' }));
    await userEvent.selectOptions(type, 'variable');
    expect(sound.queryByRole('textbox', { name: 'Template' })).toBeNull();
    await userEvent.type(sound.getByRole('textbox', { name: 'Variable' }), 'voice');
    await retype(sound.getByRole('spinbutton', { name: 'Duration (seconds)' }), '3.5');
    const volume = sound.getByRole<HTMLInputElement>('spinbutton', { name: 'Volume' });
    await retype(volume, '250');
    expect(volume.value).toBe('100');
    await retype(sound.getByRole('spinbutton', { name: 'Gain (dB)' }), '-6');
    await retype(sound.getByRole('spinbutton', { name: 'Fade in length' }), '10');
    await userEvent.selectOptions(sound.getByRole('combobox', { name: 'Fade in unit' }), 'frames');
    await retype(sound.getByRole('spinbutton', { name: 'Fade out length' }), '0.5');
    await userEvent.click(sound.getByRole('button', { name: 'OK' }));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    const scene = (await save(server))?.scenes[0];
    expect(scene).toMatchObject({ src: 'movies', movie: 'outro', contentoffset: 1.5, unit: 'seconds' });
    expect(scene?.sounds).toEqual([
      {
        type: 'variable',
        volume: 100,
        template: 'voice-${city}.mp3',
        fallback: 'voice.mp3',
        encodeURI: true,
        variable: 'voice',
        duration: 3.5,
        gain: -6,
        fade: { in: { unit: 'frames', value: 10 }, out: { unit: 'seconds', value: 0.5 } },
      },
    ]);
  });

  it('edits the duration mode, the variable length and reduce-base (kept within 0–100)', async () => {
    const server = await open();
    const dialog = await sceneDialog(2);
    await userEvent.click(tab(dialog, 'Duration'));
    const mode = dialog.getByRole('combobox', { name: 'Duration mode' });
    expect(options(mode)).toEqual(['video', 'audio', 'fixed', 'variable']);
    expect(dialog.queryByRole('spinbutton', { name: 'Default duration' })).toBeNull();
    await userEvent.selectOptions(mode, 'variable');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Length variable' }), 'seconds');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Length unit' }), 'seconds');
    await retype(dialog.getByRole('spinbutton', { name: 'Default duration' }), '50');
    const reduce = dialog.getByRole<HTMLInputElement>('spinbutton', { name: 'Reduce-base' });
    await retype(reduce, '120');
    expect(reduce.value).toBe('100');
    await retype(reduce, '30');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect((await save(server))?.scenes[1]).toMatchObject({
      duration: 'variable',
      numframesvar: 'seconds',
      unit: 'seconds',
      default_duration: 50,
      reducebase: 30,
    });
  });
});

describe('the transition tab', () => {
  it('shows the fields of each transition: fade colour (black by default), directions, mask fields', async () => {
    const server = await open();
    const dialog = await sceneDialog(3);
    await userEvent.click(tab(dialog, 'Transition'));
    const type = dialog.getByRole('combobox', { name: 'Transition' });
    expect(options(type)).toEqual(['none', 'crossfade', 'fade', 'wipe', 'wipeout', 'push', 'mask']);
    expect(dialog.queryByRole('spinbutton', { name: 'Transition length' })).toBeNull();

    await userEvent.selectOptions(type, 'crossfade');
    expect(dialog.getByRole<HTMLInputElement>('spinbutton', { name: 'Transition length' }).placeholder).toBe('12');
    expect(dialog.queryByRole('combobox', { name: 'Direction' })).toBeNull();
    expect(dialog.queryByLabelText('Fade colour')).toBeNull();

    await userEvent.selectOptions(type, 'fade');
    const colour = dialog.getByLabelText<HTMLInputElement>('Fade colour');
    expect(colour.value).toBe('#000000');
    pick(colour, '#ffffff');

    for (const directed of ['wipe', 'wipeout', 'push']) {
      await userEvent.selectOptions(type, directed);
      const direction = dialog.getByRole('combobox', { name: 'Direction' });
      expect(
        within(direction)
          .getAllByRole('option')
          .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
      ).toEqual([
        ['1', 'from the top'],
        ['2', 'from the right'],
        ['3', 'from the bottom'],
        ['4', 'from the left'],
      ]);
    }
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Direction' }), '3');

    await userEvent.selectOptions(type, 'mask');
    expect(dialog.queryByRole('combobox', { name: 'Direction' })).toBeNull();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Mask picture' }), 'mask.png');
    expect(options(dialog.getByRole('combobox', { name: 'Mask channel' }))).toEqual([
      'luma',
      'red',
      'green',
      'blue',
      'alpha',
    ]);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Mask channel' }), 'alpha');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Invert the mask' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mask template' }), 'mask-${{city}.png');
    await retype(dialog.getByRole('spinbutton', { name: 'Transition length' }), '1');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Transition unit' }), 'seconds');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect((await save(server))?.scenes[2]).toMatchObject({
      transition: 'mask',
      tcolor: '#ffffff',
      tdir: 3,
      transition_mask: 'mask.png',
      transition_mask_channel: 'alpha',
      transition_mask_invert: true,
      transition_mask_template: 'mask-${city}.png',
      tdur: 1,
      tunit: 'seconds',
    });
  });

  it('saves a push from the left, and a fade left black gets black', async () => {
    const server = await open();
    let dialog = await sceneDialog(3);
    await userEvent.click(tab(dialog, 'Transition'));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Transition' }), 'fade');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    dialog = await sceneDialog(2);
    await userEvent.click(tab(dialog, 'Transition'));
    expect(dialog.getByRole<HTMLSelectElement>('combobox', { name: 'Direction' }).value).toBe('4');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Direction' }), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    const story = await save(server);
    expect(story?.scenes[1]).toMatchObject({ transition: 'push', tdir: 1 });
    expect(story?.scenes[2]).toMatchObject({ transition: 'fade', tcolor: '#000000' });
  });
});
