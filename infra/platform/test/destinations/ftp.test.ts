import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Destination } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, failureOf, makeWorkDir, startFtpServer, testDeliver } from '../helpers/destination-servers.ts';

const deliver = testDeliver();

let ftp: Awaited<ReturnType<typeof startFtpServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;

beforeAll(async () => {
  [ftp, work] = await Promise.all([startFtpServer({ render: 's3cret-pass' }, { anonymous: true }), makeWorkDir()]);
});
afterAll(async () => {
  await Promise.all([ftp?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const ftpDestination = (params: Record<string, unknown> = {}) =>
  ({ type: 'ftp', host: ftp.host, user: 'render', password: 's3cret-pass', ...params }) as Destination;

async function input(filename: string) {
  const { path: file, bytes } = await work.file(path.posix.basename(filename), 32 * 1024);
  return { bytes, input: { file, filename, contentType: 'video/mp4', format: 'mp4', row: {} } };
}

describe('FTP destination (ftp-srv)', () => {
  it('uploads the bytes under the file name in passive mode and returns the ftp:// URL', async () => {
    const { bytes, input: delivered } = await input('row-1.mp4');
    const result = await deliver(ftpDestination(), delivered, context);
    expect(result.url).toBe(`ftp://${ftp.host}/row-1.mp4`);
    expect((await readFile(path.join(ftp.root, 'row-1.mp4'))).equals(bytes)).toBe(true);
  });

  it('creates the folders of the path', async () => {
    const { bytes, input: delivered } = await input('campaign/2024/row-2.mp4');
    const result = await deliver(ftpDestination(), delivered, context);
    expect(result.url).toBe(`ftp://${ftp.host}/campaign/2024/row-2.mp4`);
    expect((await readFile(path.join(ftp.root, 'campaign', '2024', 'row-2.mp4'))).equals(bytes)).toBe(true);
  });

  it('uses EPSV when epsv is on and PASV when it is off', async () => {
    ftp.commands.length = 0;
    await deliver(ftpDestination({ epsv: true }), (await input('epsv.mp4')).input, context);
    expect(ftp.commands).toContain('EPSV');
    expect(ftp.commands).not.toContain('PASV');

    ftp.commands.length = 0;
    const { bytes, input: delivered } = await input('pasv.mp4');
    await deliver(ftpDestination({ epsv: false }), delivered, context);
    expect(ftp.commands).toContain('PASV');
    expect(ftp.commands).not.toContain('EPSV');
    expect((await readFile(path.join(ftp.root, 'pasv.mp4'))).equals(bytes)).toBe(true);
  });

  it('logs in anonymously when there is no user', async () => {
    const { bytes, input: delivered } = await input('anon.mp4');
    await deliver(ftpDestination({ user: '', password: '' }), delivered, context);
    expect((await readFile(path.join(ftp.root, 'anon.mp4'))).equals(bytes)).toBe(true);
  });

  it('says that active mode is not supported', async () => {
    const { input: delivered } = await input('active.mp4');
    await expect(deliver(ftpDestination({ passive: false }), delivered, context)).rejects.toThrow(
      /^FTP active mode is not supported: uploads connect in passive mode only/,
    );
  });

  it('reports a refused login in our words and without the password', async () => {
    const { input: delivered } = await input('denied.mp4');
    const error = await failureOf(deliver(ftpDestination({ password: 'wrong-pass-4411' }), delivered, context));
    expect(error.message).toBe(`FTP upload to ftp://${ftp.host}/denied.mp4 failed: the server refused the login (530)`);
    expect(error.message).not.toContain('wrong-pass-4411');
  });

  it('reports a host that does not answer', async () => {
    const { input: delivered } = await input('nohost.mp4');
    const port = await closedPort();
    await expect(deliver(ftpDestination({ host: `127.0.0.1:${port}` }), delivered, context)).rejects.toThrow(
      `FTP upload to ftp://127.0.0.1:${port}/nohost.mp4 failed: connection refused (ECONNREFUSED)`,
    );
  });

  it('stops when the run is cancelled', async () => {
    const { input: delivered } = await input('cancelled.mp4');
    const controller = new AbortController();
    controller.abort();
    await expect(deliver(ftpDestination(), delivered, { ...context, signal: controller.signal })).rejects.toThrow(
      `FTP upload to ftp://${ftp.host}/cancelled.mp4 failed: cancelled`,
    );
  });
});
