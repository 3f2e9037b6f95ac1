import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useLocation } from '@reelforge/router';
import { ConfirmDialog } from './ConfirmDialog.js';
import { setUnsavedEntry, unsavedLeftBehind, useRunsBlocker } from './unsaved-changes.js';

export interface UnsavedChangesGuardProps {
  /** There are changes that leaving would lose. */
  dirty: boolean;
  /**
   * Changes are still on their way to the server: closing or reloading the page would lose
   * them, moving inside the console would not (they are written all the same).
   */
  writing?: boolean;
  /** Addresses under this path are the same editor (its tabs); by default only this address is. */
  within?: string;
  /** What holds the changes, for the question: "the movie intro". */
  what?: string;
}

/**
 * Asks "Discard changes?" before leaving an editor with unsaved changes (docs/reference.md §4):
 * a move to another page of the console waits for the answer, and closing or reloading the tab
 * gets the browser's own question. Any number of guards may be on screen at once.
 */
export function UnsavedChangesGuard({ dirty, writing = false, within, what }: UnsavedChangesGuardProps) {
  const [id] = useState(() => Symbol('unsaved changes'));
  useLayoutEffect(() => setUnsavedEntry(id, { dirty, within, what }), [id, dirty, within, what]);
  useLayoutEffect(() => () => setUnsavedEntry(id, null), [id]);
  useLeavePageWarning(dirty || writing);
  const runs = useRunsBlocker(id);
  // Only a data router can hold a navigation; under a plain router the tab is still guarded.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return runs && dataRouter ? <NavigationGuard /> : null;
}

/** The console's one navigation blocker: it holds a move that would leave any guard's changes behind. */
function NavigationGuard() {
  const here = useLocation().pathname;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedLeftBehind(currentLocation.pathname, nextLocation.pathname).length > 0,
  );
  if (blocker.state !== 'blocked') return null;
  const left = unsavedLeftBehind(here, blocker.location.pathname);
  const named = left.length === 1 ? left[0]?.what : undefined;
  return (
    <ConfirmDialog
      title="Discard changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>
        {named ? `The changes to ${named} are not saved.` : 'Your changes are not saved.'} Leaving this page discards
        them.
      </p>
    </ConfirmDialog>
  );
}

/** The browser's own "Leave site?" question while `active`. */
function useLeavePageWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
