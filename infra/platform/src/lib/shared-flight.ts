/**
 * Concurrent calls with the same key share one run of the work, which is stopped only
 * once every caller has gone: a render two viewers wait for goes on when one of them
 * closes the page, and stops when both have. A caller without a signal never leaves.
 */
export class SharedFlight<T> {
  private readonly flights = new Map<string, { promise: Promise<T>; controller: AbortController; waiters: number }>();

  /** Callers still waiting for the run of `key`. */
  waiters(key: string): number {
    const flight = this.flights.get(key);
    return flight && !flight.controller.signal.aborted ? flight.waiters : 0;
  }

  run(key: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    let flight = this.flights.get(key);
    // A run everybody left is stopping: a new caller starts afresh.
    if (!flight || flight.controller.signal.aborted) {
      const controller = new AbortController();
      const started = { controller, waiters: 0, promise: Promise.resolve() as Promise<T> };
      started.promise = (async () => work(controller.signal))().finally(() => {
        if (this.flights.get(key) === started) this.flights.delete(key);
      });
      // Every caller handles the outcome through its own promise.
      started.promise.catch(() => undefined);
      this.flights.set(key, started);
      flight = started;
    }
    const joined = flight;
    joined.waiters++;
    if (!signal) return joined.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        joined.waiters--;
        if (joined.waiters === 0) joined.controller.abort(signal.reason);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      joined.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }
}
