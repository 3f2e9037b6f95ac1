import { readdir, lstat } from 'node:fs/promises';
import path from 'node:path';
import { formatBytes } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';
import { QuotaLedger } from '../lib/quota-ledger.ts';

export const overQuota = (quota: number, used: number) =>
  new HttpError(
    413,
    `Your file store is full: it holds ${formatBytes(used)} of its ${formatBytes(quota, { exact: true })}; ` +
      `delete files to make room`,
  );

/**
 * What each user's store holds against its quota (lib/quota-ledger.ts: every change in its
 * turn, uploads in flight holding what they received), and which upload a file's bytes are
 * lent to: an upload that replaces a file may use that file's bytes (it makes room for its
 * replacement), but only one upload at a time per path, and the loan is taken back the moment
 * the file goes another way (deleted, replaced by another upload, its folder removed): from
 * then on the upload holds all it receives, as if it replaced nothing.
 */
export class UserQuota extends QuotaLedger {
  private readonly loans = new Map<string, Map<string, UploadHold>>();

  /** `recountAfterMs`: the store is a bucket other processes change too (lib/quota-ledger.ts). */
  constructor(quotaBytes: number, recountAfterMs?: number) {
    super(quotaBytes, overQuota, recountAfterMs);
  }

  /**
   * A new upload to `path` of the store `key`; `replacing` is lent to it if no other upload has it
   * (call inside the store's turn).
   */
  open(key: string, path: string, replacing: number): UploadHold {
    const hold = new UploadHold(this, key, path);
    let lent = this.loans.get(key);
    if (!lent) this.loans.set(key, (lent = new Map()));
    if (replacing > 0 && !lent.has(path)) {
      hold.credit = replacing;
      lent.set(path, hold);
    }
    return hold;
  }

  /**
   * The file at `path` goes (inside the store's turn): the upload it was lent to, other than `by`,
   * holds what it used of it.
   */
  takeBack(key: string, path: string, by?: UploadHold): void {
    const hold = this.loans.get(key)?.get(path);
    if (hold && hold !== by) hold.revoke();
  }

  /** Every file under the folder `prefix` goes (`''`: the whole store). */
  takeBackUnder(key: string, prefix: string): void {
    for (const [path, hold] of this.loans.get(key) ?? [])
      if (!prefix || path === prefix || path.startsWith(`${prefix}/`)) hold.revoke();
  }

  /** @internal */
  unlend(hold: UploadHold): void {
    const lent = this.loans.get(hold.key);
    if (lent?.get(hold.path) !== hold) return;
    lent.delete(hold.path);
    if (lent.size === 0) this.loans.delete(hold.key);
  }
}

/**
 * What one upload in flight holds of its store's quota, and the bytes of the file it replaces that
 * it may still use.
 */
export class UploadHold {
  /** Bytes of the replaced file it may still use. */
  credit = 0;
  /** Bytes received that the replaced file's share covers. */
  private covered = 0;
  /** Bytes received and held against the quota. */
  private taken = 0;
  /** Bytes of its announced length accounted for before they arrived. */
  private prepaid = 0;

  constructor(
    private readonly ledger: UserQuota,
    readonly key: string,
    readonly path: string,
  ) {}

  /**
   * Its announced length, accounted for before a byte is read (a 413 when it cannot fit beside what
   * is stored and held).
   */
  reserve(bytes: number): void {
    this.account(bytes);
    this.prepaid = bytes;
  }

  /**
   * A chunk arrived: what its announced length did not account for is covered by the credit, else
   * held (a 413 past the quota).
   */
  receive(bytes: number): void {
    const prepaid = Math.min(this.prepaid, bytes);
    this.prepaid -= prepaid;
    this.account(bytes - prepaid);
  }

  private account(bytes: number): void {
    const covered = Math.min(this.credit, bytes);
    this.ledger.take(this.key, bytes - covered);
    this.credit -= covered;
    this.covered += covered;
    this.taken += bytes - covered;
  }

  /** The replaced file went another way: what it covered is held now, and nothing more is covered. */
  revoke(): void {
    this.ledger.hold(this.key, this.covered);
    this.taken += this.covered;
    this.covered = 0;
    this.credit = 0;
    this.ledger.unlend(this);
  }

  /** The upload is placed (its change counted it) or failed: what it held is given back. */
  end(): void {
    this.ledger.release(this.key, this.taken);
    this.taken = 0;
    this.covered = 0;
    this.credit = 0;
    this.prepaid = 0;
    this.ledger.unlend(this);
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
