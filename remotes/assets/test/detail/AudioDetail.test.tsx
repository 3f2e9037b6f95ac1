import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioDetail } from '../../src/detail/AudioDetail.js';
import { asset, button, cleanup, click, fakeClient, get, render, waitFor } from './render.js';

// A stand-in for wavesurfer.js that records how it is made and lets the test fire its events.
const players = vi.hoisted(() => [] as FakePlayer[]);
interface FakePlayer {
  options: { container: HTMLElement; url: string; fetchParams?: RequestInit };
  emit: (event: string, ...args: unknown[]) => void;
  playPause: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}
vi.mock('wavesurfer.js', () => ({
  default: {
    create(options: FakePlayer['options']) {
      const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
      const player = {
        options,
        on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
        emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args)),
        playPause: vi.fn(async () => {}),
        destroy: vi.fn(),
      };
      players.push(player);
      return player;
    },
  },
}));

afterEach(async () => {
  await cleanup();
  players.length = 0;
  vi.restoreAllMocks();
});

const show = () => render(<AudioDetail asset={asset('voice.mp3', 'audio')} prjuid="p1" client={fakeClient()} onChanged={() => {}} />);
const fire = (event: string, ...args: unknown[]) => act(async () => players[0]?.emit(event, ...args));

describe('AudioDetail', () => {
  it('draws the waveform of the file in the labelled container, with the session cookie', async () => {
    const { container } = await show();
    await waitFor(() => expect(players).toHaveLength(1));
    const player = players[0] as FakePlayer;
    expect(player.options.container).toBe(get(container, 'figure[aria-label="Waveform of voice.mp3"]'));
    expect(player.options.url).toBe('https://iv.test/apps/api/v1/data/p1/voice.mp3');
    expect(player.options.fetchParams?.credentials).toBe('include');
  });

  it('has one button that says Loading…, then Play, then Pause as the player moves', async () => {
    const { container } = await show();
    await waitFor(() => expect(players).toHaveLength(1));
    expect(button(container, 'Loading…').disabled).toBe(true);
    await fire('ready', 72.5);
    expect(button(container, 'Play').disabled).toBe(false);
    expect(container.textContent).toContain('1:12.5');
    await click(button(container, 'Play'));
    expect(players[0]?.playPause).toHaveBeenCalledTimes(1);
    await fire('play');
    expect(button(container, 'Pause')).toBeTruthy();
    await fire('finish');
    expect(button(container, 'Play')).toBeTruthy();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('says the audio could not be loaded when wavesurfer reports an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await show();
    await waitFor(() => expect(players).toHaveLength(1));
    await fire('error', new Error('Unable to decode audio data'));
    expect(get(container, '[role="alert"]').textContent).toContain('This audio could not be loaded: Unable to decode audio data.');
  });

  it('destroys the player when the page closes', async () => {
    const { unmount } = await show();
    await waitFor(() => expect(players).toHaveLength(1));
    await unmount();
    expect(players[0]?.destroy).toHaveBeenCalledTimes(1);
  });
});
