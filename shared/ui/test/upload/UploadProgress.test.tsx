import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import type { Send } from '../../src/primitives/upload/run-uploads.js';
import { UploadProgress } from '../../src/primitives/upload/UploadProgress.js';
import { useUploads } from '../../src/primitives/upload/useUploads.js';

/** The upload list of the assets page, with sends the test holds: each waits until released or cancelled. */
function held() {
  const pending = new Map<string, { progress: (fraction: number) => void; sent: () => void; finish: () => void }>();
  const send: Send = (file, onProgress, _replace, { signal, onSent }) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new ApiError(0, '', 'The upload was cancelled.')));
      pending.set(file.name, { progress: onProgress, sent: onSent, finish: () => resolve(undefined) });
    });
  return { send, pending };
}

function Uploads({ send, files, onBatchDone }: { send: Send; files: File[]; onBatchDone: () => void }) {
  const uploads = useUploads(onBatchDone);
  return (
    <>
      <button type="button" onClick={() => void uploads.start(files, send)}>
        Upload
      </button>
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
    </>
  );
}

describe('the upload list', () => {
  it('shows each file’s bytes sent, then processing, and lets a file be cancelled until it is all sent', async () => {
    const { send, pending } = held();
    const onBatchDone = vi.fn();
    render(
      <Uploads send={send} files={[new File(['a'], 'a.mov'), new File(['b'], 'b.mov')]} onBatchDone={onBatchDone} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const list = screen.getByRole('list', { name: 'Uploads' });
    act(() => pending.get('a.mov')?.progress(0.4));
    const a = within(list).getByRole('progressbar', { name: 'Uploading a.mov' });
    expect(a.getAttribute('aria-valuenow')).toBe('40');

    // All of a.mov has arrived: the server processes it, with no way back.
    act(() => pending.get('a.mov')?.sent());
    expect(a.getAttribute('aria-valuenow')).toBeNull();
    expect(a.getAttribute('aria-valuetext')).toBe('Processing');
    expect(within(list).queryByRole('button', { name: 'Cancel uploading a.mov' })).toBeNull();

    // b.mov is still being sent: cancelling it takes it off the list at once.
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel uploading b.mov' }));
    expect(within(list).queryByRole('progressbar', { name: 'Uploading b.mov' })).toBeNull();

    await act(async () => pending.get('a.mov')?.finish());
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
    // A cancelled file is no failure: the list is read again as after any upload.
    expect(onBatchDone).toHaveBeenCalledOnce();
  });
});
