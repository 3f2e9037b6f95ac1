import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_TEXT, normaliseJob, type RenderStatus } from '@reelforge/model';
import { renderExample } from '@reelforge/ui/render-export';
import { exampleParams, exampleSubject } from '../../src/action/example-render.js';

const data = {
  columns: ['title', 'city'],
  rows: [
    ['Hello', 'Oslo'],
    ['Bye', 'Rome'],
  ],
};

describe('the example player', () => {
  it('shows Play, Rendering...., Waiting... and Playing...', () => {
    expect(Object.values(EXAMPLE_TEXT)).toEqual(['Play', 'Rendering....', 'Waiting...', 'Playing...']);
  });

  it('takes the values of the chosen row (counted from 1), mapped as the job maps them', () => {
    const job = normaliseJob({ id: '0123456789', name: 'J', mapping: 'custom', varmap: { headline: 'city' } });
    expect(exampleParams(job, data, ['headline'], 2)).toEqual({ headline: 'Rome' });
    expect(exampleParams(normaliseJob({ id: '0123456789', name: 'J' }), data, ['title'], 1)).toEqual({
      title: 'Hello',
    });
  });

  it('renders the row as mp4 and gives the file’s URL once done', async () => {
    const statuses: RenderStatus[] = [
      { state: 'rendering', progress: 0.5 },
      { state: 'done', progress: 1 },
    ];
    const client = {
      render: vi.fn(async () => 'tok'),
      renderStatus: vi.fn(async () => statuses.shift()!),
      renderUrl: (t: string, ext: string) => `/r/${t}.${ext}`,
    };
    expect(
      await renderExample(
        client,
        'p1',
        exampleSubject({ kind: 'movie', name: 'intro' }),
        { title: 'Hi' },
        new AbortController().signal,
        1,
      ),
    ).toBe('/r/tok.mp4');
    expect(client.render).toHaveBeenCalledWith('p1', { movie: 'intro', params: { title: 'Hi' }, format: 'mp4' });
  });

  it('renders a story job’s row through the render call with the story', async () => {
    const client = {
      render: vi.fn(async () => 'tok'),
      renderStatus: vi.fn(async (): Promise<RenderStatus> => ({ state: 'done', progress: 1 })),
      renderUrl: (t: string, ext: string) => `/r/${t}.${ext}`,
    };
    expect(
      await renderExample(
        client,
        'p1',
        exampleSubject({ kind: 'story', name: 'Trip' }),
        { city: 'Paris' },
        new AbortController().signal,
        1,
      ),
    ).toBe('/r/tok.mp4');
    expect(client.render).toHaveBeenCalledWith('p1', { story: 'Trip', params: { city: 'Paris' }, format: 'mp4' });
  });

  it('renders an XML template by name (compdata)', async () => {
    const client = {
      render: vi.fn(async () => 'tok'),
      renderStatus: vi.fn(async (): Promise<RenderStatus> => ({ state: 'done', progress: 1 })),
      renderUrl: (t: string, ext: string) => `/r/${t}.${ext}`,
    };
    expect(
      await renderExample(client, 'p1', { compdata: 'promo' }, { title: 'Hi' }, new AbortController().signal, 1),
    ).toBe('/r/tok.mp4');
    expect(client.render).toHaveBeenCalledWith('p1', { compdata: 'promo', params: { title: 'Hi' }, format: 'mp4' });
  });

  it('passes a failed render’s error on', async () => {
    const client = {
      render: vi.fn(async () => 'tok'),
      renderStatus: vi.fn(async (): Promise<RenderStatus> => ({ state: 'failed', progress: 0, error: 'missing font' })),
      renderUrl: () => '',
    };
    await expect(
      renderExample(
        client,
        'p1',
        exampleSubject({ kind: 'movie', name: 'intro' }),
        {},
        new AbortController().signal,
        1,
      ),
    ).rejects.toThrow('missing font');
  });
});
