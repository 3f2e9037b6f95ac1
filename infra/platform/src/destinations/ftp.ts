import { isIP, Socket, type SocketConnectOpts } from 'node:net';
import path from 'node:path';
import { Client, FTPError } from 'basic-ftp';
// Not re-exported by the package index: PASV that refuses a data host other than the
// control host (the client's own default), for when EPSV is switched off.
import { enterPassiveModeIPv4_forceControlHostIP, enterPassiveModeIPv6 } from 'basic-ftp/dist/transfer.js';
import { trusting } from '../net/guarded-agents.ts';
import type { OutboundGuard } from '../net/outbound-guard.ts';
import { DeliveryError, isTransientError, marked, reasonOf } from './errors.ts';
import type { DeliverKind } from './kind.ts';
import { flag, has, text } from './params.ts';

const FTP_PORT = 21;

/**
 * Upload over FTP in passive mode, creating the folders of the file's path; FTPS (explicit
 * TLS, AUTH TLS on the usual port) with the ftps parameter or an ftps:// host. Every socket,
 * the data connections included, goes through the outbound guard; data connections go to
 * the control connection's address only, whatever a PASV answer names.
 */
export const deliverFtp: DeliverKind = async (destination, input, context, options) => {
  const { host, port, secure: secureUrl } = hostOf(text(destination, 'host'));
  const secure = secureUrl || flag(destination, 'ftps', false);
  const remotePath = input.filename;
  const shownHost = `${host.includes(':') ? `[${host}]` : host}${port === FTP_PORT ? '' : `:${port}`}`;
  const scheme = secure ? 'ftps' : 'ftp';
  const fail = (reason: string) =>
    new DeliveryError(`FTP upload to ${scheme}://${shownHost}/${remotePath.replace(/^\/+/, '')} failed: ${reason}`);
  if (!flag(destination, 'passive', true)) {
    throw new DeliveryError(
      'FTP active mode is not supported: uploads connect in passive mode only (the server must accept PASV or ' +
        'EPSV). Set passive to true.',
    );
  }

  const client = new Client(options.ftpTimeoutMs);
  client.ftp._newSocket = () => guardedSocket(options.guard, () => client.ftp.socket);
  // Unset: EPSV, then PASV if the server does not know EPSV. Set: exactly the one asked for.
  client.prepareTransfer = has(destination, 'epsv')
    ? flag(destination, 'epsv', true)
      ? enterPassiveModeIPv6
      : enterPassiveModeIPv4_forceControlHostIP
    : firstPassiveMode(client);
  const abort = () => client.close();
  context.signal?.addEventListener('abort', abort, { once: true });
  try {
    context.signal?.throwIfAborted();
    const user = text(destination, 'user');
    const tls = secure
      ? {
          secure: true as const,
          secureOptions: { ...(isIP(host) ? {} : { servername: host }), ...trusting(options.tlsCa) },
        }
      : {};
    // No user: anonymous login with the client's usual guest password.
    await client.access({ host, port, ...(user ? { user, password: text(destination, 'password') } : {}), ...tls });
    const dir = path.posix.dirname(remotePath);
    if (dir !== '.') await client.ensureDir(dir);
    await client.uploadFrom(input.file, path.posix.basename(remotePath));
  } catch (error) {
    if (context.signal?.aborted) throw fail('cancelled');
    throw marked(fail(ftpReason(error)), ftpTransient(error));
  } finally {
    context.signal?.removeEventListener('abort', abort);
    client.close();
  }
  return {
    url: `${scheme}://${shownHost}/${remotePath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`,
  };
};

/**
 * A socket for basic-ftp whose connect is checked by the guard: the control connection like
 * any other, a data connection only to the address the control connection reached (already
 * checked), never to another host a server announces.
 */
