import { useAtomValue } from 'jotai';
import { stateChangeErrorAtom } from '@reelforge/session/host';
import { Dialog } from '@reelforge/ui';

function asJson(error: unknown): string {
  if (error instanceof Error) {
    const { name, message } = error;
    const extra = Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause'));
    return JSON.stringify({ name, message, ...extra }, null, 2);
  }
  return JSON.stringify(error, null, 2) ?? String(error);
}

/** A state change failed: say from where to where and why, then start again at /. */
export function StateChangeErrorDialog() {
  const failure = useAtomValue(stateChangeErrorAtom);
  if (!failure) return null;
  const close = () => window.location.assign('/');
  return (
    <Dialog
      title="Something went wrong"
      role="alertdialog"
      onClose={close}
      actions={
        <button type="button" className="rf-primary" onClick={close}>
          Close and reload
        </button>
      }
    >
      <p>
        Could not go from <strong>{failure.from}</strong> to <strong>{failure.to}</strong>.
      </p>
      <pre>{asJson(failure.error)}</pre>
    </Dialog>
  );
}
