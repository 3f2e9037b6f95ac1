/** A field's value and change handler, bound to one key of an object. */
export interface BoundField<V> {
  value: V;
  onChange: (value: V) => void;
}

export type FieldBinder<T> = <K extends keyof T>(key: K) => BoundField<T[K]>;

/**
 * Binds fields to the keys of what a form edits, so each field names its key once:
 * `<NumberField label="Start" min={0} {...bind('start')} />` shows `values.start` and hands a
 * change to `set('start', value)`.
 */
export function fieldBinder<T>(values: T, set: <K extends keyof T>(key: K, value: T[K]) => void): FieldBinder<T> {
  return (key) => ({ value: values[key], onChange: (value) => set(key, value) });
}

/** `{ [key]: value }`, typed as the one-key patch it is. */
export function patchOf<T, K extends keyof T>(key: K, value: T[K]): Pick<T, K> {
  return { [key]: value } as Pick<T, K>;
}
