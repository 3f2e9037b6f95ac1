// Renders a component into happy-dom with React's act, for the detail viewer tests.
import { vi } from 'vitest';
import type { AssetsClient } from '@reelforge/api';
import type { Asset, AssetType } from '@reelforge/model';

export { cleanup, click, mount as render, waitFor, type Rendered } from '@reelforge/ui/testing';

/** Finds a button by its visible text, the way a user reads it. */
export function button(container: ParentNode, text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === text);
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

export function asset(name: string, type: AssetType, extra: Partial<Asset> = {}): Asset {
  return { name, uid: `uid-${name}`, prjuid: 'p1', region: 'eu-west-1', awsregion: 'eu-west-1', type, mimetype: '', ...extra };
}

/** An assets client whose calls fail unless a test gives them an answer. */
export function fakeClient(calls: Partial<AssetsClient> = {}): AssetsClient {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call ${name}`)));
  const base = {
    list: unexpected('list'),
    upload: unexpected('upload'),
    uploadDatasource: unexpected('uploadDatasource'),
    remove: unexpected('remove'),
    datasource: unexpected('datasource'),
    updateDatasource: unexpected('updateDatasource'),
    mediaInfo: unexpected('mediaInfo'),
    text: unexpected('text'),
    bytes: unexpected('bytes'),
    trackVersions: unexpected('trackVersions'),
    createBaseVideo: unexpected('createBaseVideo'),
    thumbnailUrl: (prjuid: string, name: string, width = 128, ext = 'jpg') => `https://api.test/v1/thumbnail/${prjuid}/${name}-w=${width}.${ext}`,
    mediaUrl: (prjuid: string, name: string, download = false) => `https://iv.test/apps/api/v1/data/${prjuid}/${name}${download ? '?download=1' : ''}`,
    hlsUrl: (prjuid: string, name: string) => `https://iv.test/apps/api/v1/hls/${prjuid}/${name}/index.m3u8`,
  } as AssetsClient;
  return { ...base, ...calls };
}

/** The element matching selector; throws (so waitFor retries) while there is none. */
export function get<E extends Element = HTMLElement>(container: ParentNode, selector: string): E {
  const found = container.querySelector<E>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}
