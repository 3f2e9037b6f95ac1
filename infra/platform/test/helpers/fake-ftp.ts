import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A minimal FTP control server whose PASV answer names whatever address a test gives: the
 * shape of an FTP bounce, where an allowed server sends the client's data connection to an
 * internal host. EPSV is refused so the client has to ask PASV.
 */
export async function startPasvLiar(host: string, pasvTarget: { host: string; port: number }) {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.write('220 ready\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        commands.push(verb);
        socket.write(`${reply(verb)}\r\n`);
      }
    });
  });
  const reply = (verb: string) => {
    switch (verb) {
      case 'USER':
        return '331 password please';
      case 'PASS':
        return '230 logged in';
      case 'EPSV':
        return '502 EPSV not implemented';
      case 'PASV': {
        const { port } = pasvTarget;
        return `227 Entering Passive Mode (${pasvTarget.host.replace(/\./g, ',')},${port >> 8},${port & 255})`;
      }
      case 'STOR':
        return '150 ok to send data';
      case 'FEAT':
        return '211 no features';
      default:
        return '200 ok';
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: `${host}:${port}`,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
