/**
 * Reading the paged lists of the region API host (docs/reference.md §9, docs/paging.md): a page
 * holds its items and, while more follow, the opaque token of the next page.
 */
export interface Page<T> {
  items: T;
  /** The next page's token; undefined on the last page. */
  next?: string;
}

/** Reads one page: the first without a token, a later one with the token the page before gave. */
export type ReadPage<T> = (token?: string) => Promise<Page<T>>;

/** The query of a page call: its token and page size, when given. */
export function pageQuery(token?: string, size?: number): string {
  const params = new URLSearchParams();
  if (token !== undefined) params.set('pagetoken', token);
  if (size !== undefined) params.set('pagesize', String(size));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Every page in turn, first to last. A server that hands the same token out twice is an error, not an endless loop. */
export async function* eachPage<T>(read: ReadPage<T>): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>();
  let token: string | undefined;
  do {
    const page = await read(token);
    yield page.items;
    token = page.next;
    if (token !== undefined) {
      if (seen.has(token)) throw new Error('The list gave the same page token twice; it could not be read to its end.');
      seen.add(token);
    }
  } while (token !== undefined);
}

/** Every page's items, read one page after another. */
export async function allPages<T>(read: ReadPage<T>): Promise<T[]> {
  const pages: T[] = [];
  for await (const items of eachPage(read)) pages.push(items);
  return pages;
}
