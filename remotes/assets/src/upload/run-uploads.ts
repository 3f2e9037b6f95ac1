import { ApiError } from '@reelforge/api';
import { messageOf } from '@reelforge/model';

export interface UploadItem {
  id: number;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
  /** The file exists already: it can be sent again to replace it. */
  conflict?: File;
}

export type Send = (file: File, onProgress: (fraction: number) => void, replace: boolean) => Promise<unknown>;

/**
 * Uploads files a few at a time, reporting each one's progress and outcome; resolves with
 * the final state of every item once all have finished.
 */
export async function runUploads(
  files: readonly File[],
  send: Send,
  update: (id: number, change: Partial<UploadItem>) => void,
  firstId: number,
  replace = false,
  concurrency = 2,
): Promise<UploadItem[]> {
  const items: UploadItem[] = files.map((file, index) => ({ id: firstId + index, name: file.name, progress: 0, status: 'waiting' }));
  const change = (item: UploadItem, patch: Partial<UploadItem>) => {
    Object.assign(item, patch);
    update(item.id, patch);
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const item = items[index] as UploadItem;
      change(item, { status: 'uploading' });
      try {
        await send(files[index] as File, (fraction) => change(item, { progress: fraction }), replace);
        change(item, { status: 'done', progress: 1 });
      } catch (error) {
        const conflict = error instanceof ApiError && error.status === 409 ? (files[index] as File) : undefined;
        change(item, { status: 'failed', error: messageOf(error), conflict });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return items;
}
