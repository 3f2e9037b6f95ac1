import { useAtom } from 'jotai';
import { userErrorAtom } from '@reelforge/session/host';
import { SafeHtml } from '@reelforge/ui';
import { AlertDialog } from './AlertDialog.js';

/** The user-error event's dialog; its HTML is sanitised before it is shown. */
export function UserErrorDialog() {
  const [event, setEvent] = useAtom(userErrorAtom);
  if (!event) return null;
  const close = () => setEvent(null);
  return (
    <AlertDialog title={event.title} button="OK" onClose={close}>
      <SafeHtml html={event.html} className="rf-user-error" />
    </AlertDialog>
  );
}
