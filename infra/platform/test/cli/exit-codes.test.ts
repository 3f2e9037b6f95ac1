import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeOfStatus, isPassingFailure } from '../../src/cli/exit-codes.ts';

describe('exit codes', () => {
  it('are numbered as docs/api.md lists them', () =>
    expect(EXIT).toEqual({ done: 0, failed: 1, usage: 2, auth: 3, notFound: 4, unreachable: 5, platform: 6 }));

  it('say what a refusal was', () => {
    expect([401, 403].map(exitCodeOfStatus)).toEqual([3, 3]);
    expect(exitCodeOfStatus(404)).toBe(4);
    expect([0, -1, 502, 503, 504].map(exitCodeOfStatus)).toEqual([5, 5, 5, 5, 5]);
    expect([400, 409, 413, 415, 422].map(exitCodeOfStatus)).toEqual([2, 2, 2, 2, 2]);
    expect([429, 500].map(exitCodeOfStatus)).toEqual([6, 6]);
  });

  it('try again only while the platform is out of reach', () => {
    expect(isPassingFailure(0)).toBe(true);
    expect(isPassingFailure(503)).toBe(true);
    expect(isPassingFailure(400)).toBe(false);
    expect(isPassingFailure(401)).toBe(false);
  });
});
