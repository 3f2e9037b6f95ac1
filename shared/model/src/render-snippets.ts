import { defaultFormat } from './movie-rules.js';

/**
 * The ready requests of a movie's "Use from code" tab (docs/api.md, "Rendering from code"):
 * the render call for one movie, in curl, Node and the command line, with the project, the
 * region, the platform's address and the movie's variables at their defaults filled in. No
 * secret is in them: the key is the placeholder $REELFORGE_API_KEY. An entry of its own
 * (`@reelforge/model/render-snippets`), for the movies area alone.
 */

/** A movie's variable as the scene description keeps it (only what the requests use). */
export interface SnippetVariable {
  key?: string;
  value?: string;
  defaultvalue?: string;
}

export interface RenderTarget {
  /** The platform's address, as the console is reached (`http://localhost:8080`). */
  origin: string;
  /** The region's API base as regions.json gives it (origin-relative or absolute). */
  apiBase: string;
  region: string;
  prjuid: string;
  movie: string;
  variables: Record<string, string>;
  /** What the render is saved as: the movie's own format. */
  format: string;
}

/** Each variable of the movie at its default value (its current value when it has none), by key. */
export function movieDefaults(variables: readonly SnippetVariable[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const variable of variables) {
    if (!variable.key) continue;
    values[variable.key] = variable.defaultvalue || variable.value || '';
  }
  return values;
}

/** The format the platform renders a movie of this video codec in when none is asked for (defaultFormat). */
export function movieFormat(videocodec: string | undefined): string {
  return defaultFormat(videocodec) ?? 'mp4';
}

/** The render call's address for the target. */
export function rendersUrl(target: RenderTarget): string {
  const base = new URL(target.apiBase.replace(/\/+$/, ''), target.origin).toString();
  return `${base}/v1/project/${encodeURIComponent(target.prjuid)}/renders`;
}

const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** Text that can stand inside a shell's double quotes and a header: other characters become `_`. */
const shellSafe = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '_');

/** A word for a POSIX shell: as it is when safe, else in single quotes. */
export function shellWord(text: string): string {
  return text !== '' && SHELL_SAFE.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

const body = (target: RenderTarget) => ({
  movie: target.movie,
  ...(Object.keys(target.variables).length ? { variables: target.variables } : {}),
});

export function curlSnippet(target: RenderTarget): string {
  const url = rendersUrl(target);
  return [
    '# Start the render: answered at once with its token, statusUrl and resultUrl.',
    '# The Idempotency-Key names this render: sent again within a day, it answers the same render.',
    `curl -X POST ${shellWord(url)} \\`,
    '  -H "Authorization: Bearer $REELFORGE_API_KEY" \\',
    "  -H 'Content-Type: application/json' \\",
    `  -H "Idempotency-Key: ${shellSafe(target.movie)}-$(date +%s)" \\`,
    `  -d ${shellWord(JSON.stringify(body(target)))}`,
    '',
    '# Follow it with the token it answered, until "status" is "done" (its "url" is the file) or "failed".',
    `curl -H "Authorization: Bearer $REELFORGE_API_KEY" ${shellWord(url)}/$TOKEN`,
  ].join('\n');
}

export function nodeSnippet(target: RenderTarget): string {
  const file = `${target.movie.replace(/[/\\]/g, '_')}.${target.format}`;
  return [
    '// Node.js 18 or later, as render.mjs: REELFORGE_API_KEY=… node render.mjs',
    "import { randomUUID } from 'node:crypto';",
    "import { writeFile } from 'node:fs/promises';",
    '',
    'const headers = { Authorization: `Bearer ${process.env.REELFORGE_API_KEY}` };',
    'const call = async (url, init) => {',
    '  const reply = await fetch(url, init);',
    '  if (!reply.ok) throw new Error(`${reply.status}: ${(await reply.json()).Message}`);',
    '  return reply;',
    '};',
    '',
    `const started = await call(${JSON.stringify(rendersUrl(target))}, {`,
    "  method: 'POST',",
    "  headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },",
    `  body: JSON.stringify(${JSON.stringify(body(target))}),`,
    '}).then((reply) => reply.json());',
    '',
    'let render;',
    'do {',
    '  await new Promise((resolve) => setTimeout(resolve, 1000));',
    '  render = await call(started.statusUrl, { headers }).then((reply) => reply.json());',
    "} while (render.status === 'queued' || render.status === 'rendering');",
    "if (render.status === 'failed') throw new Error(render.reason);",
    `await writeFile(${JSON.stringify(file)}, Buffer.from(await (await call(render.url)).arrayBuffer()));`,
  ].join('\n');
}

export function commandLineSnippet(target: RenderTarget): string {
  const vars = Object.entries(target.variables).map(([key, value]) => ` --var ${shellWord(`${key}=${value}`)}`);
  const file = `${target.movie.replace(/[/\\]/g, '_')}.${target.format}`;
  return [
    '# In a clone of Reelforge, with REELFORGE_API_KEY set in the environment.',
    `REELFORGE_URL=${shellWord(target.origin)} pnpm reelforge render --region ${shellWord(target.region)} \\`,
    `  --project ${shellWord(target.prjuid)} --movie ${shellWord(target.movie)}${vars.join('')} -o ${shellWord(file)}`,
  ].join('\n');
}
