import { request as httpRequest } from 'node:http';
import { encodePreviewRequest, type PreviewRequest } from '@reelforge/sdl';
import { fetchBytes } from './assets.ts';
import { preview } from './movies.ts';
import type { TestServer } from './server.ts';

/** The preview host's request body: the PreviewRequest message as base64 (or that base64 as given). */
const previewBody = (request: PreviewRequest | string) =>
  JSON.stringify({
    previewrequest:
      typeof request === 'string' ? request : Buffer.from(encodePreviewRequest(request)).toString('base64'),
  });

/** A preview request (or its base64 as sent) to the preview host, signed in with `token`. */
export const askPreview = (server: TestServer, token: string, prjuid: string, request: PreviewRequest | string) =>
  fetchBytes(server, `${preview()}/preview/v1/previewrequest/${prjuid}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: previewBody(request),
  });

/**
 * A preview request whose client goes away: sent on a connection of its own, which `leave`
 * closes before the answer came (as a browser does for a request it aborts).
 */
export function askPreviewAndLeave(server: TestServer, token: string, prjuid: string, request: PreviewRequest) {
  const asked = httpRequest(`${server.url}${preview()}/preview/v1/previewrequest/${prjuid}`, {
    method: 'PUT',
    agent: false,
    headers: { 'content-type': 'application/json', authorization: `istoken ${token}` },
  });
  asked.on('error', () => undefined);
  asked.end(previewBody(request));
  return { leave: () => asked.destroy() };
}

/** The first segment an HLS playlist lists, as a URL next to the playlist's. */
export function firstSegment(playlist: string, text: string): string | undefined {
  const segment = text.split('\n').find((line) => line.trim() && !line.startsWith('#'));
  return segment && playlist.replace(/[^/]+$/, segment.trim());
}
