import { useAtom } from 'jotai';
import { userErrorAtom } from '@reelforge/session/host';
import { Dialog, SafeHtml } from '@reelforge/ui';

/** The user-error event's dialog; its HTML is sanitised before it is shown. */
export function UserErrorDialog() {
  const [event, setEvent] = useAtom(userErrorAtom);
  if (!event) return null;
  const close = () => setEvent(null);
  return (
    <Dialog
      title={event.title}
      role="alertdialog"
      onClose={close}
      actions={
        <button type="button" className="rf-primary" onClick={close}>
          OK
        </button>
      }
    >
      <SafeHtml html={event.html} className="rf-user-error" />
    </Dialog>
  );
}
