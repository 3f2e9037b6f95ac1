import { AlertDialog } from '../dialogs/AlertDialog.js';

/** Shown when renewing the token failed; either way out leads to the sign-in page. */
export function ReauthDialog({ onSignIn }: { onSignIn: () => void }) {
  return (
    <AlertDialog title="Your session has ended" button="Sign in again" onClose={onSignIn}>
      <p>Your sign-in could not be renewed. Sign in again to go on where you were.</p>
    </AlertDialog>
  );
}
