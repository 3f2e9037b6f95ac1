import type { ReactNode } from 'react';
import { VirtualList, type VirtualListProps } from './VirtualList.js';

export interface ListBodyProps<T> extends VirtualListProps<T> {
  /** What went wrong reading or writing the list ("The movies could not be listed: …"), shown above it */
  problems?: readonly (string | null | false | undefined)[];
  /** What the list says when it is known to be empty, instead of the rows; null while it is not */
  empty: ReactNode;
}

/** A long list under its toolbar: what went wrong, then the rows in view, or what an empty list says. */
export function ListBody<T>({ problems = [], empty, ...list }: ListBodyProps<T>) {
  return (
    <>
      {problems.map(
        (problem) =>
          problem && (
            <p key={problem} className="rf-messages" role="alert">
              {problem}
            </p>
          ),
      )}
      {empty !== null ? <p className="rf-empty">{empty}</p> : <VirtualList {...list} />}
    </>
  );
}
