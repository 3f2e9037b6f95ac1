import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoviesClient, PreviewOptions } from '@reelforge/api';
import { FRAME_MEASURE, useFrameImage, type FrameImageOptions } from '../../src/widgets/preview.js';

type Movie = PreviewOptions['movie'];

/** A preview host held by the test: each asked frame waits until the test answers it. */
function fakeHost() {
  interface Asked {
    frame: number;
    signal: AbortSignal;
    answered: boolean;
    answer(): void;
    fail(message: string): void;
  }
  const asked: Asked[] = [];
  const client: Pick<MoviesClient, 'previewFrame'> = {
    previewFrame: (_prjuid, { frame, signal }) =>
      new Promise<Blob>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        const request: Asked = {
          frame,
          signal: signal as AbortSignal,
          answered: false,
          answer: () => {
            request.answered = true;
            resolve(new Blob([`frame ${frame}`], { type: 'image/jpeg' }));
          },
          fail: (message) => {
            request.answered = true;
            reject(new Error(message));
          },
        };
        asked.push(request);
      }),
  };
  /** The requests neither answered nor aborted. */
  const open = () => asked.filter((request) => !request.signal.aborted && !request.answered);
  /** The request of `frame` that is still open (the latest asked). */
  const request = (frame: number) => {
    const found = open().findLast((each) => each.frame === frame);
    if (!found) throw new Error(`frame ${frame} was not asked for`);
    return found;
  };
  return { client, asked, open, request };
}

const movie: Movie = { scenes: [{ name: 'Intro', length: 100 }] };
const settle = () => act(async () => {});

function stage(host: ReturnType<typeof fakeHost>, overrides: Partial<FrameImageOptions> = {}) {
  const initialProps: FrameImageOptions = {
    client: host.client,
    prjuid: 'p1',
    movie,
    params: { title: 'Hi' },
    username: 'demo',
    frame: 10,
    frames: 100,
    ...overrides,
  };
  return renderHook((props: FrameImageOptions) => useFrameImage(props), { initialProps });
}

/** Answers the open request of `frame` and lets the hook decode it. */
async function answer(host: ReturnType<typeof fakeHost>, frame: number) {
  host.request(frame).answer();
  await settle();
}

const measures = () => performance.getEntriesByName(FRAME_MEASURE).map((entry) => (entry as PerformanceMeasure).detail);

afterEach(() => performance.clearMeasures(FRAME_MEASURE));

describe('the frame at the playhead', () => {
  it('shows the wanted frame once answered and decoded, and measures it', async () => {
    const host = fakeHost();
    const { result } = stage(host);
    expect(result.current).toMatchObject({ url: null, loading: true });
    await answer(host, 10);
    expect(result.current).toMatchObject({ frame: 10, loading: false, error: null });
    expect(result.current.url).toMatch(/^blob:/);
    expect(measures()).toEqual([{ frame: 10, cached: false }]);
  });

  it('aborts a request for a frame no longer wanted, keeping the last frame shown meanwhile', async () => {
    const host = fakeHost();
    const { result, rerender } = stage(host);
    await answer(host, 10);
    const first = result.current.url;
    rerender({ ...stageProps(host), frame: 50 });
    const fifty = host.request(50);
    rerender({ ...stageProps(host), frame: 70 });
    expect(fifty.signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ url: first, frame: 10, loading: true });
    await answer(host, 70);
    expect(result.current).toMatchObject({ frame: 70, loading: false });
    expect(result.current.url).not.toBe(first);
  });

  it('serves a frame shown before from the cache, without asking again', async () => {
    const host = fakeHost();
    const { result, rerender } = stage(host);
    await answer(host, 10);
    const ten = result.current.url;
    rerender({ ...stageProps(host), frame: 60 });
    await answer(host, 60);
    const asked = host.asked.filter((request) => request.frame === 10).length;
    rerender({ ...stageProps(host), frame: 10 });
    await settle();
    expect(result.current).toMatchObject({ url: ten, frame: 10, loading: false });
    expect(host.asked.filter((request) => request.frame === 10)).toHaveLength(asked);
    expect(measures().at(-1)).toEqual({ frame: 10, cached: true });
  });

  it('fetches the neighbours ahead one at a time once the frame is shown, ahead first', async () => {
    const host = fakeHost();
    stage(host);
    expect(host.open().map((request) => request.frame)).toEqual([10]);
    await answer(host, 10);
    for (const next of [11, 12, 13, 9, 8, 7, 15, 20, 5, 0]) {
      expect(host.open().map((request) => request.frame)).toEqual([next]);
      await answer(host, next);
    }
    expect(host.open()).toEqual([]);
  });

  it('keeps fetching a near neighbour when the playhead steps onto it, and shows it from that request', async () => {
    const host = fakeHost();
    const { result, rerender } = stage(host);
    await answer(host, 10);
    const eleven = host.request(11);
    rerender({ ...stageProps(host), frame: 11 });
    expect(eleven.signal.aborted).toBe(false);
    expect(host.open().map((request) => request.frame)).toEqual([11]);
    await answer(host, 11);
    expect(result.current).toMatchObject({ frame: 11, loading: false });
    // A jump far away cancels the neighbour it was fetching.
    const twelve = host.request(12);
    rerender({ ...stageProps(host), frame: 80 });
    expect(twelve.signal.aborted).toBe(true);
    expect(host.open().map((request) => request.frame)).toEqual([80]);
  });

  it('asks again after an edit of the movie, telling that the frame shown is of the earlier version', async () => {
    const host = fakeHost();
    const { result, rerender } = stage(host);
    await answer(host, 10);
    const before = result.current.url;
    const edited: Movie = { scenes: [{ name: 'Intro', length: 120 }] };
    rerender({ ...stageProps(host), movie: edited });
    expect(result.current).toMatchObject({ url: before, frame: null, loading: true });
    await answer(host, 10);
    expect(result.current).toMatchObject({ frame: 10, loading: false });
    expect(result.current.url).not.toBe(before);
  });

  it('says why the wanted frame failed', async () => {
    const host = fakeHost();
    const { result } = stage(host);
    host.request(10).fail('Scene 1 "Intro": the video gone.mp4 is missing');
    await settle();
    expect(result.current).toMatchObject({ loading: false, error: 'Scene 1 "Intro": the video gone.mp4 is missing' });
  });

  it('aborts what is in flight when the stage goes', async () => {
    const host = fakeHost();
    const { unmount } = stage(host);
    const ten = host.request(10);
    unmount();
    expect(ten.signal.aborted).toBe(true);
  });
});

function stageProps(host: ReturnType<typeof fakeHost>): FrameImageOptions {
  return {
    client: host.client,
    prjuid: 'p1',
    movie,
    params: { title: 'Hi' },
    username: 'demo',
    frame: 10,
    frames: 100,
  };
}
