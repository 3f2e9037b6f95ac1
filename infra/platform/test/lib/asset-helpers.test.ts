import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../src/lib/content-disposition.ts';
import { cookieValue } from '../../src/lib/cookies.ts';
import { KeyedMutex } from '../../src/lib/keyed-mutex.ts';
import { parseRange } from '../../src/lib/send-file.ts';
import { Semaphore } from '../../src/lib/semaphore.ts';
import { SingleFlight } from '../../src/lib/single-flight.ts';
import { parseDelimiter } from '../../src/datasources/routes.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => expect(parseRange(header, 1000)).toEqual(range));

  it.each([['bytes=1000-'], ['bytes=50-10'], ['bytes=-0']])('%s is unsatisfiable', (header) =>
    expect(parseRange(header, 1000)).toBe('unsatisfiable'),
  );

  it.each([[undefined], ['bytes=0-1,5-6'], ['items=0-1'], ['bytes=-']])('%s means the whole file', (header) =>
    expect(parseRange(header, 1000)).toBeUndefined(),
  );
});

describe('small helpers', () => {
  it('reads one cookie', () => {
    expect(cookieValue('a=1; token=abc; b=2', 'token')).toBe('abc');
    expect(cookieValue('xtoken=abc', 'token')).toBeUndefined();
    expect(cookieValue(undefined, 'token')).toBeUndefined();
  });

  it('makes attachment headers safe for any name', () => {
    expect(attachmentDisposition('a "b".mp4')).toBe(
      `attachment; filename="a _b_.mp4"; filename*=UTF-8''a%20%22b%22.mp4`,
    );
    expect(attachmentDisposition('日本\r\n.png')).toBe(
      `attachment; filename="____.png"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%0D%0A.png`,
    );
  });

  it('reads datasource delimiters', () => {
    expect(parseDelimiter(undefined)).toBe('');
    expect(parseDelimiter('')).toBe('');
    expect(parseDelimiter(';')).toBe(';');
    expect(parseDelimiter('tab')).toBe('\t');
    expect(parseDelimiter('\t')).toBe('\t');
    expect(() => parseDelimiter('"')).toThrow(/delimiter/);
    expect(() => parseDelimiter(';;')).toThrow(/delimiter/);
  });
});

describe('concurrency helpers', () => {
  it('KeyedMutex runs one at a time per key, in order', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const job = (key: string, name: string) =>
      mutex.run(key, async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
      });
    await Promise.all([job('a', 'a1'), job('a', 'a2'), job('b', 'b1')]);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
    await expect(mutex.run('a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await mutex.run('a', async () => 'still works')).toBe('still works');
  });

  it('SingleFlight shares one run between concurrent callers', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs++;
      await tick();
      return runs;
    };
    expect(await Promise.all([flight.run('k', work), flight.run('k', work)])).toEqual([1, 1]);
    expect(await flight.run('k', work)).toBe(2);
    await expect(
      flight.run('bad', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
  });

  it('Semaphore never runs more than its limit', async () => {
    const semaphore = new Semaphore(2);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        semaphore.run(async () => {
          active++;
          peak = Math.max(peak, active);
          await tick();
          active--;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});
