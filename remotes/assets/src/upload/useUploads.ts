import { useCallback, useRef, useState } from 'react';
import { runUploads, type Send, type UploadItem } from './run-uploads.js';

/** Upload state for a list: items with progress, and the failures of the last batch. */
export function useUploads(onBatchDone: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [failed, setFailed] = useState<UploadItem[]>([]);
  const ids = useRef(0);

  const start = useCallback(
    async (files: File[], send: Send, replace = false) => {
      if (files.length === 0) return;
      const first = ids.current;
      ids.current += files.length;
      setItems((current) => [
        ...current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
        ...files.map((file, i) => ({ id: first + i, name: file.name, progress: 0, status: 'waiting' as const })),
      ]);
      const update = (id: number, patch: Partial<UploadItem>) =>
        setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      const results = await runUploads(files, send, update, first, replace);
      const failures = results.filter((item) => item.status === 'failed');
      setItems((current) => current.filter((item) => !results.some((r) => r.id === item.id && r.status === 'done')));
      // The view reloads after the failure dialog is closed, or at once when all went well.
      if (failures.length) setFailed(failures);
      else onBatchDone();
    },
    [onBatchDone],
  );

  const dismissFailures = useCallback(() => {
    setFailed([]);
    setItems((current) => current.filter((item) => item.status !== 'failed'));
    onBatchDone();
  }, [onBatchDone]);

  /** Closes the failure report without reloading: its files are being sent again. */
  const clearFailures = useCallback(() => {
    setFailed([]);
    setItems((current) => current.filter((item) => item.status !== 'failed'));
  }, []);

  return { items, failed, start, dismissFailures, clearFailures };
}
