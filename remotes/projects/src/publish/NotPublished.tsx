import { Link } from '@reelforge/router';
import { ErrorPanel } from '@reelforge/ui';

/** An address naming a region the project has no distribution in. */
export function NotPublished({ dist, listPath }: { dist: string; listPath: string }) {
  return (
    <ErrorPanel title={`Not published to ${dist}`}>
      <p>This project has no distribution in {dist}. It may have been removed, or the address is mistyped.</p>
      <Link to={listPath}>Back to the distributions</Link>
    </ErrorPanel>
  );
}
