import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStory, type RenderStatus } from '@reelforge/model';
import { leaveArea } from '@reelforge/ui/testing';
import { BASE, projectWithStories, storiesArea, TRIO, type Fakes } from './stories-area.js';

afterEach(leaveArea);

const open = async (fakes: Fakes = {}) => {
  const server = projectWithStories([TRIO], fakes);
  storiesArea(`${BASE}/Trio`);
  await screen.findByRole('table', { name: 'Scenes' });
  return server;
};
const progress: RenderStatus[] = [
  { state: 'queued', progress: 0 },
  { state: 'rendering', progress: 0.5, session: 's1' },
  { state: 'done', progress: 1 },
];

describe('exporting a story', () => {
  it('offers the story formats, mp4 first, asks the variables, follows the render and offers the file', async () => {
    const server = await open({ statuses: progress });
    await userEvent.click(screen.getByRole('button', { name: 'Export movie' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Export Trio' }));
    const format = dialog.getByRole<HTMLSelectElement>('combobox', { name: 'Format' });
    expect(
      within(format)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['mp4', 'webm', 'mov', 'mpg', 'wmv', 'flv']);
    expect(format.value).toBe('mp4');
    await userEvent.type(dialog.getByRole('textbox', { name: 'city' }), 'Paris');
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    expect(server.movies.render).toHaveBeenCalledWith('p1', {
      story: 'Trio',
      params: { city: 'Paris' },
      format: 'mp4',
    });
    expect(await dialog.findByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    const link = await dialog.findByRole<HTMLAnchorElement>('link', { name: 'Download Trio.mp4' });
    expect(link.getAttribute('href')).toBe('/render/tok.mp4');
    expect(link.getAttribute('download')).toBe('Trio.mp4');
    expect(dialog.queryByRole('progressbar')).toBeNull();
  });

  it('renders unsaved changes by sending the working copy as it would be saved', async () => {
    const server = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete scene 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export movie' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Export Trio' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Format' }), 'webm');
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    const story = normaliseStory({ ...TRIO, scenes: TRIO.scenes.slice(0, 2) });
    expect(server.movies.render).toHaveBeenCalledWith('p1', { story, params: {}, format: 'webm' });
    expect(await dialog.findByRole('link', { name: 'Download Trio.webm' })).toBeTruthy();
  });

  it('shows the render’s error, and cancels a render still running when closed', async () => {
    await open({
      statuses: [{ state: 'failed', progress: 0.1, error: 'Scene 1 "Red": the asset red.mp4 is not in the project.' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export movie' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Export Trio' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe(
        'The export failed: Scene 1 "Red": the asset red.mp4 is not in the project.',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    leaveArea();

    const server = await open({
      statuses: Array.from(
        { length: 50 },
        () => ({ state: 'rendering', progress: 0.3, session: 's9' }) as RenderStatus,
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export movie' }));
    dialog = within(screen.getByRole('dialog', { name: 'Export Trio' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    await waitFor(() => expect(server.movies.renderStatus).toHaveBeenCalled());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(server.movies.cancelRender).toHaveBeenCalledWith('s9');
    expect(screen.queryByRole('dialog', { name: 'Export Trio' })).toBeNull();
  });
});

describe('the test movie', () => {
  it('renders an mp4 with the values given and plays it in a preview', async () => {
    const server = await open({ statuses: progress });
    await userEvent.click(screen.getByRole('button', { name: 'Test movie' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Test Trio' }));
    // One field per variable the story reads: the match scene's city.
    expect(dialog.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(dialog.getByRole('textbox', { name: 'city' }), 'Paris');
    await userEvent.click(dialog.getByRole('button', { name: 'Render test movie' }));
    expect(server.movies.render).toHaveBeenCalledWith('p1', {
      story: 'Trio',
      params: { city: 'Paris' },
      format: 'mp4',
    });
    expect(await dialog.findByRole('progressbar', { name: 'Test movie progress' })).toBeTruthy();
    const video = await waitFor(() => {
      const found = dialog.getByLabelText<HTMLVideoElement>('Test movie preview');
      expect(found.tagName).toBe('VIDEO');
      return found;
    });
    expect(video.getAttribute('src')).toBe('/render/tok.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(dialog.getByRole('button', { name: 'Render again' })).toBeTruthy();
  });

  it('says when the story reads no variables, and shows a failed render’s error', async () => {
    projectWithStories([{ ...TRIO, scenes: [TRIO.scenes[0]!] }], {
      render: vi.fn(async () => Promise.reject(new Error('The render host is busy'))),
    });
    storiesArea(`${BASE}/Trio`);
    await userEvent.click(await screen.findByRole('button', { name: 'Test movie' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Test Trio' }));
    expect(dialog.getByText('This story reads no variables.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Render test movie' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The test movie failed: The render host is busy');
    expect(dialog.queryByLabelText('Test movie preview')).toBeNull();
  });
});
