import type { Destination } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliver } from '../../src/destinations/index.ts';
import { failureOf, hostsFileLoopbackName, makeWorkDir, S3_CREDENTIALS, startFtpServer, startTrap } from '../helpers/destination-servers.ts';
import { startPasvLiar } from '../helpers/fake-ftp.ts';

/**
 * S3 endpoints and FTP hosts never reach an internal address without the allow-list, nor
 * does an FTP data connection that an allowed server sends elsewhere.
 */

let trap4: Awaited<ReturnType<typeof startTrap>>;
let trap6: Awaited<ReturnType<typeof startTrap>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let input: { file: string; filename: string; contentType: string; format: string; row: Record<string, string> };

beforeAll(async () => {
  [trap4, trap6, work] = await Promise.all([startTrap('127.0.0.1'), startTrap('::1'), makeWorkDir()]);
  input = { file: (await work.file('clip.mp4', 4096)).path, filename: 'clip.mp4', contentType: 'video/mp4', format: 'mp4', row: {} };
});
afterAll(async () => {
  await Promise.all([trap4?.close(), trap6?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const deliver = createDeliver({ retryDelayMs: 1, ftpTimeoutMs: 5_000 });
const LOOPBACK = 'the host is a loopback address (refused)';
const LOCAL_NAME = 'the host is a local name (refused)';

/** host[:port] spellings of the traps, with the reason each is refused for. */
function hosts(): [string, string][] {
  const p4 = trap4.port;
  const listed = hostsFileLoopbackName();
  return [
    [`127.0.0.1:${p4}`, LOOPBACK],
    [`127.1:${p4}`, LOOPBACK],
    [`2130706433:${p4}`, LOOPBACK],
    [`0x7f000001:${p4}`, LOOPBACK],
    [`0177.0.0.1:${p4}`, LOOPBACK],
    [`[::ffff:127.0.0.1]:${p4}`, LOOPBACK],
    [`localhost:${p4}`, LOCAL_NAME],
    [`files.localhost.:${p4}`, LOCAL_NAME],
    [`${listed}:${p4}`, listed === 'localhost' ? LOCAL_NAME : 'the host resolves to a loopback address (refused)'],
    [`[::1]:${trap6.port}`, LOOPBACK],
  ];
}

const s3 = (s3host: string): Destination => ({ type: 's3', bucket: 'renders', s3host, secure: false, aws_access_key_id: S3_CREDENTIALS.accessKeyId, aws_secret_access_key: S3_CREDENTIALS.secretAccessKey });

describe('S3 endpoint without an allow-list', () => {
  it('never connects to loopback, whatever the spelling', async () => {
    for (const [host, reason] of [...hosts(), [`http://127.0.0.1:${trap4.port}`, LOOPBACK] as [string, string]]) {
      const error = await failureOf(deliver(s3(host), input, context));
      expect(error.message, host).toBe(`S3 upload to s3://renders/clip.mp4 failed: ${reason}`);
      expect((error as { attempts?: number }).attempts, host).toBe(1);
    }
    expect(trap4.connections + trap6.connections).toBe(0);
  });

  it.each(['169.254.169.254', '[fd00:ec2::254]', '10.0.0.1:9000', '192.168.1.10'])('refuses %s', async (host) => {
    const error = await failureOf(deliver(s3(host), input, context));
    expect(error.message).toMatch(/^S3 upload to s3:\/\/renders\/clip\.mp4 failed: the host is an? [\w\- ]+ address \(refused\)$/);
  });
});

describe('FTP host without an allow-list', () => {
  it('never connects to loopback, whatever the spelling', async () => {
    for (const [host, reason] of [...hosts(), [`ftp://127.1:${trap4.port}`, LOOPBACK] as [string, string], [`ftps://127.1:${trap4.port}`, LOOPBACK] as [string, string]]) {
      const error = await failureOf(deliver({ type: 'ftp', host, user: 'u', password: 'pass-1234' }, input, context));
      expect(error.message, host).toMatch(new RegExp(`^FTPS? upload to ftps?://.+/clip\\.mp4 failed: ${reason.replace(/[()]/g, '\\$&')}$`));
      expect((error as { attempts?: number }).attempts, host).toBe(1);
    }
    expect(trap4.connections + trap6.connections).toBe(0);
  });

  it('reaches a server in the allow-list, and only there', async () => {
    const ftp = await startFtpServer({ render: 'pass-1234' });
    try {
      const allowed = createDeliver({ outboundAllow: ['127.0.0.1'] });
      const result = await allowed({ type: 'ftp', host: ftp.host, user: 'render', password: 'pass-1234' }, input, context);
      expect(result).toEqual({ url: `ftp://${ftp.host}/clip.mp4`, attempts: 1 });
      const other = await failureOf(allowed({ type: 'ftp', host: `[::1]:${trap6.port}` }, input, context));
      expect(other.message).toMatch(/failed: the host is a loopback address \(refused\)$/);
      expect(trap6.connections).toBe(0);
    } finally {
      await ftp.close();
    }
  });
});

describe('an allowed FTP server that names another host in its PASV answer', () => {
  it.each([true, false])('gets no data connection to that host (epsv set: %s)', async (epsvSet) => {
    // The server is allowed at 127.0.0.2; its PASV answer sends the data connection to the trap on 127.0.0.1.
    const liar = await startPasvLiar('127.0.0.2', { host: '127.0.0.1', port: trap4.port });
    try {
      const allowed = createDeliver({ outboundAllow: ['127.0.0.2'], retryDelayMs: 1, ftpTimeoutMs: 5_000 });
      const destination: Destination = { type: 'ftp', host: liar.host, user: 'u', password: 'pass-1234', ...(epsvSet ? { epsv: false } : {}) };
      const error = await failureOf(allowed(destination, input, context));
      expect(liar.commands).toContain('PASV');
      // The data connection went to the control host's address (nothing listens there), never to the trap.
      expect(error.message).toMatch(/^FTP upload to ftp:\/\/127\.0\.0\.2:\d+\/clip\.mp4 failed: connection refused \(ECONNREFUSED\)/);
      expect(liar.commands).not.toContain('STOR');
      expect(trap4.connections).toBe(0);
    } finally {
      await liar.close();
    }
  });
});
