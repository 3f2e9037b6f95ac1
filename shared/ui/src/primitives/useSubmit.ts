import { useCallback, useState } from 'react';
import { messageOf } from '@reelforge/model';

export interface Submit {
  busy: boolean;
  /** What to show the user: the failed work's message, or a problem set by the form itself. */
  error: string | null;
  setError: (error: string | null) => void;
  /**
   * Runs the work; on failure its message is shown and the form may be sent again. A success leaves it busy: the form
   * closes.
   */
  submit: (work: () => unknown) => Promise<void>;
}

/** The busy and error states of a dialog's form whose success closes it. */
export function useSubmit(): Submit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async (work: () => unknown) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, submit };
}
