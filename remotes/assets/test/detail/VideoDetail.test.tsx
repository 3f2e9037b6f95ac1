import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackVersion } from '@reelforge/api';
import { VideoDetail } from '../../src/detail/VideoDetail.js';
import { asset, cleanup, fakeClient, get, render, waitFor } from './render.js';

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

afterEach(async () => {
  await cleanup();
  hls.supported = true;
  hls.made.length = 0;
  vi.restoreAllMocks();
});

const version = (name: string, videoname: string): TrackVersion => ({ id: name, vuid: 'v', videoname, name, prjuid: 'p1', region: 'eu-west-1', type: 'mtversion' });

function show(versions: TrackVersion[] = []) {
  const client = fakeClient({
    mediaInfo: async () => ({ type: 'video', duration: 4, width: 640, height: 360, framerate: '25/1', frames: 100, audio: false, video: true }),
    trackVersions: async () => versions,
  });
  return render(<VideoDetail asset={asset('clip.mp4', 'video')} prjuid="p1" client={client} onChanged={() => {}} />);
}

describe('VideoDetail', () => {
  it('streams the video over HLS through hls.js, with the poster', async () => {
    const { container } = await show();
    const video = get<HTMLVideoElement>(container, 'video[aria-label="Preview of clip.mp4"]');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('https://api.test/v1/thumbnail/p1/clip.mp4-w=640.jpg');
    await waitFor(() => expect(hls.made).toHaveLength(1));
    expect(hls.made[0]?.source).toBe('https://iv.test/apps/api/v1/hls/p1/clip.mp4/index.m3u8');
    expect(hls.made[0]?.media).toBe(video);
  });

  it('plays the original file when the stream fails for good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await show();
    await waitFor(() => expect(hls.made).toHaveLength(1));
    await act(async () => hls.made[0]?.emitError({ fatal: false, details: 'fragLoadError' }));
    expect(get<HTMLVideoElement>(container, 'video').getAttribute('src')).toBeNull();
    await act(async () => hls.made[0]?.emitError({ fatal: true, details: 'manifestLoadError' }));
    expect(hls.made[0]?.destroy).toHaveBeenCalled();
    expect(get<HTMLVideoElement>(container, 'video').getAttribute('src')).toBe('https://iv.test/apps/api/v1/data/p1/clip.mp4');
    expect(container.textContent).toContain('the original file plays instead');
  });

  it('uses the browser’s own HLS when Media Source is missing', async () => {
    hls.supported = false;
    const { container } = await show();
    await waitFor(() => expect(get<HTMLVideoElement>(container, 'video').getAttribute('src')).toBe('https://iv.test/apps/api/v1/hls/p1/clip.mp4/index.m3u8'));
    expect(hls.made).toHaveLength(0);
  });

  it('shows the media facts', async () => {
    const { container } = await show();
    await waitFor(() => get(container, 'dl[aria-label="Media facts"]'));
    const facts = get(container, 'dl[aria-label="Media facts"]').textContent;
    expect(facts).toContain('0:04.0');
    expect(facts).toContain('640 × 360');
    expect(facts).toContain('25 fps');
    expect(facts).toContain('100');
  });

  it('lists the motion-tracking versions of this video only', async () => {
    const { container } = await show([version('Logo track', 'clip.mp4'), version('Other track', 'other.mp4')]);
    const list = await waitFor(() => get(container, 'ul[aria-label="Motion-tracking versions"]'));
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Logo track']);
  });

  it('says when the video has no motion-tracking versions', async () => {
    const { container } = await show([version('Other track', 'other.mp4')]);
    await waitFor(() => expect(container.textContent).toContain('No motion-tracking versions yet.'));
  });

  it('stops the stream when the page closes', async () => {
    const { unmount } = await show();
    await waitFor(() => expect(hls.made).toHaveLength(1));
    await unmount();
    expect(hls.made[0]?.destroy).toHaveBeenCalled();
  });
});
