/** Paging of long lists in the detail viewers (glyphs, datasource rows, a UserFS folder); pages count from 0. */

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, perPage) - 1);
}

/** The half-open index range [start, end) a page shows. */
export function pageRange(page: number, total: number, perPage: number): { start: number; end: number } {
  const start = clampPage(page, total, perPage) * perPage;
  return { start, end: Math.min(Math.max(0, total), start + perPage) };
}

/** What the pager says: 'Page 1 of 3', counting from 1 as people do. */
export function pageLabel(page: number, total: number, perPage: number): string {
  return `Page ${clampPage(page, total, perPage) + 1} of ${pageCount(total, perPage)}`;
}
