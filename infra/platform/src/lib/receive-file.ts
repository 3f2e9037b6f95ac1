import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { formatBytes } from '@reelforge/model';
import { HttpError, badRequest } from './http-errors.ts';

export const tooLarge = (limitBytes: number) =>
  new HttpError(413, `The file is larger than the upload limit of ${formatBytes(limitBytes, { exact: true })}`);

/**
 * Streams a request body into a new file (never holding it in memory) and returns its
 * size. Over the limit, on a client abort or any write failure the partial file is
 * removed and an HttpError thrown. The source is left open (not destroyed), so a 413
 * can still reach the client.
 */
export async function receiveToFile(source: Readable, target: string, limitBytes: number): Promise<number> {
  const out = createWriteStream(target, { flags: 'wx' });
  let received = 0;
  try {
    // Surface write errors (disk full) while we wait on the source.
    const failed = once(out, 'error').then(([error]) => Promise.reject(error));
    failed.catch(() => undefined);
    await Promise.race([once(out, 'open'), failed]);
    try {
      for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (received > limitBytes) throw tooLarge(limitBytes);
        if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (source.destroyed || (source as { aborted?: boolean }).aborted) throw badRequest('The upload was interrupted');
      throw error;
    }
    out.end();
    await Promise.race([once(out, 'close'), failed]);
    return received;
  } catch (error) {
    out.destroy();
    await rm(target, { force: true });
    throw error;
  }
}
