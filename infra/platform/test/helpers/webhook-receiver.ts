import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A receiver of webhook deliveries, checking each as docs/api.md ("Verifying a delivery") tells
// developers to: the function below is the page's example, with its types.

const TOLERANCE_SECONDS = 5 * 60;

/** Whether `header` (Reelforge-Signature) signs `rawBody` with `secret`, at most 5 minutes ago. */
function verifySignature(secret: string, header: string, rawBody: string, nowSeconds = Date.now() / 1000): boolean {
  const fields = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = fields.get('t') ?? '';
  const v1 = Buffer.from(fields.get('v1') ?? '', 'hex');
  if (!/^\d+$/.test(t) || nowSeconds - Number(t) > TOLERANCE_SECONDS) return false; // missing, or too old: a replay
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return v1.length === expected.length && timingSafeEqual(v1, expected);
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature held. */
  verified: boolean;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hooks` */
  url: string;
  /** The secret it checks with; set once the hook is made. */
  secret: string;
  /** Every request, in order; `accepted` only those whose signature held. */
  received: Received[];
  accepted(): Received[];
  /** Connections it was opened (a refused delivery opens none). */
  connections(): number;
  /** What the next answers are, each used once; then 200. A bad signature is a 400 whatever this says. */
  answers: number[];
  /** The receiver's clock runs this much ahead (a replay sent "later"). */
  aheadMs: number;
  /** Sends a request to it as a stranger would replay one: the same headers and body. */
  replay(received: Received): Promise<number>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let connections = 0;
  const receiver = {
    secret: '',
    received: [] as Received[],
    answers: [] as number[],
    aheadMs: 0,
  } as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['reelforge-signature'] ?? '');
      const verified = verifySignature(receiver.secret, header, body, (Date.now() + receiver.aheadMs) / 1000);
      const status = verified ? (receiver.answers.shift() ?? 200) : 400;
      receiver.received.push({ headers: request.headers, body, verified, status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(verified ? 'ok' : 'bad signature');
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  receiver.accepted = () => receiver.received.filter((r) => r.verified);
  receiver.connections = () => connections;
  receiver.replay = async ({ headers, body }) => {
    const sent: Record<string, string> = {};
    for (const name of ['content-type', 'reelforge-signature', 'reelforge-event', 'reelforge-delivery'])
      sent[name] = String(headers[name] ?? '');
    const response = await fetch(receiver.url, { method: 'POST', headers: sent, body });
    await response.text();
    return response.status;
  };
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
