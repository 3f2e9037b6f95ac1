import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { PLAYGROUND_RENEW_AFTER_MS } from '@reelforge/model';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { BASE, templatesArea } from '../xml/templates-area.js';
import { openPlayground, playgroundSession } from './playground-area.js';

vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor: () => Promise.reject(new Error('no monaco here')),
}));

afterEach(() => {
  vi.useRealTimers();
  leaveArea();
});

const examples = () => within(screen.getByRole('list', { name: 'Examples' }));

describe('the playground', () => {
  it('is reached from the XML templates page by its link, a query that takes no template name', async () => {
    playgroundSession();
    templatesArea();
    const link = await screen.findByRole('link', { name: 'Playground' });
    expect(link.getAttribute('href')).toBe(`${BASE}?examples`);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Playground' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to XML templates' }).getAttribute('href')).toBe(BASE);
  });

  it('lists the examples with their description and size, and shows the chosen one’s XML read with the playground token', async () => {
    const { playground, calls } = playgroundSession();
    openPlayground();
    await screen.findByRole('button', { name: 'Format variable' });
    expect(
      examples()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Title card 640×360Colour and text layers.',
      'Format variable 320×180Variables: a greeting written from two others.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Format variable' }));
    expect((await screen.findByLabelText('XML of Format variable')).textContent).toBe(
      '<movie><!-- 07-format-variable --></movie>',
    );
    expect(playground.calls).toHaveBeenCalledWith(
      expect.objectContaining({ Token: '1'.repeat(64), Prjuid: 'examples' }),
    );
    expect(calls.text).toHaveBeenCalledWith('07-format-variable');
    expect((screen.getByLabelText('first') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('frames') as HTMLInputElement).value).toBe('100');
  });

  it('renders the example with the values changed, shows the progress, then plays the video', async () => {
    const { calls } = playgroundSession({
      statuses: [
        { state: 'rendering', progress: 0.4 },
        { state: 'done', progress: 1 },
      ],
    });
    openPlayground();
    await userEvent.click(await screen.findByRole('button', { name: 'Format variable' }));
    await retype(screen.getByLabelText('frames'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Render' }));
    expect(await screen.findByRole('progressbar', { name: 'Render progress' })).toBeTruthy();
    const video = await screen.findByLabelText('Render of Format variable', {}, { timeout: 3000 });
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/render/tok1.mp4');
    // Only what was changed is sent: the rest renders as the template says.
    expect(calls.render).toHaveBeenCalledWith('07-format-variable', { frames: '30' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says why a render failed, and lets it be tried again', async () => {
    const { calls } = playgroundSession({
      statuses: [{ state: 'failed', progress: 0, error: 'Scene 1, frame 0: no such font' }],
    });
    openPlayground();
    await userEvent.click(await screen.findByRole('button', { name: 'Title card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The example could not be rendered: Scene 1, frame 0: no such font',
    );
    vi.mocked(calls.render).mockRejectedValueOnce(new ApiError(401, 'Unauthorized', 'Token is invalid or expired'));
    await userEvent.click(screen.getByRole('button', { name: 'Render' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The example could not be rendered: Token is invalid or expired',
      ),
    );
  });

  it('says plainly when the playground cannot be reached', async () => {
    playgroundSession({
      token: async () => Promise.reject(new ApiError(503, 'Service Unavailable', 'The accounts service is down')),
    });
    openPlayground();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The playground is not available now: The accounts service is down',
    );
  });

  it('asks for a new token 59 minutes after the last was issued, and renders with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { playground } = playgroundSession();
    openPlayground();
    await userEvent.click(await screen.findByRole('button', { name: 'Title card' }));
    expect(playground.token).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(PLAYGROUND_RENEW_AFTER_MS - 60_000));
    expect(playground.token).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(playground.token).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(playground.calls).toHaveBeenLastCalledWith(expect.objectContaining({ Token: '2'.repeat(64) })),
    );
  });
});
