import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy on 127.0.0.1 in front of a real server that fails the first requests the
 * way a network or a busy service does (`fail` decides per request number, from 1), then
 * passes everything through unchanged.
 */
export async function startFlakyProxy(target: string, fail: (n: number) => 'reset' | number | undefined) {
  let count = 0;
  const server: Server = createServer((req, res) => {
    const n = ++count;
    const failure = fail(n);
    if (failure === 'reset') {
      req.socket.destroy();
      return;
    }
    if (typeof failure === 'number') {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(failure, { 'content-type': 'text/plain', 'retry-after': '0' })
          .end('busy, secret internal detail'),
      );
      return;
    }
    const upstream = forward(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    get requests() {
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
