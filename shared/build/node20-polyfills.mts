// vitest 5.1 calls ES2024 built-ins that Node 20 lacks (Map.groupBy when it prints a
// failure, Object.groupBy for snapshots, Promise.withResolvers), so a failing test
// crashes the reporter instead of being shown. Loaded by the vitest configs into the
// vitest process; drop this file once the project is on Node >= 22.

type Key = PropertyKey;
// Typed loosely on purpose: the compiler's lib (es2023) does not know these yet.
const MapCtor = Map as unknown as { groupBy?: unknown };
const ObjectCtor = Object as unknown as { groupBy?: unknown };
const PromiseCtor = Promise as unknown as { withResolvers?: unknown };

if (typeof MapCtor.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

if (typeof ObjectCtor.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value<T>(items: Iterable<T>, key: (item: T, index: number) => Key): Partial<Record<Key, T[]>> {
      const groups: Partial<Record<Key, T[]>> = Object.create(null);
      let index = 0;
      for (const item of items) (groups[key(item, index++)] ??= []).push(item);
      return groups;
    },
  });
}

if (typeof PromiseCtor.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export {};
