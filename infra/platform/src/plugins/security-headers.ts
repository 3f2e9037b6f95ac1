import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { directMediaOrigin } from '../objects/direct-media.ts';
import type { AppOptions } from './app-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The object store's origin media elements are redirected to (objects/direct-media.ts);
     * undefined in the embedded mode.
     */
    directMediaOrigin: string | undefined;
  }
}

/**
 * The console's Content-Security-Policy. Everything comes from this origin: the host,
 * the remotes (same origin under /remotes/), the API, HLS playlists and segments.
 * - workers: monaco-editor's language workers and hls.js's transmuxing worker, which
 *   both may start from a blob: URL;
 * - media: hls.js plays through Media Source Extensions, whose object URLs are blob:;
 * - styles: style-loader and monaco inject <style> elements at run time, so inline
 *   styles must be allowed;
 * - scripts: files from this origin only, never inline, and no eval() or Function():
 *   the movie codec (shared/sdl) uses protobufjs code generated from movie.proto ahead
 *   of time instead of compiling its encoders and decoders in the browser;
 * - images: thumbnails from the API plus data:/blob: URLs the console makes itself.
 * With an object store, media and images may also come from the store's public origin: a
 * media element's GET of a stored file is redirected there (objects/direct-media.ts).
 */
export const CONSOLE_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The console's policy; with `mediaOrigin`, media-src and img-src name it too. */
export function consoleCspDirectives(mediaOrigin?: string): Record<string, string[]> {
  if (!mediaOrigin) return CONSOLE_CSP_DIRECTIVES;
  return {
    ...CONSOLE_CSP_DIRECTIVES,
    'img-src': [...CONSOLE_CSP_DIRECTIVES['img-src'], mediaOrigin],
    'media-src': [...CONSOLE_CSP_DIRECTIVES['media-src'], mediaOrigin],
  };
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// Answers that are meant to be used from other sites, the way a presigned URL is:
// batch results on the CDN, a shared movie's video and poster, render-token videos.
const CROSS_ORIGIN_MEDIA = /^\/(?:cdn\/|share-api\/(?:video|poster)\/|r\/[^/]+\/render\/v2\/(?:render|get)\/)/;

/**
 * Security headers on every answer (console, API, files), through helmet. Routes with
 * their own policy (the sign-in page, the player page, user files) set their own
 * Content-Security-Policy, which replaces this one.
 */
export default fp<Partial<AppOptions>>(
  async (app, options) => {
    const mediaOrigin = options.objectStore ? directMediaOrigin(options.objectStore) : undefined;
    app.decorate('directMediaOrigin', mediaOrigin);
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: consoleCspDirectives(mediaOrigin) },
      // Pages may carry a token in their address (?token= after sign-in).
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
      // Sent below, and only over https: over plain http it would be ignored, and a
      // console reached by address on a LAN must not be pinned to https.
      strictTransportSecurity: false,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}`);
      }
      if (CROSS_ORIGIN_MEDIA.test(request.url)) {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    });
  },
  { name: 'security-headers' },
);
