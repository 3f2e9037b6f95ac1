import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_MAX_CHARS,
  ClientErrorLimiter,
  clientErrorReport,
  errorAsJson,
  sanitiseClientError,
} from '../src/client-error-report.js';

describe('errorAsJson', () => {
  it('writes an Error with its name, message and own fields, as the dialog shows it', () => {
    const error = Object.assign(new Error('no such project'), { status: 404 });
    expect(JSON.parse(errorAsJson(error))).toEqual({ name: 'Error', message: 'no such project', status: 404 });
  });

  it('writes anything else as JSON, and what JSON cannot hold as text', () => {
    expect(errorAsJson({ code: 7 })).toContain('"code": 7');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorAsJson(cyclic)).toBe('[object Object]');
    expect(errorAsJson(undefined)).toBe('undefined');
  });
});

describe('sanitiseClientError', () => {
  it('removes tokens in addresses, headers and JSON fields', () => {
    const text = [
      'GET https://api.example/v1/projects?token=abc123def&page=2',
      'Authorization: Bearer 9f86d081884c7d659a2feaa0c55ad015',
      '{"password": "hunter2", "refresh_token":"r-1"}',
      'X-Amz-Signature=deadbeef; api_key: k1',
    ].join('\n');
    const clean = sanitiseClientError(text);
    for (const secret of ['abc123def', '9f86d081884c7d659a2feaa0c55ad015', 'hunter2', 'r-1', 'deadbeef', 'k1']) {
      expect(clean).not.toContain(secret);
    }
    expect(clean).toContain('page=2');
    expect(clean).toContain('https://api.example/v1/projects');
  });

  it('removes whole authorization and cookie values, whatever their scheme', () => {
    const clean = sanitiseClientError(
      '{"authorization": "istoken s3cr3t-value", "x": 1}\nCookie: token=abc; theme=dark\nsent istoken q9q9 again',
    );
    for (const secret of ['s3cr3t-value', 'abc', 'dark', 'q9q9']) expect(clean).not.toContain(secret);
    expect(clean).toContain('"x": 1');
  });

  it('removes JSON web tokens and long opaque strings, keeps a session id', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const opaque = 'A'.repeat(20) + 'b9'.repeat(20);
    const session = '3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f';
    const clean = sanitiseClientError(`failed ${jwt} ${opaque} in render ${session}`);
    expect(clean).not.toContain(jwt);
    expect(clean).not.toContain(opaque);
    expect(clean).toContain(session);
  });

  it('keeps the console paths of the states, with their project ids', () => {
    const path = `/projects/eu-west-1/${'f'.repeat(32)}/movies/Summer%20sale`;
    expect(sanitiseClientError(path)).toBe(path);
    expect(clientErrorReport('/projects', path, new Error('x'), '1').to).toBe(path);
  });
});

describe('clientErrorReport', () => {
  it('carries from, to, the sanitised error and the version', () => {
    const report = clientErrorReport('projects', 'movies', new Error('failed with token=s3cret'), '1.2.0');
    expect(report.from).toBe('projects');
    expect(report.to).toBe('movies');
    expect(report.version).toBe('1.2.0');
    expect(report.error).toContain('failed with token=[redacted]');
    expect(report.error).not.toContain('s3cret');
  });

  it('cuts a huge error to its bound', () => {
    const report = clientErrorReport('a', 'b', new Error('x '.repeat(50_000)), '1');
    expect(report.error.length).toBe(CLIENT_ERROR_MAX_CHARS);
  });
});

describe('ClientErrorLimiter', () => {
  const report = (n: number) => clientErrorReport('a', 'b', new Error(`failure ${n}`), '1');

  it('lets the same error go once', () => {
    const limiter = new ClientErrorLimiter(3);
    expect(limiter.allow(report(1), 0)).toBe(true);
    expect(limiter.allow(report(1), 120_000)).toBe(false);
  });

  it('lets at most a few go in a minute, then more after it', () => {
    const limiter = new ClientErrorLimiter(3);
    expect([1, 2, 3, 4].map((n) => limiter.allow(report(n), n * 1000))).toEqual([true, true, true, false]);
    expect(limiter.allow(report(5), 59_000)).toBe(false);
    expect(limiter.allow(report(6), 61_001)).toBe(true);
  });
});
