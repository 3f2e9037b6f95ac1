/**
 * The rule for a body that arrives too slowly: over any `windowMs` once the body has been
 * arriving that long, fewer than `minBytesPerSecond * windowMs / 1000` bytes came in. A
 * short pause is fine as long as the average over the window holds.
 */
export class BodyRate {
  /** [time, bytes received by then], oldest first; the first one is at least a window old once judged. */
  private samples: Array<[number, number]> = [];

  constructor(
    private readonly minBytesPerSecond: number,
    private readonly windowMs: number,
    now: number,
    bytes: number,
  ) {
    this.samples.push([now, bytes]);
  }

  /** Starts the window again from here (the server, not the client, held the body up). */
  restart(now: number, bytes: number): void {
    this.samples = [[now, bytes]];
  }

  /** Records how many bytes have arrived by `now`; true when the last window fell short. */
  tooSlow(now: number, bytes: number): boolean {
    this.samples.push([now, bytes]);
    // Keep the newest sample that is at least a window old, and everything after it.
    while (this.samples.length > 1 && now - (this.samples[1]?.[0] ?? now) >= this.windowMs) this.samples.shift();
    const [since, before] = this.samples[0] ?? [now, bytes];
    if (now - since < this.windowMs) return false;
    return bytes - before < (this.minBytesPerSecond * this.windowMs) / 1000;
  }
}
