import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Destination } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, makeWorkDir, startFtpServer, testDeliver } from '../helpers/destination-servers.ts';
import { selfSignedCert } from '../helpers/tls-cert.ts';

/** FTPS: explicit TLS (AUTH TLS) on the control and the data connections, against ftp-srv with a certificate made for the run. */

const cert = selfSignedCert();
let ftps: Awaited<ReturnType<typeof startFtpServer>>;
let plain: Awaited<ReturnType<typeof startFtpServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;

beforeAll(async () => {
  [ftps, plain, work] = await Promise.all([
    startFtpServer({ render: 'tls-pass-77' }, { tls: cert }),
    startFtpServer({ render: 'tls-pass-77' }),
    makeWorkDir(),
  ]);
});
afterAll(async () => {
  await Promise.all([ftps?.close(), plain?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
/** The deliver of these tests trusts the run's self-signed certificate (an option for tests only). */
const deliver = testDeliver({ tlsCa: cert.cert });
const destination = (params: Record<string, unknown> = {}) =>
  ({ type: 'ftp', host: ftps.host, user: 'render', password: 'tls-pass-77', ...params }) as Destination;

async function input(filename: string) {
  const { path: file, bytes } = await work.file(path.posix.basename(filename), 48 * 1024);
  return { bytes, input: { file, filename, contentType: 'video/mp4', format: 'mp4', row: {} } };
}

describe('FTPS destination (ftp-srv with TLS)', () => {
  it('uploads over explicit TLS when the ftps parameter is on, and says ftps:// in the result', async () => {
    ftps.commands.length = 0;
    const { bytes, input: delivered } = await input('secure/row-1.mp4');
    const result = await deliver(destination({ ftps: true }), delivered, context);
    expect(result).toEqual({ url: `ftps://${ftps.host}/secure/row-1.mp4`, attempts: 1 });
    expect((await readFile(path.join(ftps.root, 'secure', 'row-1.mp4'))).equals(bytes)).toBe(true);
    // The login came after AUTH TLS, and the data connection was protected too.
    expect(ftps.commands.indexOf('AUTH')).toBeGreaterThanOrEqual(0);
    expect(ftps.commands.indexOf('AUTH')).toBeLessThan(ftps.commands.indexOf('USER'));
    expect(ftps.commands).toContain('PROT');
  });

  it('takes an ftps:// host as the same choice, with EPSV or PASV', async () => {
    for (const epsv of [true, false]) {
      const { bytes, input: delivered } = await input(`url-${epsv}.mp4`);
      const result = await deliver(destination({ host: `ftps://${ftps.host}`, epsv }), delivered, context);
      expect(result.url).toBe(`ftps://${ftps.host}/url-${epsv}.mp4`);
      expect((await readFile(path.join(ftps.root, `url-${epsv}.mp4`))).equals(bytes)).toBe(true);
    }
  });

  it('refuses a certificate it does not trust, in one try and without sending the password', async () => {
    ftps.commands.length = 0;
    const { input: delivered } = await input('untrusted.mp4');
    const error = await failureOf(testDeliver()(destination({ ftps: true }), delivered, context));
    expect(error.message).toMatch(
      new RegExp(`^FTP upload to ftps://${ftps.host}/untrusted\\.mp4 failed: TLS certificate problem \\([A-Z_]+\\)$`),
    );
    expect((error as { attempts?: number }).attempts).toBe(1);
    expect(ftps.commands).not.toContain('USER');
    expect(ftps.commands).not.toContain('PASS');
  });

  it('does not fall back to plain FTP when the server has no TLS', async () => {
    plain.commands.length = 0;
    const { input: delivered } = await input('cleartext.mp4');
    const error = await failureOf(deliver(destination({ host: plain.host, ftps: true }), delivered, context));
    expect(error.message).toMatch(new RegExp(`^FTP upload to ftps://${plain.host}/cleartext\\.mp4 failed: the server`));
    expect(plain.commands).toContain('AUTH');
    expect(plain.commands).not.toContain('PASS');
  });
});
