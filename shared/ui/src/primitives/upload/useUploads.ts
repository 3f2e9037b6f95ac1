import { useCallback, useRef, useState } from 'react';
import { runUploads, type Send, type UploadItem } from './run-uploads.js';

/** Upload state for a list: items with progress, and the failures of the last batch. */
export function useUploads(onBatchDone: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [failed, setFailed] = useState<UploadItem[]>([]);
  const ids = useRef(0);
  // One per item still under way: cancel() aborts its request (or keeps it from starting).
  const controllers = useRef(new Map<number, AbortController>());

  const start = useCallback(
    async (files: File[], send: Send, replace = false) => {
      if (files.length === 0) return;
      const first = ids.current;
      ids.current += files.length;
      files.forEach((_file, i) => controllers.current.set(first + i, new AbortController()));
      setItems((current) => [
        ...current.filter(
          (item) => item.status === 'waiting' || item.status === 'uploading' || item.status === 'processing',
        ),
        ...files.map((file, i) => ({ id: first + i, name: file.name, progress: 0, status: 'waiting' as const })),
      ]);
      const update = (id: number, patch: Partial<UploadItem>) =>
        setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      const signalOf = (id: number) => (controllers.current.get(id) ?? new AbortController()).signal;
      const results = await runUploads(files, send, update, first, replace, undefined, signalOf);
      for (const result of results) controllers.current.delete(result.id);
      const failures = results.filter((item) => item.status === 'failed');
      const ended = new Set(results.filter((r) => r.status === 'done' || r.status === 'cancelled').map((r) => r.id));
      setItems((current) => current.filter((item) => !ended.has(item.id)));
      // The view reloads after the failure dialog is closed, or at once when all went well.
      if (failures.length) setFailed(failures);
      else onBatchDone();
    },
    [onBatchDone],
  );

  /** Stops one file's upload: it leaves the list, and the platform keeps nothing of it. */
  const cancel = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

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

  return { items, failed, start, cancel, dismissFailures, clearFailures };
}
