/**
 * Links to the tools outside the console (docs/reference.md §1, §7): the effects editor (fxpro),
 * the express editor (fxexpress) and the motion tracker. Their base addresses come from the
 * deployment's configuration (rebranding.json `editors`, docs/compositions.md); a tool that is
 * not configured gets no link at all.
 */

import type { FxEditorType } from './effects-compositions.js';
import type { EditorsConfig } from './entities.js';

export type EditorTool = keyof EditorsConfig;

/** An absolute http(s) address, or undefined for anything else (a relative path, javascript:, a typo). */
export function httpUrl(value: string | null | undefined): URL | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The configured base address of a tool, or undefined when there is none usable. */
export function editorBase(editors: EditorsConfig | null | undefined, tool: EditorTool): URL | undefined {
  return httpUrl(editors?.[tool]);
}

/** `base` with the parameters added to its query (its own query is kept; empty values are sent empty). */
function withQuery(base: URL, params: Record<string, string>): string {
  const url = new URL(base.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

export interface FxEditorLinkInput {
  region: string;
  prjuid: string;
  /** The composition's id: its name (docs/reference.md §2). */
  compid: string;
  name: string;
  token: string;
  configURL: string;
  /** The datasource when the composition reads one, else empty. */
  ds: string;
}

/** The address opening a composition in its editor, or undefined when that editor is not configured. */
export function fxEditorUrl(
  editors: EditorsConfig | null | undefined,
  type: FxEditorType,
  input: FxEditorLinkInput,
): string | undefined {
  const base = editorBase(editors, type);
  if (!base) return undefined;
  const { region, prjuid, compid, name, token, configURL, ds } = input;
  return withQuery(base, { region, prjuid, compid, name, token, configURL, ds });
}

export interface TrackerLinkInput {
  region: string;
  prjuid: string;
  /** The video's asset uid and name. */
  vuid: string;
  name: string;
  /** The tracking version to open, or empty for a new one. */
  compid: string;
  token: string;
}

/** Where the motion tracker opens a video (and a version of it), or undefined when no tracker is configured. */
export function trackerUrl(editors: EditorsConfig | null | undefined, input: TrackerLinkInput): string | undefined {
  const base = editorBase(editors, 'tracker');
  if (!base) return undefined;
  const { region, prjuid, vuid, name, compid, token } = input;
  return withQuery(base, { region, prjuid, vuid, name, compid, token });
}

/**
 * The link through the media host's token login (`{iv}/tokenlogin?token&next`, docs/reference.md §7),
 * which checks the token and then sends the browser on to `next`.
 */
export function tokenLoginUrl(iv: string, token: string, next: string): string {
  const query = new URLSearchParams({ token, next });
  return `${iv.replace(/\/+$/, '')}/tokenlogin?${query.toString()}`;
}

// Browsers drop tabs and newlines inside addresses and read '\' as '/': '/\tevil.com' and
// '/\\evil.com' would both become '//evil.com', another host.
const UNSAFE_IN_NEXT = /[\u0000-\u0020\u007f-\u009f\\]/u;

/**
 * Where token login may send the browser: a path of this host (`/…`, never `//…`), or an
 * address on the configured tracker's origin. Anything else (another host, a look-alike
 * origin, user@host tricks, javascript:, control characters) is undefined: no open redirect.
 */
export function tokenLoginTarget(
  next: string | null | undefined,
  tracker: string | null | undefined,
): string | undefined {
  if (!next || UNSAFE_IN_NEXT.test(next)) return undefined;
  if (next.startsWith('/')) {
    if (next.startsWith('//')) return undefined;
    const base = 'http://this-host.invalid';
    try {
      const url = new URL(next, base);
      return url.origin === base ? next : undefined;
    } catch {
      return undefined;
    }
  }
  const allowed = httpUrl(tracker);
  const target = httpUrl(next);
  if (!allowed || !target || target.username || target.password) return undefined;
  return target.origin === allowed.origin ? target.href : undefined;
}
