import { useCallback, useState } from 'react';

/** Which rows of a list are checked, by key: a key toggles in and out; `clear` unchecks them all. */
export function useSelection() {
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) =>
      setSelection((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelection(new Set()), []);
  return { selection, toggle, clear };
}
