import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseStory, type Story } from '@reelforge/model';
import { leaveArea } from '@reelforge/ui/testing';
import { BASE, projectWithStories, storiesArea, TRIO, type Fakes } from './stories-area.js';

afterEach(() => leaveArea());

const timeline = () => within(screen.getByRole('region', { name: 'Timeline' }));
const block = (name: string) => timeline().getByRole('button', { name: new RegExp(`^${name}`) });
const sceneNames = () =>
  within(screen.getByRole('table', { name: 'Scenes' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const open = async (story: Story = TRIO, fakes: Fakes = {}) => {
  const server = projectWithStories([story], fakes);
  storiesArea(`${BASE}/${encodeURIComponent(story.name)}`);
  await screen.findByRole('region', { name: 'Timeline' });
  return server;
};
/** A block's place on the timeline: its first frame and its frames, as the widget's style gives them. */
const placeOf = (name: string) => {
  const style = (block(name).parentElement as HTMLElement).style;
  return [Number(style.getPropertyValue('--s')), Number(style.getPropertyValue('--d'))];
};

describe('the story timeline', () => {
  it('shows every scene in order as long as its video, its type in words, its transition as an overlap', async () => {
    await open();
    // Estimated until the clips' lengths are read: each lasts 2 s (50 frames); the push into Green takes 12.
    expect(block('Scene 1: Red').textContent).toMatch(/length estimated$/);
    await waitFor(() => expect(placeOf('Scene 3: Blue')).toEqual([88, 50]));
    expect(block('Scene 1: Red').textContent).toBe('Scene 1: RedAlways plays');
    expect(block('Scene 2: Green').textContent).toBe('Scene 2: GreenPlays when city is Paris · not playing');
    expect(placeOf('Scene 2: Green')).toEqual([38, 50]);
    expect(timeline().getByRole('button', { name: 'Transition into Green' })).toBeTruthy();
    // Lengths as their videos: not the timeline's to change.
    expect(timeline().queryByRole('button', { name: 'End of Red' })).toBeNull();
  });

  it('reorders the scenes with ctrl+arrows on a block, as the scene table then shows', async () => {
    const server = await open();
    fireEvent.keyDown(block('Scene 1: Red'), { key: 'ArrowRight', ctrlKey: true });
    expect(sceneNames()).toEqual(['Green', 'Red', 'Blue']);
    fireEvent.keyDown(block('Scene 3: Blue'), { key: 'ArrowLeft', ctrlKey: true });
    expect(sceneNames()).toEqual(['Green', 'Blue', 'Red']);
    expect(block('Scene 1: Green')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.stored()[0]?.scenes.map((s) => s.name)).toEqual(['Green', 'Blue', 'Red']));
  });

  it("opens a scene's dialog when its block is clicked", async () => {
    await open();
    await userEvent.click(block('Scene 3: Blue'));
    const dialog = await screen.findByRole('dialog', { name: 'Scene 3' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Scene name').value).toBe('Blue');
  });

  it("changes a fixed scene's length and a transition's from the keyboard", async () => {
    const fixed: Story = {
      ...TRIO,
      scenes: TRIO.scenes.map((scene) => ({
        ...scene,
        duration: 'fixed',
        default_duration: 2,
        default_unit: 'seconds',
      })),
    };
    await open(fixed);
    fireEvent.keyDown(timeline().getByRole('button', { name: 'End of Red' }), { key: 'ArrowRight', shiftKey: true });
    expect(within(screen.getByRole('table', { name: 'Scenes' })).getByText('3 seconds')).toBeTruthy();
    fireEvent.keyDown(timeline().getByRole('button', { name: 'Transition into Green' }), { key: 'ArrowLeft' });
    await userEvent.click(block('Scene 2: Green'));
    const dialog = await screen.findByRole('dialog', { name: 'Scene 2' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Transition' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Transition length').value).toBe('11');
  });

  it("shows the story's sounds as audio rows, and a sound's end sets how long it plays", async () => {
    const server = await open({
      ...TRIO,
      bgsound: { type: 'asset', asset: 'music.mp3' },
      sounds: [{ type: 'asset', asset: 'voice.mp3' }],
    });
    expect(timeline().getByRole('button', { name: 'Background: music.mp3' })).toBeTruthy();
    // voice.mp3 lasts 3 s: 75 frames from the start.
    await waitFor(() => expect(placeOf('voice.mp3')).toEqual([0, 75]));
    fireEvent.keyDown(timeline().getByRole('button', { name: 'End of voice.mp3' }), {
      key: 'ArrowLeft',
      shiftKey: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.stored()[0]?.sounds?.[0]?.duration).toBe(2));
  });

  it("shows the test movie's frame at the playhead, rendered from the story as it would be saved", async () => {
    const server = await open();
    await waitFor(() => expect(server.movies.storyFrame).toHaveBeenCalled());
    expect(server.movies.storyFrame).toHaveBeenLastCalledWith('p1', {
      story: normaliseStory(TRIO),
      params: {},
      frame: 0,
      signal: expect.any(AbortSignal),
    });
    expect(await screen.findByRole('img', { name: 'Test movie frame 0' })).toBeTruthy();
    // Green does not play with the default values: Blue follows Red in the test movie.
    const playhead = timeline().getByRole('slider', { name: 'Playhead' });
    fireEvent.keyDown(playhead, { key: 'End' });
    await waitFor(() =>
      expect(server.movies.storyFrame).toHaveBeenLastCalledWith('p1', expect.objectContaining({ frame: 99 })),
    );
    fireEvent.keyDown(playhead, { key: 'Home' });
    for (let i = 0; i < 2; i++) fireEvent.keyDown(playhead, { key: 'ArrowRight', shiftKey: true });
    const status = screen.getByRole('status', { name: 'Story frame status' });
    expect(status.textContent).toBe('Scene 2 "Green" does not play with the variables\' default values.');
  });

  it('asks for no frame while the story has problems, and says why a frame failed', async () => {
    const broken = { ...TRIO, scenes: [...TRIO.scenes, { type: 'match', name: 'No variable', video: 'red.mp4' }] };
    const server = await open(broken);
    expect(screen.getByRole('status', { name: 'Story frame status' }).textContent).toBe(
      "Fix the problems listed to see the story's frames.",
    );
    expect(server.movies.storyFrame).not.toHaveBeenCalled();
    leaveArea();
    await open(TRIO, { storyFrame: async () => Promise.reject(new Error('Render slots busy')) });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Story frame status' }).textContent).toBe(
        'The frame could not be rendered: Render slots busy',
      ),
    );
  });
});
