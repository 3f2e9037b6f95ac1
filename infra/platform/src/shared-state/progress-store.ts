import type { Clock } from '../lib/clock.ts';

/** Which kind of work a progress entry is about; with the owner and the id, its key. */
export type ProgressKind = 'base-video' | 'publish' | 'copy' | 'render-token' | 'tracking';

/** Where one piece of work's progress is: its kind, its owner, and the id its caller polls. */
export interface ProgressKey {
  kind: ProgressKind;
  ownerId: number;
  id: string;
}

/**
 * The progress of work a request does while its caller polls, readable from any api
 * process that shares the store. Each entry is a small JSON value, replaced as the work
 * goes and forgotten `keepMs` after its last write. Per owner: a read names the owner.
 */
export interface ProgressStore {
  put(key: ProgressKey, value: object, keepMs: number): Promise<void>;
  get<T extends object>(key: ProgressKey): Promise<T | undefined>;
  delete(key: ProgressKey): Promise<void>;
  close(): Promise<void>;
}

export const progressKeyText = (key: ProgressKey) => `${key.kind}:${key.ownerId}:${key.id}`;

/** In this process's memory: the embedded mode, one process. */
export class MemoryProgressStore implements ProgressStore {
  private readonly entries = new Map<string, { value: string; until: number }>();

  constructor(private readonly now: Clock) {}

  async put(key: ProgressKey, value: object, keepMs: number): Promise<void> {
    this.prune();
    this.entries.set(progressKeyText(key), { value: JSON.stringify(value), until: this.now() + keepMs });
  }

  async get<T extends object>(key: ProgressKey): Promise<T | undefined> {
    this.prune();
    const entry = this.entries.get(progressKeyText(key));
    return entry && (JSON.parse(entry.value) as T);
  }

  async delete(key: ProgressKey): Promise<void> {
    this.entries.delete(progressKeyText(key));
  }

  async close(): Promise<void> {}

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}

/**
 * One piece of work's progress as it goes: writes are sent one at a time, and while one is
 * on its way only the newest value waits (a frame counter never queues a write per frame).
 */
export class ProgressLine {
  private writing: Promise<void> | undefined;
  private next: object | undefined;

  constructor(
    private readonly store: ProgressStore,
    private readonly key: ProgressKey,
    private readonly keepMs: number,
  ) {}

  /** The newest value; written now or after the write on its way. */
  set(value: object): void {
    this.next = value;
    this.writing ??= this.drain();
  }

  /** The last value, kept `keepMs` from now; resolves once it is written (or failed to be). */
  async end(value: object, keepMs: number): Promise<void> {
    this.next = undefined;
    await this.writing;
    await this.store.put(this.key, value, keepMs).catch(() => undefined);
  }

  /** Forgets the entry (the work's outcome is elsewhere now), after the write on its way. */
  async clear(): Promise<void> {
    this.next = undefined;
    await this.writing;
    await this.store.delete(this.key).catch(() => undefined);
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const value = this.next;
      this.next = undefined;
      // A lost write is only a late progress figure: the next one or the end corrects it.
      await this.store.put(this.key, value, this.keepMs).catch(() => undefined);
    }
    this.writing = undefined;
  }
}
