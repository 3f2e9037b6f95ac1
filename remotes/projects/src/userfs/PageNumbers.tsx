import { Link } from '@reelforge/router';
import type { PageWindow } from '@reelforge/model';

/** Previous, up to six page numbers around the open page (docs/reference.md §9), next; each a link. */
export function PageNumbers({
  pages,
  hrefOf,
}: {
  pages: Extract<PageWindow, { ok: true }>;
  hrefOf: (page: number) => string;
}) {
  if (pages.pageCount < 2) return null;
  const { page, pageCount, numbers } = pages;
  return (
    <nav aria-label="Pages" className="rf-page-numbers">
      {page > 0 ? <Link to={hrefOf(page - 1)}>Previous</Link> : <span aria-disabled="true">Previous</span>}
      <ol>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n + 1}</span>
            ) : (
              <Link to={hrefOf(n)} aria-label={`Page ${n + 1}`}>
                {n + 1}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount - 1 ? <Link to={hrefOf(page + 1)}>Next</Link> : <span aria-disabled="true">Next</span>}
      <span className="rf-page-of">
        Page {page + 1} of {pageCount}
      </span>
    </nav>
  );
}
