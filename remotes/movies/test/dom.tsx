// Renders components into happy-dom with React's act, and drives them the way a user would: by role and label.
import { vi } from 'vitest';
import type { Api, MoviesClient } from '@reelforge/api';
import type { AssetList, Project } from '@reelforge/model';
import { apiAtom, currentProjectAtom, sessionStore, userAtom } from '@reelforge/session';

export { cleanup, click, fill, mountArea as render, waitFor } from '@reelforge/ui/testing';

const nameOf = (element: Element): string => {
  const aria = element.getAttribute('aria-label');
  if (aria) return aria;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  const label = element.closest('label') ?? (element.id ? [...document.querySelectorAll('label')].find((l) => l.htmlFor === element.id) : null);
  if (label && element.tagName !== 'BUTTON' && element.tagName !== 'A') {
    // A label's own text, without the text of the control inside it (a select's options).
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('select, textarea, input, .rf-hint').forEach((node) => node.remove());
    return copy.textContent?.trim() ?? '';
  }
  return element.textContent?.trim() ?? '';
};

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button',
  link: 'a[href]',
  tab: '[role="tab"]',
  switch: '[role="switch"]',
  checkbox: 'input[type="checkbox"]:not([role="switch"])',
  group: 'fieldset, [role="group"]',
  dialog: '[role="dialog"], [role="alertdialog"]',
  alert: '[role="alert"]',
  status: '[role="status"]',
  progressbar: '[role="progressbar"]',
  row: 'tr',
  img: 'img, [role="img"]',
  list: 'ul, ol, [role="list"]',
};

/** The one element of a role whose accessible name is `name`; throws (so waitFor retries) otherwise. */
export function byRole<E extends HTMLElement = HTMLElement>(scope: ParentNode, role: string, name?: string): E {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  const found = [...scope.querySelectorAll<E>(selector)].filter((el) => name === undefined || nameOf(el) === name || (role === 'img' && el.getAttribute('alt') === name));
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role}${name === undefined ? '' : ` named “${name}”`}`);
  return found[0] as E;
}

export function queryRole(scope: ParentNode, role: string, name?: string): HTMLElement | null {
  try {
    return byRole(scope, role, name);
  } catch {
    return null;
  }
}

/** The form control labelled `label`. */
export function byLabel<E extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): E {
  const found = [...scope.querySelectorAll<E>('input, select, textarea')].filter((el) => nameOf(el) === label);
  if (found.length !== 1) throw new Error(`${found.length} controls labelled “${label}”`);
  return found[0] as E;
}

export const project: Project = { uid: 'p1', prjuid: 'p1', name: 'Demo', region: 'eu-west-1', awsregion: 'eu-west-1', date_created: '2024-01-01T00:00:00Z', type: 'project' };

export function assetList(names: Partial<Record<'Videos' | 'Images' | 'Audios' | 'Fonts' | 'Datasources', string[]>> = {}): AssetList {
  const group = (list: string[] = [], type: string) => list.map((name) => ({ name, uid: name, prjuid: 'p1', region: 'eu-west-1', awsregion: 'eu-west-1', type, mimetype: '' }));
  return {
    Videos: group(names.Videos, 'video'),
    Images: group(names.Images, 'image'),
    Audios: group(names.Audios, 'audio'),
    Fonts: group(names.Fonts, 'font'),
    Datasources: group(names.Datasources, 'datasource'),
    Trackdata: [],
    Generic: [],
    Metadata: {},
  } as AssetList;
}

/** A movies client whose calls fail unless a test gives them an answer. */
export function fakeMovies(calls: Partial<MoviesClient> = {}): MoviesClient {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call ${name}`)));
  const base: MoviesClient = {
    list: unexpected('list'),
    get: unexpected('get'),
    save: unexpected('save'),
    remove: unexpected('remove'),
    variables: unexpected('variables'),
    render: unexpected('render'),
    renderStatus: unexpected('renderStatus'),
    renderUrl: (token, ext, frame) => `/render/${token}.${ext}${frame === undefined ? '' : `?frame=${frame}`}`,
    previewFrame: unexpected('previewFrame'),
    previewStream: unexpected('previewStream'),
    structure: unexpected('structure'),
    isShared: vi.fn(async () => false),
    share: unexpected('share'),
    unshare: unexpected('unshare'),
  };
  return { ...base, ...calls };
}

/** Puts a session with these clients into the one store. */
export function session(movies: MoviesClient, assets: AssetList = assetList()): void {
  sessionStore.set(apiAtom, { movies: () => movies, assets: () => ({ list: async () => assets }) } as unknown as Api);
  sessionStore.set(userAtom, { username: 'demo', admin: false });
  sessionStore.set(currentProjectAtom, project);
}

export function endSession(): void {
  sessionStore.set(apiAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(currentProjectAtom, null);
}
