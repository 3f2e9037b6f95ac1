import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackVersion } from '@reelforge/api';
import { VideoDetail } from '../../src/detail/VideoDetail.js';
import { renderComponent } from '@reelforge/ui/testing';
import { asset, fakeClient } from './fixtures.js';

// A stand-in for hls.js: the test decides whether Media Source is there and fires stream errors.
const hls = vi.hoisted(() => ({ supported: true, made: [] as FakeHls[] }));
interface FakeHls {
  source?: string;
  media?: HTMLMediaElement;
  emitError: (data: { fatal: boolean; details: string }) => void;
  destroy: ReturnType<typeof vi.fn>;
}
vi.mock('hls.js', () => {
  class Hls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hls.supported;
    private handlers: ((event: string, data: unknown) => void)[] = [];
    source?: string;
    media?: HTMLMediaElement;
    destroy = vi.fn();
    constructor() {
      hls.made.push(this as unknown as FakeHls);
    }
    on(_event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.push(handler);
    }
    emitError(data: unknown) {
      this.handlers.forEach((handler) => handler('hlsError', data));
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
  }
  return { default: Hls };
});

afterEach(() => {
  hls.supported = true;
  hls.made.length = 0;
  vi.restoreAllMocks();
});

const version = (name: string, videoname: string): TrackVersion => ({
  id: name,
  vuid: 'v',
  videoname,
  name,
  prjuid: 'p1',
  region: 'eu-west-1',
  type: 'mtversion',
  frames: 0,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
});

function show(versions: TrackVersion[] = []) {
  const client = fakeClient({
    mediaInfo: async () => ({
      type: 'video',
      duration: 4,
      width: 640,
      height: 360,
      framerate: '25/1',
      frames: 100,
      audio: false,
      video: true,
    }),
    trackVersions: async () => versions,
  });
  return renderComponent(
    <VideoDetail asset={asset('clip.mp4', 'video')} prjuid="p1" client={client} onChanged={() => {}} />,
  );
}

// A video element has no role of its own; its label names it.
const preview = () => screen.getByLabelText<HTMLVideoElement>('Preview of clip.mp4');

describe('VideoDetail', () => {
  it('streams the video over HLS through hls.js, with the poster', async () => {
    show();
    const video = preview();
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('https://api.test/v1/thumbnail/p1/clip.mp4-w=640.jpg');
    await waitFor(() => expect(hls.made).toHaveLength(1));
    expect(hls.made[0]?.source).toBe('https://iv.test/apps/api/v1/hls/p1/clip.mp4/index.m3u8');
    expect(hls.made[0]?.media).toBe(video);
  });

  it('plays the original file when the stream fails for good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = show();
    await waitFor(() => expect(hls.made).toHaveLength(1));
    // hls.js reports stream errors from its own loader: nothing a user does.
    act(() => hls.made[0]?.emitError({ fatal: false, details: 'fragLoadError' }));
    expect(preview().getAttribute('src')).toBeNull();
    act(() => hls.made[0]?.emitError({ fatal: true, details: 'manifestLoadError' }));
    expect(hls.made[0]?.destroy).toHaveBeenCalled();
    expect(preview().getAttribute('src')).toBe('https://iv.test/apps/api/v1/data/p1/clip.mp4');
    expect(container.textContent).toContain('the original file plays instead');
  });

  it('uses the browser’s own HLS when Media Source is missing', async () => {
    hls.supported = false;
    show();
    await waitFor(() =>
      expect(preview().getAttribute('src')).toBe('https://iv.test/apps/api/v1/hls/p1/clip.mp4/index.m3u8'),
    );
    expect(hls.made).toHaveLength(0);
  });

  it('shows the media facts', async () => {
    show();
    const facts = (await screen.findByLabelText('Media facts')).textContent;
    expect(facts).toContain('0:04.0');
    expect(facts).toContain('640 × 360');
    expect(facts).toContain('25 fps');
    expect(facts).toContain('100');
  });

  it('lists the motion-tracking versions of this video only', async () => {
    show([version('Logo track', 'clip.mp4'), version('Other track', 'other.mp4')]);
    const list = await screen.findByRole('list', { name: 'Motion-tracking versions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Logo track']);
  });

  it('says when the video has no motion-tracking versions', async () => {
    show([version('Other track', 'other.mp4')]);
    expect(await screen.findByText(/No motion-tracking versions yet\./)).toBeTruthy();
  });

  it('stops the stream when the page closes', async () => {
    const { unmount } = show();
    await waitFor(() => expect(hls.made).toHaveLength(1));
    unmount();
    expect(hls.made[0]?.destroy).toHaveBeenCalled();
  });
});
