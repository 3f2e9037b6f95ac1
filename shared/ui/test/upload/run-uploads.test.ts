import { describe, expect, it } from 'vitest';
import { ApiError } from '@reelforge/api';
import { isCancellable, runUploads, type UploadItem } from '../../src/primitives/upload/run-uploads.js';

const file = (name: string) => new File(['x'], name);

describe('uploading several files', () => {
  it('sends two at a time and reports each outcome', async () => {
    let inFlight = 0;
    let most = 0;
    const updates: Partial<UploadItem>[] = [];
    const results = await runUploads(
      [file('a.png'), file('b.png'), file('c.png'), file('d.png')],
      async (f, onProgress) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        onProgress(0.5);
        inFlight--;
        if (f.name === 'c.png') throw new ApiError(400, 'Bad Request', 'c.png is not an image ffmpeg can read');
      },
      (_id, patch) => updates.push(patch),
      10,
    );
    expect(most).toBe(2);
    expect(results.map((r) => [r.id, r.name, r.status])).toEqual([
      [10, 'a.png', 'done'],
      [11, 'b.png', 'done'],
      [12, 'c.png', 'failed'],
      [13, 'd.png', 'done'],
    ]);
    expect(results[2]?.error).toBe('c.png is not an image ffmpeg can read');
    expect(updates).toContainEqual({ progress: 0.5 });
  });

  it('keeps a file whose name exists so it can replace it, and passes the replace flag on', async () => {
    const sent: boolean[] = [];
    const exists = file('a.png');
    const [result] = await runUploads(
      [exists],
      async (_f, _p, replace) => {
        sent.push(replace);
        throw new ApiError(409, 'Conflict', 'a.png exists already');
      },
      () => undefined,
      0,
      true,
    );
    expect(sent).toEqual([true]);
    expect(result?.conflict).toBe(exists);
  });

  it('is processing once every byte is sent, until the server answers', async () => {
    const statuses: UploadItem['status'][] = [];
    await runUploads(
      [file('big.mov')],
      async (_f, onProgress, _replace, { onSent }) => {
        onProgress(1);
        onSent();
      },
      (_id, patch) => patch.status && statuses.push(patch.status),
      0,
    );
    expect(statuses).toEqual(['uploading', 'processing', 'done']);
  });

  it('does not send a cancelled file, and a file cancelled while it is sent ends cancelled, not failed', async () => {
    const controllers = [new AbortController(), new AbortController()];
    controllers[0]?.abort();
    const sent: string[] = [];
    const results = await runUploads(
      [file('skipped.png'), file('stopped.png')],
      (f, _p, _r, { signal }) => {
        sent.push(f.name);
        // As the uploader does: the request is aborted and the upload rejects as cancelled.
        const cancelled = new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new ApiError(0, '', 'The upload was cancelled.'))),
        );
        controllers[1]?.abort();
        return cancelled;
      },
      () => undefined,
      0,
      false,
      1,
      (id) => (controllers[id] as AbortController).signal,
    );
    expect(sent).toEqual(['stopped.png']);
    expect(results.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(results[1]?.error).toBeUndefined();
  });

  it('can be cancelled until every byte is sent, not while the server processes it', () => {
    expect(
      ['waiting', 'uploading', 'processing', 'done', 'failed'].map((status) =>
        isCancellable({ status: status as UploadItem['status'] }),
      ),
    ).toEqual([true, true, false, false, false]);
  });
});
