import { describe, expect, it } from 'vitest';
import { rateLimitedMessage, retryAfterSeconds, waitText } from '../src/rate-limited.js';

describe('a rate-limited answer', () => {
  it('reads Retry-After as seconds or as an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    for (const bad of [null, undefined, '', 'soon', '-5', '1.5']) expect(retryAfterSeconds(bad)).toBeUndefined();
  });

  it('says the wait in seconds, then minutes and seconds', () => {
    expect([0, 1, 1.2, 45, 60, 61, 125, 3600].map(waitText)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '45 seconds',
      '1 minute',
      '1 minute 1 second',
      '2 minutes 5 seconds',
      '60 minutes',
    ]);
  });

  it('keeps what the platform refused and says when to try again by Retry-After', () => {
    const server = 'Too many saves from this account: at most 120 a minute. Try again in 40 seconds.';
    expect(rateLimitedMessage(server, 38)).toBe(
      'Too many saves from this account: at most 120 a minute. Try again in 38 seconds.',
    );
    expect(rateLimitedMessage('Too many script runs from this address: at most 30 a minute', 75)).toBe(
      'Too many script runs from this address: at most 30 a minute. Try again in 1 minute 15 seconds.',
    );
    expect(rateLimitedMessage(server, undefined)).toBe(
      'Too many saves from this account: at most 120 a minute. Try again later.',
    );
    // A proxy's 429 without a message of the platform's.
    expect(rateLimitedMessage(undefined, 5)).toBe('Too many requests. Try again in 5 seconds.');
    expect(rateLimitedMessage('', undefined)).toBe('Too many requests. Try again later.');
  });
});
