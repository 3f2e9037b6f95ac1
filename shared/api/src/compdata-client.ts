import type { CompdataItem, CompdataList } from '@reelforge/contract';
import { compdataNameError, isDotSegment } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';
import { ApiError } from './http.js';
import { allPages, eachPage, pageQuery, type Page, type ReadPage } from './list-pages.js';

export type { CompdataItem } from '@reelforge/contract';

/** The XML templates of a region's projects (compdata, docs/reference.md §7, docs/compdata.md). */
export interface CompdataClient {
  /** Every template of the project, in name order (all pages). */
  list(prjuid: string): Promise<CompdataItem[]>;
  /** One page: the first without a token, a later one with the token the page before gave. */
  page(prjuid: string, token?: string, size?: number): Promise<Page<CompdataItem[]>>;
  pages(prjuid: string, size?: number): AsyncGenerator<CompdataItem[], void, undefined>;
  /** The template's XML text. */
  text(prjuid: string, name: string): Promise<string>;
  /**
   * Stores the XML text under `name` (new or replacing). A template the platform cannot read is
   * refused with a 400 whose message names each problem's line and column.
   */
  save(prjuid: string, name: string, xml: string): Promise<CompdataItem>;
  remove(prjuid: string, name: string): Promise<void>;
}

/**
 * A template's name as an address segment. '.' and '..' would be resolved away by the URL
 * before it is sent, so they are refused here as the platform would refuse them (400).
 */
function nameSegment(name: string, saving: boolean): string {
  const problem = saving
    ? compdataNameError(name)
    : isDotSegment(name)
      ? `The name '${name}' is not allowed: . and .. are reserved`
      : undefined;
  if (problem) throw new ApiError(400, 'Bad Request', problem);
  return encodeURIComponent(name);
}

const decoder = new TextDecoder();

export const compdataClient: RegionalClientFactory<CompdataClient> = ({ http, config }) => {
  const api = config.api.replace(/\/+$/, '');
  const regionHost = true;
  const id = encodeURIComponent;
  const url = (prjuid: string, name: string, saving = false) =>
    `${api}/v1/compdata/${id(prjuid)}/${nameSegment(name, saving)}`;
  const readPage =
    (prjuid: string, size?: number): ReadPage<CompdataItem[]> =>
    async (token) => {
      const { data } = await http<Partial<CompdataList>>(
        `${api}/v1/list/compdata/${id(prjuid)}${pageQuery(token, size)}`,
        { regionHost },
      );
      return { items: data.Compdata ?? [], next: data.Metadata?.PageToken };
    };
  return {
    list: async (prjuid) => (await allPages(readPage(prjuid))).flat(),
    page: (prjuid, token, size) => readPage(prjuid, size)(token),
    pages: (prjuid, size) => eachPage(readPage(prjuid, size)),
    text: async (prjuid, name) => {
      const { data } = await http<string | ArrayBuffer>(url(prjuid, name), {
        regionHost,
        headers: { Accept: 'application/xml' },
      });
      return typeof data === 'string' ? data : decoder.decode(data);
    },
    save: async (prjuid, name, xml) =>
      (
        await http<CompdataItem>(url(prjuid, name, true), {
          method: 'PUT',
          body: xml,
          headers: { 'Content-Type': 'application/xml' },
          regionHost,
        })
      ).data,
    remove: async (prjuid, name) => {
      await http(url(prjuid, name), { method: 'DELETE', regionHost });
    },
  };
};
