import { pageCount, pageLabel } from '@reelforge/model';

export interface PagerProps {
  /** Names the navigation, e.g. 'Glyph pages'. */
  label: string;
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** Previous / next buttons with 'Page X of N' between them. */
export function Pager({ label, page, total, perPage, onPage }: PagerProps) {
  const count = pageCount(total, perPage);
  return (
    <nav className="rf-row rf-pager" aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 0}>
        Previous page
      </button>
      <span aria-live="polite">{pageLabel(page, total, perPage)}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= count - 1}>
        Next page
      </button>
    </nav>
  );
}
