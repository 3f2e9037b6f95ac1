import { createHash } from 'node:crypto';
import { escapeHtml } from '@reelforge/model';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;
  background:#11151f;color:#f3f4f7}
main{width:min(64rem,96vw);padding:1.5rem 0}
h1{font-size:1.3rem;margin:0 0 1rem;overflow-wrap:anywhere}
video{display:block;width:100%;height:auto;max-height:80vh;background:#000;border-radius:6px}
video:focus{outline:3px solid #f5b942;outline-offset:2px}
a{color:#f5b942}
p{margin:1rem 0 0;color:#c9cdd8}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * No script at all; media and the poster from this origin only (and, with an object store,
 * from the store's origin a media element is redirected to: `mediaOrigin`). Embedding in other
 * sites is allowed (frame-ancestors *, and the route turns helmet's X-Frame-Options off): a
 * shared movie is meant to be shown anywhere, and the page has nothing to click that acts
 * on an account. Every other page of the platform refuses to be framed.
 */
export function playerPageCsp(mediaOrigin?: string): string {
  const media = mediaOrigin ? `'self' ${mediaOrigin}` : "'self'";
  return [
    "default-src 'none'",
    `style-src ${sha256(STYLE)}`,
    `media-src ${media}`,
    `img-src ${media}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface PlayerPage {
  id: string;
  /** What is shared: a movie (with a poster) or a story. */
  kind?: 'movie' | 'story';
  movie: string;
  companyName: string;
  width?: number | undefined;
  height?: number | undefined;
}

export function renderPlayerPage({ id, kind = 'movie', movie, companyName, width, height }: PlayerPage): string {
  const name = escapeHtml(movie);
  const video = `/share-api/video/${encodeURIComponent(id)}.mp4`;
  // A story has no poster: the browser shows the video's first frame once its metadata is read.
  const poster = kind === 'movie' ? ` poster="/share-api/poster/${encodeURIComponent(id)}.jpg"` : '';
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  return page(
    `${name} — ${escapeHtml(companyName)}`,
    `<h1>${name}</h1>
<video controls playsinline preload="metadata" aria-label="Shared ${kind}"${size}${poster} src="${video}">
<p>Your browser cannot play this video. <a href="${video}" download>Download the ${kind}</a>.</p>
</video>`,
  );
}

export function renderNotSharedPage(companyName: string): string {
  return page(
    `Movie not shared — ${escapeHtml(companyName)}`,
    `<h1>This movie is not shared</h1>
<p>The link may be mistyped, or the movie's owner has stopped sharing it.</p>`,
  );
}
