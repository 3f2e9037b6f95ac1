import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// Token login's `next` beyond Latin-1: sent on percent-encoded, never a 500; what is not text is a 400.
const TRACKER = 'https://tracker.example.com/app/';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ editors: { tracker: TRACKER } });
  token = await server.login('demo');
});
afterAll(() => server.close());

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** One GET with the request line sent byte for byte (fetch and http.request would encode it). */
function rawGet(query: Buffer): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      resolve({ status, location, body });
    });
    socket.write(
      Buffer.concat([
        Buffer.from('GET /r/eu-west-1/iv/tokenlogin?'),
        query,
        Buffer.from(`&token=${token} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
      ]),
    );
  });
}

const encoded = (next: string) => rawGet(Buffer.from(`next=${encodeURIComponent(next)}`));
const rawBytes = (next: Buffer) => rawGet(Buffer.concat([Buffer.from('next='), next]));

describe('token login with a next beyond Latin-1', () => {
  it('sends the browser on with the characters percent-encoded', async () => {
    const cases: Array<[next: string, location: string]> = [
      ['/projects/\u2028x', '/projects/%E2%80%A8x'],
      ['/projects?name=\u{1F3AC}', '/projects?name=%F0%9F%8E%AC'],
      ['/projects?q=\u2029\u{1F600}caf\u00e9', '/projects?q=%E2%80%A9%F0%9F%98%80caf%C3%A9'],
      [`${TRACKER}?name=\u{1F3AC}`, `${TRACKER}?name=%F0%9F%8E%AC`],
    ];
    for (const [next, location] of cases) {
      const answer = await encoded(next);
      expect(answer.status, JSON.stringify(next)).toBe(302);
      expect(answer.location).toBe(location);
    }
    // The same through fetch, which encodes the query itself.
    const reply = await fetch(`${server.url}/r/eu-west-1/iv/tokenlogin?next=/projects/\u2028\u{1F3AC}&token=${token}`, {
      redirect: 'manual',
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/projects/%E2%80%A8%F0%9F%8E%AC');
  });

  it('keeps escapes the target already had, and escapes that are not UTF-8, as they were sent', async () => {
    const escaped = await encoded('/projects?name=%F0%9F%8E%AC&x=%E2%80%A8');
    expect(escaped.status).toBe(302);
    expect(escaped.location).toBe('/projects?name=%F0%9F%8E%AC&x=%E2%80%A8');
    // A lone surrogate or a cut sequence cannot be decoded: it stays the escape it was, never a character.
    for (const next of ['/projects%ED%A0%80', '/projects%ED%BF%BF/x', '/projects%F0%9F', '/projects%FF']) {
      const answer = await rawBytes(Buffer.from(next));
      expect(answer.status, next).toBe(302);
      expect(answer.location).toBe(next);
    }
  });

  it('answers raw bytes beyond ASCII in the request line with a 400, never a 500', async () => {
    for (const next of [
      Buffer.from('/projects/\u2028x'),
      Buffer.from('/\u{1F3AC}'),
      Buffer.from([0x2f, 0xed, 0xa0, 0x80]),
      Buffer.from([0x2f, 0xff, 0xfe]),
    ]) {
      const answer = await rawBytes(next);
      expect(answer.status, next.toString('latin1')).toBe(400);
      expect(answer.location).toBeUndefined();
      expect(JSON.parse(answer.body).Message).toBeTruthy();
    }
  });

  it('refuses a line break or another control character in next with a 400, encoded or beside others', async () => {
    for (const next of [
      '/a%0D%0ASet-Cookie:%20x=1',
      '/a%0Ab',
      '/a%E2%80%A8%0D%0Ab',
      '/%F0%9F%8E%AC%09/evil.example.com',
      '/a%C2%85b',
    ]) {
      const answer = await rawBytes(Buffer.from(next));
      expect(answer.status, next).toBe(400);
      expect(answer.location).toBeUndefined();
      expect(JSON.parse(answer.body).Message).toMatch(/next must be/);
    }
  });

  it('still answers other requests afterwards', async () => {
    expect((await server.request('/accounts/auth/verify', { token })).status).toBe(200);
  });
});
