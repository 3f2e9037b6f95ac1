import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { Project } from '@reelforge/model';
import { endSession, SessionProvider, startSession } from '@reelforge/session/testing';
import { AssetDetail } from '../../src/detail/AssetDetail.js';
import { asset, cleanup, fakeClient, get, render, waitFor } from './render.js';

const project: Project = { uid: 'p1', prjuid: 'p1', name: 'Demo', region: 'eu-west-1', awsregion: 'eu-west-1', date_created: '2024-01-01T00:00:00Z', type: 'project' };
const client = fakeClient({ text: async () => 'hello' });
const assets = vi.fn(() => client);

beforeEach(() => startSession({ api: { assets } as unknown as Api }));
afterEach(async () => {
  await cleanup();
  endSession();
});

describe('AssetDetail', () => {
  it('heads the pane with the name, type, size, date and a download link', async () => {
    const file = asset('notes.txt', 'other', { size: 2048, date_created: '2024-03-01T10:00:00Z' });
    const { container } = await render(
      <SessionProvider>
        <AssetDetail asset={file} project={project} onChanged={() => {}} />
      </SessionProvider>,
    );
    expect(assets).toHaveBeenCalledWith('eu-west-1');
    expect(get(container, 'h2').textContent).toBe('notes.txt');
    expect(container.textContent).toContain('File');
    expect(container.textContent).toContain('2 KiB');
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Download');
    expect(link?.getAttribute('href')).toBe('https://iv.test/apps/api/v1/data/p1/notes.txt?download=1');
    await waitFor(() => expect(get(container, 'pre[aria-label="Contents of notes.txt"]').textContent).toBe('hello'));
  });

  it('shows the viewer of the asset type', async () => {
    const { container } = await render(
      <SessionProvider>
        <AssetDetail asset={asset('photo.png', 'image')} project={project} onChanged={() => {}} />
      </SessionProvider>,
    );
    expect(get(container, 'img[alt="photo.png"]')).toBeTruthy();
    expect(container.querySelector('pre')).toBeNull();
  });
});
