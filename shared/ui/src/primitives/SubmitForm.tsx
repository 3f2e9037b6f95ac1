import type { ReactNode } from 'react';

/** A form whose submission (Enter in a field, or its submit button) runs `onSubmit` instead of loading a page. */
export function SubmitForm({
  label,
  className,
  onSubmit,
  children,
}: {
  /** The form's accessible name */
  label?: string;
  className?: string;
  onSubmit: () => unknown;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