function guardedSocket(guard: OutboundGuard, control: () => Socket): Socket {
  const socket = new Socket();
  const connect = socket.connect.bind(socket) as (options: SocketConnectOpts, listener?: () => void) => Socket;
  socket.connect = ((options: SocketConnectOpts & { host?: string; port?: number }, listener?: () => void) => {
    const controlSocket = control();
    const controlAddress = controlSocket !== socket ? unmapped(controlSocket.remoteAddress) : undefined;
    const host = unmapped(String(options.host ?? 'localhost')) ?? 'localhost';
    const port = Number(options.port);
    if (controlAddress !== undefined && host !== controlAddress) {
      process.nextTick(() =>
        socket.destroy(
          Object.assign(new Error('the server named another host for the data connection (refused)'), {
            code: 'E_OUTBOUND_REFUSED',
          }),
        ),
      );
      return socket;
    }
    const refused = controlAddress === undefined ? guard.refusalOf(host, port) : undefined;
    if (refused) {
      process.nextTick(() => socket.destroy(refused));
      return socket;
    }
    return connect({ ...options, lookup: guard.lookupFor(port) } as SocketConnectOpts, listener);
  }) as typeof socket.connect;
  return socket;
}

/**
 * EPSV, else PASV, remembered for the session like the client's own default; unlike that
 * default, a failed data connection fails as itself (its network error, not a summary of
 * the modes tried).
 */
function firstPassiveMode(client: Client): Client['prepareTransfer'] {
  return async (ftp) => {
    try {
      const reply = await enterPassiveModeIPv6(ftp);
      client.prepareTransfer = enterPassiveModeIPv6;
      return reply;
    } catch (error) {
      // A connection that failed is not a server that lacks EPSV.
      if (!(error instanceof FTPError) && (error as { code?: unknown }).code !== undefined) throw error;
      const reply = await enterPassiveModeIPv4_forceControlHostIP(ftp);
      client.prepareTransfer = enterPassiveModeIPv4_forceControlHostIP;
      return reply;
    }
  };
}

/** `host`, `host:port`, `[v6]:port`, with or without ftp:// or ftps://. */
function hostOf(raw: string): { host: string; port: number; secure: boolean } {
  if (!raw) throw new DeliveryError('FTP destination needs a host.');
  const secure = /^ftps:\/\//i.test(raw);
  const bare = raw.replace(/^ftps?:\/\//i, '').replace(/\/.*$/, '');
  const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(bare) ?? /^([^:[\]]+)(?::(\d+))?$/.exec(bare);
  const port = Number(match?.[2] ?? FTP_PORT);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new DeliveryError(`FTP host "${raw}" is not a host name with an optional :port.`);
  }
  return { host: match[1], port, secure };
}

/** FTP reply codes in our words; the server's own reply text is not shown. */
const REPLIES: Record<number, string> = {
  530: 'the server refused the login',
  532: 'the server needs an account for storing files',
  534: 'the server refused the TLS request',
  550: 'the server refused the file or folder',
  552: 'the server has no room for the file',
  553: 'the server refused the file name',
};

/** "the server refused the login (530)", or what went wrong on the way. */
function ftpReason(error: unknown): string {
  if (error instanceof FTPError) {
    const code = error.code;
    if (REPLIES[code]) return `${REPLIES[code]} (${code})`;
    return code >= 400 && code < 500 ? `the server cannot take the file now (${code})` : `the server answered ${code}`;
  }
  const err = error as { code?: unknown; message?: string };
  if (err.code !== undefined) return reasonOf(error);
  // basic-ftp's own messages may quote the server's replies: only their gist is said.
  const message = err.message ?? '';
  if (/timeout/i.test(message)) return 'timed out';
  if (/PASV returned another host/.test(message))
    return 'the server named another host for the data connection (refused)';
  if (/can't parse|parse response/i.test(message)) return 'the server answered something that is not FTP';
  if (/closed|disconnect/i.test(message)) return 'connection closed by the server';
  return 'the FTP session failed';
}

const unmapped = (address: string | undefined) => address?.replace(/^::ffff:(?=\d+\.)/i, '');

/** 4xx replies are the server's "not now" (421 busy, 425 no data connection, 450/451/452). */
function ftpTransient(error: unknown): boolean {
  if (error instanceof FTPError) return error.code >= 400 && error.code < 500;
  return isTransientError(error) || /timeout|closed/i.test((error as { message?: string }).message ?? '');
}
