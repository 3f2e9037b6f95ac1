import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '@reelforge/model';
import { leaveArea } from '@reelforge/ui/testing';
import { BASE, projectWithStories, storiesArea, TRIO } from './stories-area.js';

afterEach(() => {
  leaveArea();
  vi.useRealTimers();
});

const sceneRows = () =>
  within(screen.getByRole('table', { name: 'Scenes' }))
    .getAllByRole('row')
    .slice(1);
const sceneCells = () =>
  sceneRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(1, 6)
      .map((c) => c.textContent),
  );
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const open = async (story = TRIO, fakes = {}) => {
  const server = projectWithStories([story], fakes);
  storiesArea(`${BASE}/${encodeURIComponent(story.name)}`);
  await screen.findByRole('table', { name: 'Scenes' });
  return server;
};

describe('the story editor', () => {
  it('lists the scenes in order with their type, source, duration and transition', async () => {
    await open({
      ...TRIO,
      scenes: [
        ...TRIO.scenes,
        {
          type: 'choice',
          varname: 'lang',
          variants: [
            { key: 'en', scene: {} },
            { key: 'fr', scene: {} },
          ],
          transition: 'fade',
        },
      ],
    });
    expect(sceneCells()).toEqual([
      ['Red', 'static', 'video red.mp4', 'as its video', '–'],
      ['Green', 'match', 'video green.mp4', 'as its video', 'push'],
      ['Blue', 'static', 'video blue.mp4', 'as its video', '–'],
      ['', 'choice', 'variants en, fr', 'per variant', 'fade'],
    ]);
    expect(screen.queryByRole('list', { name: 'Story problems' })).toBeNull();
  });

  it('moves, clones and deletes scenes; the first cannot move up nor the last down', async () => {
    const server = await open();
    expect(button('Move scene 1 up').disabled).toBe(true);
    expect(button('Move scene 3 down').disabled).toBe(true);
    expect(button('Move scene 2 up').disabled).toBe(false);
    await userEvent.click(button('Move scene 1 down'));
    expect(sceneCells().map((c) => c[0])).toEqual(['Green', 'Red', 'Blue']);
    await userEvent.click(button('Move scene 3 up'));
    expect(sceneCells().map((c) => c[0])).toEqual(['Green', 'Blue', 'Red']);
    await userEvent.click(button('Clone scene 2'));
    expect(sceneCells().map((c) => c[0])).toEqual(['Green', 'Blue', 'Blue copy', 'Red']);
    await userEvent.click(button('Delete scene 1'));
    expect(sceneCells().map((c) => c[0])).toEqual(['Blue', 'Blue copy', 'Red']);
    expect(server.batch.saveAppData).not.toHaveBeenCalled();
    await userEvent.click(button('Save'));
    await waitFor(() => expect(server.stored()[0]?.scenes.map((s) => s.name)).toEqual(['Blue', 'Blue copy', 'Red']));
  });

  it('saves, says so, and clears the status after 5 s; a refused save warns and keeps the edit', async () => {
    const server = await open();
    expect(button('Save').disabled).toBe(true);
    await userEvent.click(button('Delete scene 3'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(button('Save'));
    const status = screen.getByRole('status', { name: 'Story save status' });
    await waitFor(() => expect(status.textContent).toBe('Saved.'));
    expect(server.stored()[0]?.scenes).toHaveLength(2);
    await waitFor(() => expect(button('Save').disabled).toBe(true));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(status.textContent).toBe(''));
    vi.useRealTimers();
    leaveArea();

    await open(TRIO, { saveFailure: new Error('Quota exceeded') });
    await userEvent.click(button('Delete scene 3'));
    await userEvent.click(button('Save'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Story save status' }).textContent).toBe('Not saved: Quota exceeded'),
    );
    expect(sceneRows()).toHaveLength(2);
  });

  it('does not bring back a story deleted elsewhere while it was being edited', async () => {
    const server = await open();
    await userEvent.click(button('Delete scene 3'));
    server.replace([{ name: 'Other', scenes: [] }]);
    await userEvent.click(button('Save'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Story save status' }).textContent).toBe(
        'Not saved: the story Trio is no longer in stories.json',
      ),
    );
    expect(server.stored()).toEqual([{ name: 'Other', scenes: [] }]);
  });

  it('asks "Discard changes?" before leaving unsaved edits', async () => {
    await open();
    await userEvent.click(button('Delete scene 2'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to stories' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe(`${BASE}/Trio`);
    expect(sceneRows()).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'Back to stories' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe(BASE));
  });

  it('lists the problems storyProblems finds, still lets it be saved, and renders nothing until they are fixed', async () => {
    const broken: Story = {
      ...TRIO,
      sounds: [{ type: 'radio' }],
      scenes: [
        { type: 'static', src: 'tapes', video: 'red.mp4' },
        { type: 'match', name: 'Green', video: 'green.mp4' },
      ],
    };
    const server = await open(broken);
    const problems = within(screen.getByRole('list', { name: 'Story problems' }));
    expect(problems.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The story, sound 1: "radio" is not a sound type (asset, variable, template, url).',
      'Scene 1: "tapes" is not a scene source (videos or movies).',
      'Scene 2 "Green": a match scene needs a variable.',
    ]);
    expect(button('Test movie').disabled).toBe(true);
    expect(button('Export movie').disabled).toBe(true);
    await userEvent.click(button('Delete scene 2'));
    await userEvent.click(button('Save'));
    await waitFor(() => expect(server.stored()[0]?.scenes).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Story problems' }).children).toHaveLength(2);
  });

  it('adds a scene through the scene dialog, at the end', async () => {
    const server = await open();
    await userEvent.click(button('Add scene'));
    const dialog = within(screen.getByRole('dialog', { name: 'New scene' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Scene name' }), 'Outro');
    await userEvent.click(dialog.getByRole('tab', { name: 'Content' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Video' }), 'blue.mp4');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'New scene' })).toBeNull();
    expect(sceneCells()[3]).toEqual(['Outro', 'static', 'video blue.mp4', 'as its video', '–']);
    await userEvent.click(button('Save'));
    await waitFor(() =>
      expect(server.stored()[0]?.scenes[3]).toEqual({
        type: 'static',
        src: 'videos',
        name: 'Outro',
        video: 'blue.mp4',
      }),
    );
  });

  it('edits the story’s own sounds', async () => {
    await open();
    const sounds = within(screen.getByRole('group', { name: 'Sounds of the story' }));
    expect(sounds.getByText('No sounds.')).toBeTruthy();
    await userEvent.click(sounds.getByRole('button', { name: 'Add sound' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New sound' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Audio asset' }), 'voice.mp3');
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect(sounds.getByRole('listitem').textContent).toContain('asset voice.mp3, volume 100');
    await userEvent.click(sounds.getByRole('button', { name: 'Delete sound 1' }));
    expect(sounds.getByText('No sounds.')).toBeTruthy();
  });

  it('says when the story is not in the project', async () => {
    projectWithStories([TRIO]);
    storiesArea(`${BASE}/Nothing`);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no story named Nothing in this project.');
  });
});
