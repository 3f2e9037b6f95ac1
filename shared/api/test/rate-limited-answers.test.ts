// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../src/index.js';

// A platform that refuses with 429: with its message and Retry-After, or as a proxy would.
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/saves') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '75' });
      return void res.end(
        JSON.stringify({ Message: 'Too many saves from this account: at most 120 a minute. Try again in 75 seconds.' }),
      );
    }
    if (req.url === '/proxy') {
      res.writeHead(429, 'Too Many Requests', { 'content-type': 'text/html' });
      return void res.end('<h1>slow down</h1>');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async (path: string): Promise<ApiError> => {
  const http = createHttp({ origin, domainSuffix: '', getToken: () => null });
  const error = await http(path, { method: 'PUT', body: {} }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('an answer refused by a rate limit', () => {
  it('is an error saying what was refused and when to try again, with the wait it was told', async () => {
    const error = await failure('/saves');
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(75);
    expect(error.message).toBe(
      'Too many saves from this account: at most 120 a minute. Try again in 1 minute 15 seconds.',
    );
  });

  it('still says to try again when a proxy refused without a message or a wait', async () => {
    const error = await failure('/proxy');
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.message).toBe('Too many requests. Try again later.');
  });
});
