import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
// Its own entry: the host's first page does not carry the report rules (docs/usage.md).
import { errorAsJson } from '@reelforge/model/client-error-report';
import { apiAtom, authConfigAtom, stateChangeErrorAtom } from '@reelforge/session/host';
import { AlertDialog } from './AlertDialog.js';
import { reportStateChangeError } from './report-state-change-error.js';

const REPORT_GRACE_MS = 2000;

/** A state change failed: say from where to where and why, then start again at /. */
export function StateChangeErrorDialog() {
  const failure = useAtomValue(stateChangeErrorAtom);
  const api = useAtomValue(apiAtom);
  const auth = useAtomValue(authConfigAtom);
  const sending = useRef<Promise<unknown>>(Promise.resolve());

  // Also reported to the platform (docs/reference.md §8). This dialog, and the reporter with
  // it, is fetched only when there is an error to show (layout/Shell.tsx); a report that fails
  // changes nothing here.
  useEffect(() => {
    if (!failure || !api || !auth) return;
    sending.current = reportStateChangeError(failure, api.http, auth.baseurl);
  }, [failure, api, auth]);

  if (!failure) return null;
  // A report on its way gets a moment to arrive before the console starts again, never more.
  const close = () =>
    void Promise.race([sending.current, new Promise((resolve) => setTimeout(resolve, REPORT_GRACE_MS))]).finally(() =>
      window.location.assign('/'),
    );
  return (
    <AlertDialog title="Something went wrong" button="Close and reload" onClose={close}>
      <p>
        Could not go from <strong>{failure.from}</strong> to <strong>{failure.to}</strong>.
      </p>
      <pre>{errorAsJson(failure.error)}</pre>
    </AlertDialog>
  );
}
