import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const TRACKER = 'https://tracker.example.com/app/';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ editors: { tracker: TRACKER } });
  token = await server.login('demo');
});
afterAll(() => server.close());

/** GET {iv}/tokenlogin without following the redirect, as the browser sees the first answer. */
async function tokenLogin(query: Record<string, string>, region = 'eu-west-1') {
  const response = await fetch(`${server.url}/r/${region}/iv/tokenlogin?${new URLSearchParams(query).toString()}`, {
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), headers: response.headers, text };
}

describe('token login on the media host', () => {
  it('sends a signed-in browser on to the tracker, with the parameters it was given', async () => {
    const next = `${TRACKER}?region=eu-west-1&prjuid=p1&vuid=v1&name=clip.mp4&compid=ball&token=${token}`;
    const reply = await tokenLogin({ token, next });
    expect(reply.status).toBe(302);
    expect(reply.location).toBe(next);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends it on to a path of this site, in every region', async () => {
    for (const region of ['eu-west-1', 'us-east-1', 'eu-original-1']) {
      const reply = await tokenLogin({ token, next: '/projects?x=1#top' }, region);
      expect(reply.status, region).toBe(302);
      expect(reply.location).toBe('/projects?x=1#top');
    }
    expect((await tokenLogin({ token, next: '/projects' }, 'mars-1')).status).toBe(404);
  });

  it('refuses every other destination with a 400, before looking at the token', async () => {
    const attacks = [
      'https://evil.example.com/',
      '//evil.example.com/',
      '///evil.example.com/',
      '/\\evil.example.com/',
      '\\\\evil.example.com',
      '/\t/evil.example.com',
      '/\n/evil.example.com',
      ' /evil',
      'https://tracker.example.com.evil.example.com/app/',
      'https://tracker.example.com@evil.example.com/',
      'https://user:pw@tracker.example.com/app/',
      'http://tracker.example.com/app/',
      'https://tracker.example.com:8443/app/',
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example.com',
      'tracker.example.com/app/',
      '',
    ];
    for (const next of attacks) {
      for (const credential of [token, 'not-a-token']) {
        const reply = await tokenLogin({ token: credential, next });
        expect(reply.status, JSON.stringify(next)).toBe(400);
        expect(reply.location).toBeNull();
        expect(JSON.parse(reply.text).Message).toBeTruthy();
      }
    }
  });

  it('refuses a missing, malformed or ended token with a 401, and a missing next with a 400', async () => {
    for (const credential of ['', 'abc', 'f'.repeat(64), `${token} `]) {
      const reply = await tokenLogin({ token: credential, next: '/projects' });
      expect(reply.status, credential).toBe(401);
      expect(reply.location).toBeNull();
    }
    const ended = await server.login('demo');
    await server.request('/accounts/auth/logout', { method: 'POST', token: ended });
    expect((await tokenLogin({ token: ended, next: '/projects' })).status).toBe(401);
    expect((await tokenLogin({ token })).status).toBe(400);
    expect((await tokenLogin({ next: '/projects' })).status).toBe(400);
  });
});

describe('token login without a tracker configured', () => {
  it('only goes to paths of this site', async () => {
    const bare = await startTestServer();
    try {
      const own = await bare.login('demo');
      const go = async (next: string) =>
        fetch(`${bare.url}/r/eu-west-1/iv/tokenlogin?${new URLSearchParams({ token: own, next }).toString()}`, {
          redirect: 'manual',
        });
      expect((await go('/projects')).status).toBe(302);
      expect((await go(TRACKER)).status).toBe(400);
    } finally {
      await bare.close();
    }
  });
});

describe('token login in the logs', () => {
  it('writes neither the token nor the tracker address it carries', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({
      editors: { tracker: TRACKER },
      logLevel: 'trace',
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const own = await logged.login('demo');
      const next = `${TRACKER}?vuid=v1&token=${own}`;
      const reply = await fetch(
        `${logged.url}/r/eu-west-1/iv/tokenlogin?${new URLSearchParams({ token: own, next }).toString()}`,
        { redirect: 'manual' },
      );
      expect(reply.status).toBe(302);
      expect(lines.some((line) => line.includes('tokenlogin'))).toBe(true);
      expect(lines.filter((line) => line.includes(own))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
