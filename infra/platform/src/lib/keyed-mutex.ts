/**
 * Runs functions one at a time per key (in arrival order); different keys run freely.
 * In-process only, which is what the embedded single-process mode needs.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(fn, fn);
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // The last one out leaves no entry behind.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
