import type { KeyboardEvent } from 'react';

export type TabName = 'Action' | 'Parameter' | 'Destination' | 'Scripts' | 'Results' | 'Debug';

/** The tabs of a job; Debug only on a local host. Arrow keys move between them. */
export function JobTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly TabName[];
  active: TabName;
  onSelect: (tab: TabName) => void;
}) {
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
    if (next) onSelect(next);
  };
  return (
    <div className="rf-tabs" role="tablist" aria-label="Job tabs" onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`rf-batch-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls="rf-batch-panel"
          tabIndex={tab === active ? 0 : -1}
          className="rf-tab"
          onClick={() => onSelect(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
