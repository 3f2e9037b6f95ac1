export interface UploadItem {
  id: number;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

export type Send = (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;

/**
 * Uploads files a few at a time, reporting each one's progress and outcome; resolves with
 * the final state of every item once all have finished.
 */
export async function runUploads(
  files: readonly File[],
  send: Send,
  update: (id: number, change: Partial<UploadItem>) => void,
  firstId: number,
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
        await send(files[index] as File, (fraction) => change(item, { progress: fraction }));
        change(item, { status: 'done', progress: 1 });
      } catch (error) {
        change(item, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return items;
}
