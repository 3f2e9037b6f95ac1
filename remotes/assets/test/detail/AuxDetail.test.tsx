import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@reelforge/ui/testing';
import { AuxDetail } from '../../src/detail/AuxDetail.js';
import { TEXT_SHOWN_LIMIT } from '../../src/detail/text.js';
import { asset, fakeClient } from './fixtures.js';

const show = (text: Promise<string>) =>
  renderComponent(
    <AuxDetail
      asset={asset('track.trackdata', 'positiondata')}
      prjuid="p1"
      client={fakeClient({ text: async () => text })}
      onChanged={() => {}}
    />,
  );
const contents = () => screen.queryByLabelText('Contents of track.trackdata');

describe('AuxDetail', () => {
  it('says it is loading, then shows the text of the file', async () => {
    let resolve: (text: string) => void = () => {};
    show(new Promise((r) => (resolve = r)));
    expect(screen.getByText(/Loading file…/)).toBeTruthy();
    resolve('{"frames": []}');
    expect((await screen.findByLabelText('Contents of track.trackdata')).textContent).toBe('{"frames": []}');
  });

  it('says a binary file is not text instead of showing it', async () => {
    show(Promise.resolve('\u0089PNG\r\n\u001a\n\u0000\u0000'));
    expect(await screen.findByText(/This file is not text\./)).toBeTruthy();
    expect(contents()).toBeNull();
  });

  it('shows the first 1 MB of a longer file and says it was cut', async () => {
    show(Promise.resolve('y'.repeat(TEXT_SHOWN_LIMIT + 5)));
    expect(await screen.findByText(/Only the first 1 MB is shown\./)).toBeTruthy();
    expect(contents()?.textContent?.length).toBe(TEXT_SHOWN_LIMIT);
  });

  it('says why a file could not be read', async () => {
    show(Promise.reject(new Error('Not Found')));
    expect((await screen.findByRole('alert')).textContent).toContain('The file could not be read: Not Found.');
  });
});
