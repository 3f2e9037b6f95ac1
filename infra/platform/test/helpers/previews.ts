import { encodePreviewRequest, type PreviewRequest } from '@reelforge/sdl';
import { fetchBytes } from './assets.ts';
import { preview } from './movies.ts';
import type { TestServer } from './server.ts';

/** A preview request (or its base64 as sent) to the preview host, signed in with `token`. */
export const askPreview = (server: TestServer, token: string, prjuid: string, request: PreviewRequest | string) =>
  fetchBytes(server, `${preview()}/preview/v1/previewrequest/${prjuid}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      previewrequest:
        typeof request === 'string' ? request : Buffer.from(encodePreviewRequest(request)).toString('base64'),
    }),
  });

/** The first segment an HLS playlist lists, as a URL next to the playlist's. */
export function firstSegment(playlist: string, text: string): string | undefined {
  const segment = text.split('\n').find((line) => line.trim() && !line.startsWith('#'));
  return segment && playlist.replace(/[^/]+$/, segment.trim());
}
