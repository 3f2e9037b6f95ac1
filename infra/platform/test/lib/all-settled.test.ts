import { describe, expect, it } from 'vitest';
import { allSettledOrThrow } from '../../src/lib/all-settled.ts';

describe('allSettledOrThrow', () => {
  it('answers the values in order when every promise keeps its word', async () => {
    expect(
      await allSettledOrThrow([
        Promise.resolve(1),
        new Promise<number>((resolve) => setTimeout(() => resolve(2), 5)),
        Promise.resolve(3),
      ]),
    ).toEqual([1, 2, 3]);
  });

  it('rejects with the first failure only once the slower pieces have ended', async () => {
    const ended: string[] = [];
    const slow = new Promise<string>((resolve) =>
      setTimeout(() => {
        ended.push('slow');
        resolve('slow');
      }, 30),
    );
    const first = new Error('first');
    const outcome = allSettledOrThrow([Promise.reject(first), slow, Promise.reject(new Error('second'))]).then(
      () => 'resolved',
      (error: Error) => `${error.message} after ${ended.join(',') || 'nothing'}`,
    );
    expect(await outcome).toBe('first after slow');
  });
});
