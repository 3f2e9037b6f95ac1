import { Link } from '@reelforge/router';
import { userfsBreadcrumb } from '@reelforge/model';

/** Home, then each folder down to the open one; every part but the last is a link. */
export function Breadcrumb({ folder, hrefOf }: { folder: string; hrefOf: (folder: string) => string }) {
  const crumbs = userfsBreadcrumb(folder);
  return (
    <nav aria-label="Folder path" className="rf-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="location">{crumb.name}</span>
            ) : (
              <Link to={hrefOf(crumb.path)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
