import { useState } from 'react';

export const MPX_STORAGE_KEY = 'mpx';

/** Switches the mpx flag kept in local storage. */
export function MpxToggle() {
  const [enabled, setEnabled] = useState(() => localStorage.getItem(MPX_STORAGE_KEY) === 'enabled');
  const toggle = () => {
    const next = !enabled;
    localStorage.setItem(MPX_STORAGE_KEY, next ? 'enabled' : 'disabled');
    setEnabled(next);
  };
  return (
    <section className="rf-notice">
      <h1>MPX mode</h1>
      <p>MPX mode is {enabled ? 'enabled' : 'disabled'} in this browser.</p>
      <button type="button" role="switch" aria-checked={enabled} onClick={toggle}>
        {enabled ? 'Disable MPX mode' : 'Enable MPX mode'}
      </button>
    </section>
  );
}
