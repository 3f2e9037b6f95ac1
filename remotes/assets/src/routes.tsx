import { Route, Routes } from '@reelforge/router';
import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { NoSuchPage, OpeningProject } from '@reelforge/ui';
import { ASSET_SECTIONS, type AssetSection } from '@reelforge/model';
import { AssetBrowser } from './list/AssetBrowser.js';
import { ProjectSettings } from './settings/ProjectSettings.js';
import './assets.css';

const isAssetSection = (area: string): area is AssetSection =>
  Object.prototype.hasOwnProperty.call(ASSET_SECTIONS, area);

/** The assets remote: one list-and-detail page per kind of asset, and the project settings. */
export default function AssetsArea({ area }: AreaProps) {
  const project = useCurrentProject();
  if (!project) return <OpeningProject />;
  if (area === 'settings') return <ProjectSettings project={project} />;
  if (!isAssetSection(area)) {
    return <NoSuchPage area="assets" page={area} />;
  }
  return (
    <Routes>
      <Route index element={<AssetBrowser key={area} section={area} project={project} />} />
      <Route path=":uid" element={<AssetBrowser key={area} section={area} project={project} />} />
    </Routes>
  );
}
