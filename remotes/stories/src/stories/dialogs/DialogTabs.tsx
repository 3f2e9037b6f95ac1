import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
  /** Why the tab cannot be opened; absent when it can. */
  disabled?: string;
}

interface Props<T extends string> {
  label: string;
  tabs: readonly TabSpec<T>[];
  active: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}

/**
 * Tabs of a dialog (WAI-ARIA tabs): a tablist of tab buttons, arrow keys, Home and End move
 * between the tabs that can be opened; a disabled tab is aria-disabled and says why beside it.
 */
export function DialogTabs<T extends string>({ label, tabs, active, onSelect, children }: Props<T>) {
  const base = useId();
  const open = tabs.filter((tab) => !tab.disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = open.findIndex((tab) => tab.id === active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: open.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = open[(to + open.length) % open.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`${base}-${next.id}-tab`)?.focus();
  };
  return (
    <div className="rf-dialog-tabs">
      <div role="tablist" aria-label={label} className="rf-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            className="rf-tab"
            aria-selected={tab.id === active}
            aria-controls={`${base}-panel`}
            aria-disabled={tab.disabled ? true : undefined}
            aria-describedby={tab.disabled ? `${base}-${tab.id}-why` : undefined}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => !tab.disabled && onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => tab.disabled)
        .map((tab) => (
          <p key={tab.id} id={`${base}-${tab.id}-why`} className="rf-hint">
            {tab.label}: {tab.disabled}
          </p>
        ))}
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${active}-tab`} className="rf-tab-panel">
        {children}
      </div>
    </div>
  );
}
