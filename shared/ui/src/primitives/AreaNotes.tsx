import { ErrorPanel } from './ErrorPanel.js';

/** What an area shows while the project it opens in is read. */
export function OpeningProject() {
  return <p className="rf-empty">Opening project…</p>;
}

/** An address under an area that names none of its pages. */
export function NoSuchPage({ area, page }: { area: string; page: string }) {
  return (
    <ErrorPanel title="Page not found">
      <p>
        The {area} area has no page named {page}.
      </p>
    </ErrorPanel>
  );
}
