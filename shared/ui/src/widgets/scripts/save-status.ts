import { useEffect, useState } from 'react';
import { messageOf, SCRIPT_STATUS_RESET_MS } from '@reelforge/model';

export type SaveStatus = { state: 'ok' } | { state: 'warn'; error: string } | { state: null };

/** A script's save status, ok or warn, cleared after 5 s (docs/reference.md §4). */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>({ state: null });
  useEffect(() => {
    if (!status.state) return;
    const timer = setTimeout(() => setStatus({ state: null }), SCRIPT_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, setStatus] as const;
}

/** What the save status says. */
export function saveStatusText(status: SaveStatus): string {
  return status.state === 'ok' ? 'Saved.' : status.state === 'warn' ? `Not saved: ${status.error}` : '';
}

/**
 * Saving with its status: `saving` while `save(work)` runs, then the save status (ok, or the
 * failure's message) for 5 s. What the work throws is shown, never thrown on.
 */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useSaveStatus();
  const save = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
      setStatus({ state: 'ok' });
    } catch (error) {
      setStatus({ state: 'warn', error: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };
  return { saving, status, save };
}
