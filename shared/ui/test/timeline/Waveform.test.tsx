import { render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAudioPeaks } from '../../src/widgets/timeline/useAudioPeaks.js';
import { Waveform } from '../../src/widgets/timeline/Waveform.js';

/** A decoded second of audio at 8 kHz: silent, then loud. */
function decoded() {
  const samples = Float32Array.from({ length: 8_000 }, (_, i) => (i < 4_000 ? 0 : 0.5));
  return { numberOfChannels: 1, sampleRate: 8_000, getChannelData: () => samples };
}

function browser({ decodes = true } = {}) {
  const fetches: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        fetches.push({ url, init });
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(new Response(new Uint8Array([1, 2, 3]))), 0);
      }),
  );
  class OfflineAudioContext {
    decodeAudioData = async () => {
      if (!decodes) throw new Error('not audio');
      return decoded();
    };
  }
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('OfflineAudioContext', OfflineAudioContext);
  return fetches;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the peaks of an audio source', () => {
  it('are read once per address, with the credentials, for every row that shows it', async () => {
    const fetches = browser();
    const first = renderHook(() => useAudioPeaks('/media/once.mp3'));
    const second = renderHook(() => useAudioPeaks('/media/once.mp3'));
    await waitFor(() => expect(first.result.current).not.toBeNull());
    await waitFor(() => expect(second.result.current).not.toBeNull());
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.init.credentials).toBe('include');
    const peaks = first.result.current;
    expect(peaks?.rate).toBe(200);
    expect(peaks?.max[0]).toBe(0);
    expect(peaks?.max[199]).toBe(0.5);
    const later = renderHook(() => useAudioPeaks('/media/once.mp3'));
    await waitFor(() => expect(later.result.current).toBe(peaks));
    expect(fetches).toHaveLength(1);
  });

  it('stop being read when the last row showing them goes', async () => {
    const fetches = browser();
    const { unmount } = renderHook(() => useAudioPeaks('/media/gone.mp3'));
    expect(fetches).toHaveLength(1);
    unmount();
    expect(fetches[0]?.init.signal?.aborted).toBe(true);
    // A row that comes later reads the source afresh.
    const again = renderHook(() => useAudioPeaks('/media/gone.mp3'));
    await waitFor(() => expect(again.result.current).not.toBeNull());
    expect(fetches).toHaveLength(2);
  });

  it('are none when the source cannot be decoded, which is said once', async () => {
    browser({ decodes: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = renderHook(() => useAudioPeaks('/media/noise.bin'));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const second = renderHook(() => useAudioPeaks('/media/noise.bin'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(first.result.current).toBeNull();
    expect(second.result.current).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/media/noise.bin');
  });
});

describe('a waveform', () => {
  it('is hidden from assistive technology, sized in CSS pixels, its canvas at most 4096 pixels wide', () => {
    browser();
    const { container } = render(<Waveform url="/media/wide.mp3" from={0} seconds={60} width={6000} height={24} />);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(canvas.style.width).toBe('6000px');
    expect(canvas.width).toBe(4096);
    expect(canvas.height).toBe(24);
  });
});
