import { Link } from '@reelforge/router';
import { ErrorPanel } from '@reelforge/ui';

export function NotFound() {
  return (
    <ErrorPanel title="Page not found">
      <p>
        There is nothing at this address. <Link to="/projects">Go to your projects</Link>.
      </p>
    </ErrorPanel>
  );
}
