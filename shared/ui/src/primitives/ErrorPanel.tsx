import type { ReactNode } from 'react';

/** An area-sized message that something could not be shown, with what to do about it. */
export function ErrorPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="rf-error-panel" role="alert" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
