import path from 'node:path';
import { Client, FTPError } from 'basic-ftp';
// Not re-exported by the package index: PASV that refuses a data host other than the
// control host (the client's own default), for when EPSV is switched off.
import { enterPassiveModeIPv4_forceControlHostIP, enterPassiveModeIPv6 } from 'basic-ftp/dist/transfer.js';
import { DeliveryError, reasonOf } from './errors.ts';
import type { DeliverKind } from './kind.ts';
import { flag, has, text } from './params.ts';

const FTP_PORT = 21;

/** Upload over plain FTP in passive mode, creating the folders of the file's path. */
export const deliverFtp: DeliverKind = async (destination, input, context, options) => {
  const { host, port } = hostOf(text(destination, 'host'));
  const remotePath = input.filename;
  const shownHost = `${host.includes(':') ? `[${host}]` : host}${port === FTP_PORT ? '' : `:${port}`}`;
  const fail = (reason: string) => new DeliveryError(`FTP upload to ftp://${shownHost}/${remotePath.replace(/^\/+/, '')} failed: ${reason}`);
  if (!flag(destination, 'passive', true)) {
    throw new DeliveryError(
      'FTP active mode is not supported: uploads connect in passive mode only (the server must accept PASV or EPSV). Set passive to true.',
    );
  }

  const client = new Client(options.ftpTimeoutMs);
  // Unset: the client tries EPSV, then PASV. Set: exactly the one asked for.
  if (has(destination, 'epsv')) client.prepareTransfer = flag(destination, 'epsv', true) ? enterPassiveModeIPv6 : enterPassiveModeIPv4_forceControlHostIP;
  const abort = () => client.close();
  context.signal?.addEventListener('abort', abort, { once: true });
  try {
    context.signal?.throwIfAborted();
    const user = text(destination, 'user');
    // No user: anonymous login with the client's usual guest password.
    await client.access(user ? { host, port, user, password: text(destination, 'password') } : { host, port });
    const dir = path.posix.dirname(remotePath);
    if (dir !== '.') await client.ensureDir(dir);
    await client.uploadFrom(input.file, path.posix.basename(remotePath));
  } catch (error) {
    throw fail(context.signal?.aborted ? 'cancelled' : ftpReason(error));
  } finally {
    context.signal?.removeEventListener('abort', abort);
    client.close();
  }
  return { url: `ftp://${shownHost}/${remotePath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}` };
};

/** `host`, `host:port`, `[v6]:port`, with or without ftp://. */
function hostOf(raw: string): { host: string; port: number } {
  if (!raw) throw new DeliveryError('FTP destination needs a host.');
  const bare = raw.replace(/^ftp:\/\//i, '').replace(/\/.*$/, '');
  const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(bare) ?? /^([^:[\]]+)(?::(\d+))?$/.exec(bare);
  const port = Number(match?.[2] ?? FTP_PORT);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new DeliveryError(`FTP host "${raw}" is not a host name with an optional :port.`);
  }
  return { host: match[1], port };
}

/** The server's own reply ("530 Login incorrect."), or what went wrong on the way. */
function ftpReason(error: unknown): string {
  if (error instanceof FTPError) return error.message.trim();
  return reasonOf(error);
}
