import { useParams } from '@reelforge/router';
import { isProjectSection, PROJECT_SECTIONS } from '@reelforge/model';
import { ErrorPanel } from '@reelforge/ui';
import { RemoteArea } from '../federation/RemoteArea.js';

/** A section of a project, rendered by the remote that owns it. */
export function ProjectSection() {
  const { section } = useParams();
  if (!isProjectSection(section)) {
    return (
      <ErrorPanel title="Page not found">
        <p>This project has no page named “{section}”.</p>
      </ErrorPanel>
    );
  }
  return <RemoteArea key={section} remote={PROJECT_SECTIONS[section]} area={section} />;
}
