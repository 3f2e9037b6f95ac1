import { request as httpRequest } from 'node:http';

export interface RawReply {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when the server said it is JSON. */
  json: any;
}

export interface RawRequest {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One request with its path sent byte for byte: fetch() resolves '.', '..' and '%2e%2e'
 * segments away before sending, as every browser does, but a stranger's client need not.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  { method = 'GET', token, headers = {}, body }: RawRequest = {},
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  const allHeaders: Record<string, string | number> = { ...headers };
  if (token) allHeaders.authorization = `istoken ${token}`;
  if (body !== undefined) allHeaders['content-length'] ??= Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    // A connection of its own: a body announced but never sent must not hold up the next request.
    const req = httpRequest({ hostname, port, path, method, headers: allHeaders, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const contentType = String(res.headers['content-type'] ?? '');
        let json: unknown;
        if (/json/.test(contentType)) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        resolve({ status: res.statusCode ?? 0, contentType, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
