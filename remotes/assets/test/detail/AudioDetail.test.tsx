import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@reelforge/ui/testing';
import { AudioDetail } from '../../src/detail/AudioDetail.js';
import { asset, fakeClient } from './fixtures.js';

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
        on: (event: string, handler: (...args: unknown[]) => void) =>
          handlers.set(event, [...(handlers.get(event) ?? []), handler]),
        emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args)),
        playPause: vi.fn(async () => {}),
        destroy: vi.fn(),
      };
      players.push(player);
      return player;
    },
  },
}));

afterEach(() => {
  players.length = 0;
  vi.restoreAllMocks();
});

const show = () =>
  renderComponent(
    <AudioDetail asset={asset('voice.mp3', 'audio')} prjuid="p1" client={fakeClient()} onChanged={() => {}} />,
  );
// wavesurfer reports what the player does: nothing a user does directly.
const fire = (event: string, ...args: unknown[]) => act(() => players[0]?.emit(event, ...args));
const playerButton = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('AudioDetail', () => {
  it('draws the waveform of the file in the labelled container, with the session cookie', async () => {
    show();
    await waitFor(() => expect(players).toHaveLength(1));
    const player = players[0] as FakePlayer;
    expect(player.options.container).toBe(screen.getByRole('figure', { name: 'Waveform of voice.mp3' }));
    expect(player.options.url).toBe('https://iv.test/apps/api/v1/data/p1/voice.mp3');
    expect(player.options.fetchParams?.credentials).toBe('include');
  });

  it('has one button that says Loading…, then Play, then Pause as the player moves', async () => {
    const { container } = show();
    await waitFor(() => expect(players).toHaveLength(1));
    expect(playerButton('Loading…').disabled).toBe(true);
    fire('ready', 72.5);
    expect(playerButton('Play').disabled).toBe(false);
    expect(container.textContent).toContain('1:12.5');
    await userEvent.click(playerButton('Play'));
    expect(players[0]?.playPause).toHaveBeenCalledTimes(1);
    fire('play');
    expect(playerButton('Pause')).toBeTruthy();
    fire('finish');
    expect(playerButton('Play')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('says the audio could not be loaded when wavesurfer reports an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show();
    await waitFor(() => expect(players).toHaveLength(1));
    fire('error', new Error('Unable to decode audio data'));
    expect(screen.getByRole('alert').textContent).toContain(
      'This audio could not be loaded: Unable to decode audio data.',
    );
  });

  it('destroys the player when the page closes', async () => {
    const { unmount } = show();
    await waitFor(() => expect(players).toHaveLength(1));
    unmount();
    expect(players[0]?.destroy).toHaveBeenCalledTimes(1);
  });
});
