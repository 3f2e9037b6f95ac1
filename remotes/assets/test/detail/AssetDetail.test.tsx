import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { Project } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { AssetDetail } from '../../src/detail/AssetDetail.js';
import { asset, fakeClient } from './fixtures.js';

const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};
const client = fakeClient({ text: async () => 'hello' });
const assets = vi.fn(() => client);

beforeEach(() => startSession({ api: { assets } as unknown as Api }));
afterEach(leaveArea);

describe('AssetDetail', () => {
  it('heads the pane with the name, type, size, date and a download link', async () => {
    const file = asset('notes.txt', 'other', { size: 2048, date_created: '2024-03-01T10:00:00Z' });
    const { container } = renderInConsole(<AssetDetail asset={file} project={project} onChanged={() => {}} />);
    expect(assets).toHaveBeenCalledWith('eu-west-1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('notes.txt');
    expect(container.textContent).toContain('File');
    expect(container.textContent).toContain('2 KiB');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      'https://iv.test/apps/api/v1/data/p1/notes.txt?download=1',
    );
    expect((await screen.findByLabelText('Contents of notes.txt')).textContent).toBe('hello');
  });

  it('shows the viewer of the asset type', () => {
    renderInConsole(<AssetDetail asset={asset('photo.png', 'image')} project={project} onChanged={() => {}} />);
    expect(screen.getByRole('img', { name: 'photo.png' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Contents of/)).toBeNull();
  });
});
