import { useContext, useEffect } from 'react';
import { isWithinPath } from '@reelforge/model';
import { UNSAFE_DataRouterContext, useBlocker } from '@reelforge/router';
import { ConfirmDialog } from './ConfirmDialog.js';

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
  /** What holds the changes, for the question: "this movie". */
  what?: string;
}

/**
 * Asks "Discard changes?" before leaving an editor with unsaved changes (docs/reference.md §4):
 * a move to another page of the console waits for the answer, and closing or reloading the tab
 * gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty, writing = false, within, what }: UnsavedChangesGuardProps) {
  useLeavePageWarning(dirty || writing);
  // Only a data router can hold a navigation; under a plain router (a component test) the tab is still guarded.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <NavigationGuard dirty={dirty} within={within} what={what} /> : null;
}

function NavigationGuard({ dirty, within, what }: Pick<UnsavedChangesGuardProps, 'dirty' | 'within' | 'what'>) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !isWithinPath(nextLocation.pathname, within ?? currentLocation.pathname));
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog title="Discard changes?" confirmLabel="Discard changes" cancelLabel="Keep editing" onConfirm={() => blocker.proceed()} onCancel={() => blocker.reset()}>
      <p>{what ? `The changes to ${what} are not saved.` : 'Your changes are not saved.'} Leaving this page discards them.</p>
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
