/**
 * Concurrent calls with the same key share one run of the work: the second request for
 * a thumbnail that is being made waits for that ffmpeg instead of starting another.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing;
    const promise = (async () => work())().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }
}
