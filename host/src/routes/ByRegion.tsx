import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useParams } from '@reelforge/router';
import { byRegionTarget, enabledRegions, LAST_REGION_COOKIE } from '@reelforge/model';
import { useRegions } from '@reelforge/session';
import { readCookie, writeCookie } from '../auth/cookies.js';

const YEAR = 365 * 24 * 3600;

/** /byregion and /byregion/$last go to the last-used region (eu-west-1 by default). */
export function ByRegionRedirect() {
  const regions = useRegions();
  const target = byRegionTarget(undefined, readCookie(LAST_REGION_COOKIE), enabledRegions(regions));
  return <Navigate to={`/byregion/${encodeURIComponent(target)}/projects`} replace />;
}

/** One region's pages with the region tabs; the region is remembered as the last used. */
export function ByRegionLayout() {
  const { region = '' } = useParams();
  const regions = useRegions();
  const known = enabledRegions(regions);
  const valid = known.includes(region);

  useEffect(() => {
    if (valid) writeCookie(LAST_REGION_COOKIE, region, YEAR);
  }, [region, valid]);

  if (!valid) {
    const target = byRegionTarget(region, readCookie(LAST_REGION_COOKIE), known);
    return <Navigate to={`/byregion/${encodeURIComponent(target)}/projects`} replace />;
  }
  return (
    <div className="rf-byregion">
      <nav className="rf-tabs" aria-label="Regions">
        {known.map((name) => (
          <NavLink
            key={name}
            to={`/byregion/${encodeURIComponent(name)}/projects`}
            className={name === region ? 'active' : undefined}
            aria-current={name === region ? 'page' : undefined}
          >
            {name}
          </NavLink>
        ))}
      </nav>
      <nav className="rf-tabs rf-subtabs" aria-label={`${region} sections`}>
        <NavLink to="projects">Projects</NavLink>
        <NavLink to="userfs">UserFS</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
