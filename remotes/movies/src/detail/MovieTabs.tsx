import { Link, useLocation } from '@reelforge/router';
import { TABS } from './tab-props.js';

/** The tab of a path under `base`: its first segment, the Design tab by default. */
export function activeTab(pathname: string, base: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  return rest.split('/').filter(Boolean)[0] ?? 'design';
}

/** The movie's tabs as links, so each tab has its own address. */
export function MovieTabs({ base }: { base: string }) {
  const { pathname } = useLocation();
  const active = activeTab(decodeURI(pathname), decodeURI(base));
  return (
    <nav className="rf-tabs" role="tablist" aria-label="Movie tabs">
      {TABS.map(({ path, label }) => (
        <Link key={path} to={`${base}/${path}`} role="tab" aria-selected={active === path} className="rf-tab">
          {label}
        </Link>
      ))}
    </nav>
  );
}
