import { readdir, lstat } from 'node:fs/promises';
import path from 'node:path';
import { formatBytes } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';

export const overQuota = (quota: number, used: number) =>
  new HttpError(
    413,
    `Your file store is full: it holds ${formatBytes(used)} of its ${formatBytes(quota, { exact: true })}; delete files to make room`,
  );

/**
 * How much each user's store holds (bytes of its files), counted once from disk when first
 * needed and then kept up to date by every change; plus what uploads in flight have taken.
 * A chunk that would take the store past its quota is refused as it arrives, so concurrent
 * uploads together never exceed it.
 */
export class QuotaLedger {
  private readonly used = new Map<string, number>();
  private readonly loading = new Map<string, Promise<number>>();
  private readonly inFlight = new Map<string, number>();

  constructor(readonly quotaBytes: number) {}

  /** Bytes stored (not counting uploads in flight), counted by `count` (from disk or the bucket) the first time. */
  async usedBy(key: string, count: () => Promise<number>): Promise<number> {
    const known = this.used.get(key);
    if (known !== undefined) return known;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = count().then((size) => {
        // Changes made while counting are on disk already: the count includes them.
        if (this.loading.get(key) === loading) this.used.set(key, size);
        this.loading.delete(key);
        return size;
      });
      this.loading.set(key, loading);
    }
    await loading;
    return this.used.get(key) ?? loading;
  }

  /** A 413 when `bytes` more cannot fit (an upload's announced length, before it starts). */
  async check(key: string, count: () => Promise<number>, bytes: number): Promise<void> {
    const used = (await this.usedBy(key, count)) + (this.inFlight.get(key) ?? 0);
    if (bytes > this.quotaBytes - used) throw overQuota(this.quotaBytes, used);
  }

  /**
   * Takes `bytes` for an upload in flight, or throws a 413. Synchronous (call `usedBy`
   * first), so two uploads cannot both take the last bytes.
   */
  take(key: string, bytes: number): void {
    const used = (this.used.get(key) ?? 0) + (this.inFlight.get(key) ?? 0);
    if (used + bytes > this.quotaBytes) throw overQuota(this.quotaBytes, used);
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + bytes);
  }

  /** An upload ended: what it took is given back, and `stored` (its effect once renamed into place) counted. */
  settle(key: string, taken: number, stored: number): void {
    const left = (this.inFlight.get(key) ?? 0) - taken;
    if (left > 0) this.inFlight.set(key, left);
    else this.inFlight.delete(key);
    this.adjust(key, stored);
  }

  /** A file was added (+) or removed (−). */
  adjust(key: string, delta: number): void {
    const used = this.used.get(key);
    if (used !== undefined) this.used.set(key, Math.max(0, used + delta));
  }

  /** Counted again from disk next time (after a folder was removed). */
  forget(key: string): void {
    this.used.delete(key);
    this.loading.delete(key);
  }
}

/** Bytes of the regular files under `dir`; links are not followed and count nothing. */
export async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) return sizeOf(at);
      if (!entry.isFile()) return 0;
      return (await lstat(at).catch(() => undefined))?.size ?? 0;
    }),
  );
  for (const size of sizes) total += size;
  return total;
}
