import type { Destination } from '@reelforge/model';
import { describe, expect, it } from 'vitest';
import { createDeliver } from '../../src/destinations/index.ts';
import { failureOf, S3_CREDENTIALS, startFtpServer } from '../helpers/destination-servers.ts';
import { startPasvLiar } from '../helpers/fake-ftp.ts';
import { LOOPBACK, useOutboundTraps } from '../helpers/outbound-traps.ts';

/**
 * S3 endpoints and FTP hosts never reach an internal address without the allow-list, nor
 * does an FTP data connection that an allowed server sends elsewhere.
 */

const traps = useOutboundTraps({ ftpTimeoutMs: 5_000 });
const deliver = traps.deliver();

const s3 = (s3host: string): Destination => ({
  type: 's3',
  bucket: 'renders',
  s3host,
  secure: false,
  aws_access_key_id: S3_CREDENTIALS.accessKeyId,
  aws_secret_access_key: S3_CREDENTIALS.secretAccessKey,
});

describe('S3 endpoint without an allow-list', () => {
  it('never connects to loopback, whatever the spelling', async () => {
    for (const [host, reason] of [
      ...traps.hosts(),
      [`http://127.0.0.1:${traps.trap4.port}`, LOOPBACK] as [string, string],
    ]) {
      const error = await failureOf(deliver(s3(host), traps.input, traps.context));
      expect(error.message, host).toBe(`S3 upload to s3://renders/clip.mp4 failed: ${reason}`);
      expect((error as { attempts?: number }).attempts, host).toBe(1);
    }
    expect(traps.connections()).toBe(0);
  });

  it.each(['169.254.169.254', '[fd00:ec2::254]', '10.0.0.1:9000', '192.168.1.10'])('refuses %s', async (host) => {
    const error = await failureOf(deliver(s3(host), traps.input, traps.context));
    expect(error.message).toMatch(
      /^S3 upload to s3:\/\/renders\/clip\.mp4 failed: the host is an? [\w\- ]+ address \(refused\)$/,
    );
  });
});

describe('FTP host without an allow-list', () => {
  it('never connects to loopback, whatever the spelling', async () => {
    for (const [host, reason] of [
      ...traps.hosts(),
      [`ftp://127.1:${traps.trap4.port}`, LOOPBACK] as [string, string],
      [`ftps://127.1:${traps.trap4.port}`, LOOPBACK] as [string, string],
    ]) {
      const error = await failureOf(
        deliver({ type: 'ftp', host, user: 'u', password: 'pass-1234' }, traps.input, traps.context),
      );
      expect(error.message, host).toMatch(
        new RegExp(`^FTPS? upload to ftps?://.+/clip\\.mp4 failed: ${reason.replace(/[()]/g, '\\$&')}$`),
      );
      expect((error as { attempts?: number }).attempts, host).toBe(1);
    }
    expect(traps.connections()).toBe(0);
  });

  it('reaches a server in the allow-list, and only there', async () => {
    const ftp = await startFtpServer({ render: 'pass-1234' });
    try {
      const allowed = createDeliver({ outboundAllow: ['127.0.0.1'] });
      const result = await allowed(
        { type: 'ftp', host: ftp.host, user: 'render', password: 'pass-1234' },
        traps.input,
        traps.context,
      );
      expect(result).toEqual({ url: `ftp://${ftp.host}/clip.mp4`, attempts: 1 });
      const other = await failureOf(
        allowed({ type: 'ftp', host: `[::1]:${traps.trap6.port}` }, traps.input, traps.context),
      );
      expect(other.message).toMatch(/failed: the host is a loopback address \(refused\)$/);
      expect(traps.trap6.connections).toBe(0);
    } finally {
      await ftp.close();
    }
  });
});

describe('an allowed FTP server that names another host in its PASV answer', () => {
  it.each([true, false])('gets no data connection to that host (epsv set: %s)', async (epsvSet) => {
    // The server is allowed at 127.0.0.2; its PASV answer sends the data connection to the trap on 127.0.0.1.
    const liar = await startPasvLiar('127.0.0.2', { host: '127.0.0.1', port: traps.trap4.port });
    try {
      const allowed = traps.deliver({ outboundAllow: ['127.0.0.2'] });
      const destination: Destination = {
        type: 'ftp',
        host: liar.host,
        user: 'u',
        password: 'pass-1234',
        ...(epsvSet ? { epsv: false } : {}),
      };
      const error = await failureOf(allowed(destination, traps.input, traps.context));
      expect(liar.commands).toContain('PASV');
      // The data connection went to the control host's address (nothing listens there), never to the trap.
      expect(error.message).toMatch(
        /^FTP upload to ftp:\/\/127\.0\.0\.2:\d+\/clip\.mp4 failed: connection refused \(ECONNREFUSED\)/,
      );
      expect(liar.commands).not.toContain('STOR');
      expect(traps.trap4.connections).toBe(0);
    } finally {
      await liar.close();
    }
  });
});
