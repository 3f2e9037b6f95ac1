import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: labelled by its title, focus moves into it, Escape closes it. */
export function Dialog({ title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('[autofocus], input, select, textarea, button');
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="rf-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className="rf-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
      >
        <h2 id={titleId} className="rf-dialog-title">
          {title}
        </h2>
        <div className="rf-dialog-body">{children}</div>
        {actions && <div className="rf-dialog-actions">{actions}</div>}
      </div>
    </div>
  );
}
