import { ApiError, isCancelled } from '@reelforge/api';
import { messageOf } from '@reelforge/model';

export interface UploadItem {
  id: number;
  name: string;
  progress: number;
  /** `processing`: every byte is sent and the server checks and converts the file until it answers. */
  status: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled';
  error?: string;
  /** The file exists already: it can be sent again to replace it. */
  conflict?: File;
}

/** What a send is given besides the file: its cancel signal, and a call once every byte is sent. */
export interface SendControl {
  signal: AbortSignal;
  onSent: () => void;
}

export type Send = (
  file: File,
  onProgress: (fraction: number) => void,
  replace: boolean,
  control: SendControl,
) => Promise<unknown>;

/** Whether an item can still be cancelled: until its bytes have all arrived (then the server keeps it). */
export function isCancellable(item: Pick<UploadItem, 'status'>): boolean {
  return item.status === 'waiting' || item.status === 'uploading';
}

/**
 * Uploads files a few at a time, reporting each one's progress, phase and outcome;
 * resolves with the final state of every item once all have finished. `signalOf` gives
 * each item's cancel signal: a cancelled item is not sent, or its request is aborted.
 */
export async function runUploads(
  files: readonly File[],
  send: Send,
  update: (id: number, change: Partial<UploadItem>) => void,
  firstId: number,
  replace = false,
  concurrency = 2,
  signalOf: (id: number) => AbortSignal = () => new AbortController().signal,
): Promise<UploadItem[]> {
  const items: UploadItem[] = files.map((file, index) => ({
    id: firstId + index,
    name: file.name,
    progress: 0,
    status: 'waiting',
  }));
  const change = (item: UploadItem, patch: Partial<UploadItem>) => {
    Object.assign(item, patch);
    update(item.id, patch);
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const item = items[index] as UploadItem;
      const signal = signalOf(item.id);
      if (signal.aborted) {
        change(item, { status: 'cancelled' });
        continue;
      }
      change(item, { status: 'uploading' });
      try {
        await send(files[index] as File, (fraction) => change(item, { progress: fraction }), replace, {
          signal,
          onSent: () => change(item, { status: 'processing', progress: 1 }),
        });
        change(item, { status: 'done', progress: 1 });
      } catch (error) {
        if (isCancelled(error)) {
          change(item, { status: 'cancelled' });
          continue;
        }
        const conflict = error instanceof ApiError && error.status === 409 ? (files[index] as File) : undefined;
        change(item, { status: 'failed', error: messageOf(error), conflict });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return items;
}
