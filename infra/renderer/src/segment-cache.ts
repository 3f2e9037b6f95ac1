import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Bytes a cache keeps before it removes the segments used longest ago (none in use). */
export const DEFAULT_SEGMENT_CACHE_BYTES = 4 * 1024 ** 3;

interface Entry {
  file: string;
  /** the segment being made; resolves once its file is in place */
  made: Promise<void>;
  bytes: number;
  lastUse: number;
  holders: number;
}

const PREFIX = 'reelforge-reuse-';

/** Whether a process with this id runs (one of another user counts as running). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** A cached file held for one use: released after it was read (resolves once the cache is back within its bound). */
export interface HeldSegment {
  file: string;
  release(): Promise<void>;
}

/**
 * The static segments and sound of a batch run in one process (docs/render-reuse.md): a
 * local folder of files named by their key, each made once (concurrent asks share the one
 * being made), written aside then renamed. Bounded in bytes: past the bound, the files used
 * longest ago and held by no render are removed (and made again when asked for). `dispose`
 * removes the folder. Nothing is shared between processes: each makes its own.
 */
export class SegmentCache {
  private readonly entries = new Map<string, Entry>();
  private clock = 0;
  private disposed = false;

  private constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** A new cache in a folder of its own under `parent` (default the system's temp folder). */
  static async create(options: { parent?: string; maxBytes?: number } = {}): Promise<SegmentCache> {
    // The process's id in the name: a folder left by a process that died is found (removeStale).
    const dir = await mkdtemp(path.join(options.parent ?? tmpdir(), `${PREFIX}${process.pid}-`));
    return new SegmentCache(dir, options.maxBytes ?? DEFAULT_SEGMENT_CACHE_BYTES);
  }

  /**
   * Removes the cache folders under `parent` (default the system's temp folder) of processes
   * that no longer run (a worker killed before it could remove its own); returns how many.
   */
  static async removeStale(parent = tmpdir()): Promise<number> {
    const names = await readdir(parent).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const pid = Number(/^reelforge-reuse-(\d+)-/.exec(name)?.[1]);
      if (!pid || pid === process.pid || alive(pid)) continue;
      await rm(path.join(parent, name), { recursive: true, force: true });
      removed++;
    }
    return removed;
  }

  /** Files made so far and in the cache. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The file for `key` (a hex digest; `extension` names its kind), made by `make(partial)`
   * if it is not there: `make` writes `partial`, renamed into place once it resolves. Held
   * until `release()`.
   */
  async hold(key: string, make: (partial: string) => Promise<void>, extension = 'mp4'): Promise<HeldSegment> {
    if (this.disposed) throw new Error('The segment cache was removed.');
    if (!/^[0-9a-f]{16,128}$/.test(key)) throw new Error(`"${key}" is not a segment key.`);
    let entry = this.entries.get(key);
    if (!entry) {
      const file = path.join(this.dir, `${key}.${extension}`);
      const created: Entry = { file, bytes: 0, lastUse: 0, holders: 0, made: Promise.resolve() };
      created.made = this.make(created, make, extension);
      // A failed segment is made again by the next ask.
      created.made.catch(() => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      });
      this.entries.set(key, created);
      entry = created;
    }
    entry.holders++;
    entry.lastUse = ++this.clock;
    try {
      await entry.made;
    } catch (error) {
      entry.holders--;
      throw error;
    }
    const held = entry;
    let released = false;
    return {
      file: held.file,
      release: async () => {
        if (released) return;
        released = true;
        held.holders--;
        await this.evict();
      },
    };
  }

  /** Removes the folder and everything in it; later asks fail. */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.entries.clear();
    await rm(this.dir, { recursive: true, force: true });
  }

  private async make(entry: Entry, make: (partial: string) => Promise<void>, extension: string): Promise<void> {
    const partial = path.join(this.dir, `.${randomUUID()}.part.${extension}`);
    try {
      await make(partial);
      if (this.disposed) throw new Error('The segment cache was removed.');
      await rename(partial, entry.file);
      entry.bytes = (await stat(entry.file)).size;
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** Past the bound: removes the least recently used files no render holds. */
  private async evict(): Promise<void> {
    let total = [...this.entries.values()].reduce((sum, e) => sum + e.bytes, 0);
    if (total <= this.maxBytes) return;
    const idle = [...this.entries]
      .filter(([, e]) => e.holders === 0 && e.bytes > 0)
      .sort((a, b) => a[1].lastUse - b[1].lastUse);
    for (const [key, entry] of idle) {
      if (total <= this.maxBytes) break;
      // Held again while an earlier file was being removed.
      if (entry.holders > 0 || this.entries.get(key) !== entry) continue;
      this.entries.delete(key);
      total -= entry.bytes;
      await rm(entry.file, { force: true });
    }
  }
}
