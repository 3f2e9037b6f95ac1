import { afterEach, describe, expect, it } from 'vitest';
import { AuxDetail } from '../../src/detail/AuxDetail.js';
import { TEXT_SHOWN_LIMIT } from '../../src/detail/text.js';
import { asset, cleanup, fakeClient, get, render, waitFor } from './render.js';

afterEach(cleanup);

const show = (text: Promise<string>) =>
  render(<AuxDetail asset={asset('track.trackdata', 'positiondata')} prjuid="p1" client={fakeClient({ text: async () => text })} onChanged={() => {}} />);

describe('AuxDetail', () => {
  it('says it is loading, then shows the text of the file', async () => {
    let resolve: (text: string) => void = () => {};
    const { container } = await show(new Promise((r) => (resolve = r)));
    expect(container.textContent).toContain('Loading file…');
    resolve('{"frames": []}');
    const pre = await waitFor(() => get(container, 'pre[aria-label="Contents of track.trackdata"]'));
    expect(pre.textContent).toBe('{"frames": []}');
  });

  it('says a binary file is not text instead of showing it', async () => {
    const { container } = await show(Promise.resolve('\u0089PNG\r\n\u001a\n\u0000\u0000'));
    await waitFor(() => expect(container.textContent).toContain('This file is not text.'));
    expect(container.querySelector('pre')).toBeNull();
  });

  it('shows the first 1 MB of a longer file and says it was cut', async () => {
    const { container } = await show(Promise.resolve('y'.repeat(TEXT_SHOWN_LIMIT + 5)));
    await waitFor(() => expect(container.textContent).toContain('Only the first 1 MB is shown.'));
    expect(container.querySelector('pre')?.textContent?.length).toBe(TEXT_SHOWN_LIMIT);
  });

  it('says why a file could not be read', async () => {
    const { container } = await show(Promise.reject(new Error('Not Found')));
    const alert = await waitFor(() => get(container, '[role="alert"]'));
    expect(alert.textContent).toContain('The file could not be read: Not Found.');
  });
});
