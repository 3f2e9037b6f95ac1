import { describe, expect, it } from 'vitest';
import { QuotaLedger } from '../../src/lib/quota-ledger.ts';
import { HttpError } from '../../src/lib/http-errors.ts';
import { UserQuota } from '../../src/userfs/quota.ts';

const refusal = (quota: number, used: number) => new HttpError(413, `holds ${used} of ${quota}`);
const count = (bytes: number) => async () => bytes;

describe('QuotaLedger', () => {
  it('counts a store once, then by the changes made in its turns', async () => {
    const ledger = new QuotaLedger(100, refusal);
    expect(await ledger.usedBy('a', count(40))).toBe(40);
    await ledger.change('a', count(999), async () => ({ delta: 25, result: undefined }));
    expect(await ledger.usedBy('a', count(999))).toBe(65);
    // A change that cannot say its size, or fails, is counted again from the files.
    await ledger.change('a', count(10), async () => ({ delta: undefined, result: undefined }));
    expect(await ledger.usedBy('a', count(999))).toBe(10);
    await expect(ledger.change('a', count(7), async () => Promise.reject(new Error('half-way')))).rejects.toThrow(
      'half-way',
    );
    expect(await ledger.usedBy('a', count(999))).toBe(7);
  });

  it('runs the changes of one store one at a time, so none reads what another is changing', async () => {
    const ledger = new QuotaLedger(1000, refusal);
    let file = 50;
    const replace = (size: number) =>
      ledger.change('a', count(50), async () => {
        const old = file;
        await new Promise((resolve) => setTimeout(resolve, 1));
        file = size;
        return { delta: size - old, result: undefined };
      });
    await Promise.all(Array.from({ length: 30 }, (_, i) => replace(i + 1)));
    expect(await ledger.usedBy('a', count(0))).toBe(file);
  });

  it('refuses a take past the quota with what is stored and held, and gives back what is released', async () => {
    const ledger = new QuotaLedger(100, refusal);
    await ledger.usedBy('a', count(60));
    ledger.take('a', 30);
    expect(() => ledger.take('a', 11)).toThrow('holds 90 of 100');
    ledger.release('a', 30);
    expect(() => ledger.take('a', 40)).not.toThrow();
    expect(ledger.held('a')).toBe(100);
  });

  it('counts again a store other processes change once its count is older than asked', async () => {
    const ledger = new QuotaLedger(100, refusal, 0);
    expect(await ledger.usedBy('a', count(10))).toBe(10);
    expect(await ledger.usedBy('a', count(70))).toBe(70);
    await expect(ledger.check('a', count(80), 30)).rejects.toThrow('holds 80 of 100');
    const once = new QuotaLedger(100, refusal, 60_000);
    expect(await once.usedBy('a', count(10))).toBe(10);
    expect(await once.usedBy('a', count(70))).toBe(10);
  });
});

describe('UserQuota loans', () => {
  it('lends a replaced file to one upload at a time', async () => {
    const quota = new UserQuota(100);
    await quota.usedBy('a', count(60));
    const first = quota.open('a', 'f.bin', 60);
    const second = quota.open('a', 'f.bin', 60);
    expect(first.credit).toBe(60);
    expect(second.credit).toBe(0);
    first.reserve(60);
    expect(quota.held('a')).toBe(60);
    expect(() => second.reserve(41)).toThrow(/holds 60 B of its 100 B|full/);
  });

  it('takes a loan back when the file goes another way: what the upload used of it is held from then on', async () => {
    const quota = new UserQuota(100);
    await quota.usedBy('a', count(60));
    const upload = quota.open('a', 'dir/f.bin', 60);
    upload.receive(20);
    expect(quota.held('a')).toBe(60);
    quota.takeBackUnder('a', 'dir');
    await quota.change('a', count(0), async () => ({ delta: -60, result: undefined }));
    expect(quota.held('a')).toBe(20);
    expect(upload.credit).toBe(0);
    expect(() => upload.receive(81)).toThrow(/full/);
    upload.receive(80);
    upload.end();
    expect(quota.held('a')).toBe(0);
    // The path is free to lend again.
    expect(quota.open('a', 'dir/f.bin', 5).credit).toBe(5);
  });
});
