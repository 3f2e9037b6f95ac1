import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

// JSON, text and markup. Media, archives and octet-streams are left alone: they are
// compressed already or are user bytes whose exact length and ranges matter.
const COMPRESSIBLE = new RegExp(
  String.raw`^(?:application/(?:[\w.+-]+\+)?json|text/(?!event-stream)[\w.+-]+|` +
    String.raw`application/(?:javascript|xml)|image/svg\+xml)\s*(?:;|$)`,
  'i',
);

/**
 * Compresses the API's JSON (and other text answers built in memory) by the caller's
 * Accept-Encoding. The console's built files are compressed ahead of time instead
 * (see @fastify/static's preCompressed in app.ts), and streamed files (videos, HLS,
 * assets, downloads) go unchanged: they keep their Content-Length, validators and
 * byte ranges.
 */
export default fp(
  async (app) => {
    // @fastify/compress has no option to skip streams; its own per-request opt-out is
    // this request header, so a streamed answer sets it before the library looks.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (payload !== null && typeof payload === 'object' && 'pipe' in payload) {
        request.headers['x-no-compression'] = '1';
      }
      return payload;
    });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: (contentType: string) => COMPRESSIBLE.test(contentType),
      // Request bodies are never accepted compressed: uploads are stored byte for byte.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
