import { Dialog } from '@reelforge/ui';

/** Shown when renewing the token failed; either way out leads to the sign-in page. */
export function ReauthDialog({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Dialog
      title="Your session has ended"
      role="alertdialog"
      onClose={onSignIn}
      actions={
        <button type="button" className="rf-primary" onClick={onSignIn}>
          Sign in again
        </button>
      }
    >
      <p>Your sign-in could not be renewed. Sign in again to go on where you were.</p>
    </Dialog>
  );
}
