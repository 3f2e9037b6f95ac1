// s3rver in a process of its own, started by object-stores.ts: `node --openssl-legacy-provider
// s3rver-process.mjs <directory> <bucket>`. s3rver's continuation tokens use DES, which
// OpenSSL 3 keeps in its legacy provider: without it a truncated ListObjectsV2 page is a 500.
// Prints `{"port":N}` once listening, then `REQ <method> <url>` for each request.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
server.httpServer.on('request', (request) => process.stdout.write(`REQ ${request.method} ${request.url}\n`));
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
