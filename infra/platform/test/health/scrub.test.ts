import { describe, expect, it } from 'vitest';
import { passwordOf, reasonOf, scrubber } from '../../src/health/scrub.ts';

describe("a probe's error text", () => {
  const scrub = scrubber([passwordOf('postgres://app:pa%24%24word@db:5432/app'), 'AKIAKEY', undefined, '']);

  it('has no password or key of the settings, and no user or password of any URL', () => {
    expect(scrub('password authentication failed: pa$$word')).toBe('password authentication failed: ***');
    expect(scrub('bucket refused key AKIAKEY')).toBe('bucket refused key ***');
    expect(scrub('cannot reach postgres://app:other@db:5432/app or rediss://u:p@cache:6380')).toBe(
      'cannot reach postgres://***@db:5432/app or rediss://***@cache:6380',
    );
  });

  it('is one line of at most 300 characters', () => {
    expect(scrub('first\n  second\tthird')).toBe('first second third');
    const long = scrub('x'.repeat(1000));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it("says an error's message, an AggregateError's reasons, or its code", () => {
    expect(reasonOf(new Error('boom'))).toBe('boom');
    expect(
      reasonOf(
        new AggregateError([
          new Error('connect ECONNREFUSED ::1:5432'),
          new Error('connect ECONNREFUSED 127.0.0.1:5432'),
        ]),
      ),
    ).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
    expect(reasonOf(Object.assign(new Error(''), { code: 'ETIMEDOUT' }))).toBe('ETIMEDOUT');
    expect(reasonOf('plain')).toBe('plain');
  });

  it('reads the password of a URL, none of a URL without one or of no URL', () => {
    expect(passwordOf('redis://:s%40t@cache:6379')).toBe('s@t');
    expect(passwordOf('redis://cache:6379')).toBeUndefined();
    expect(passwordOf('not a url')).toBeUndefined();
    expect(passwordOf(undefined)).toBeUndefined();
  });
});
