import { useState } from 'react';
import { Navigate, Route, Routes } from '@reelforge/router';
import type { MoviesClient } from '@reelforge/api';
import type { AssetList, Project } from '@reelforge/model';
import { useUser } from '@reelforge/session';
import { ErrorPanel, UnsavedChangesGuard } from '@reelforge/ui';
import { CodeTab } from '../code/CodeTab.js';
import { DesignTab } from '../design/DesignTab.js';
import { ExportDialog } from '../export/ExportDialog.js';
import { OverviewTab } from '../overview/OverviewTab.js';
import { PlayTab } from '../play/PlayTab.js';
import { ScenesTab } from '../scenes/ScenesTab.js';
import { SettingsTab } from '../settings/SettingsTab.js';
import { SourceTab } from '../source/SourceTab.js';
import { VariablesTab } from '../variables/VariablesTab.js';
import { MovieHeader } from './MovieHeader.js';
import { MovieTabs } from './MovieTabs.js';
import type { MovieTabProps } from './tab-props.js';
import { useMovieDocument } from './useMovieDocument.js';
import { useMovieShortcuts } from './useMovieShortcuts.js';

interface Props {
  project: Project;
  name: string;
  client: MoviesClient;
  assets: AssetList | null;
  /** Base path of this movie's tabs. */
  base: string;
  onSaved?: () => void;
  /** Changes after each save, so the overview's poster is rendered anew. */
  thumbnailVersion?: number;
}

/** One movie: its header (save, export) and its tabs, which all edit one working copy. */
export function MovieDetail({ project, name, client, assets, base, onSaved, thumbnailVersion = 0 }: Props) {
  const user = useUser();
  const doc = useMovieDocument(client, project.region, project.uid, name, onSaved);
  useMovieShortcuts(doc);
  const [params, setParams] = useState<Record<string, string>>({});
  const [exporting, setExporting] = useState(false);

  if (doc.loadError) {
    return (
      <ErrorPanel title="Movie not opened">
        <p>
          The movie {name} could not be opened: {doc.loadError}
        </p>
      </ErrorPanel>
    );
  }
  if (!doc.movie) return <p className="rf-empty">Opening {name}…</p>;

  const tab: MovieTabProps = {
    project,
    name,
    client,
    movie: doc.movie,
    edit: doc.edit,
    assets,
    params,
    setParams,
    username: user?.username ?? '',
  };
  return (
    <article className="rf-movie-detail" aria-label={`Movie ${name}`}>
      <UnsavedChangesGuard
        dirty={doc.dirty}
        writing={doc.saveState.status === 'saving'}
        within={base}
        what={`the movie ${name}`}
      />
      <MovieHeader
        name={name}
        dirty={doc.dirty}
        saveState={doc.saveState}
        canUndo={doc.canUndo}
        canRedo={doc.canRedo}
        onUndo={doc.undo}
        onRedo={doc.redo}
        onSave={() => void doc.save()}
        onExport={() => setExporting(true)}
      />
      <MovieTabs base={base} />
      <div className="rf-tab-panel" role="tabpanel">
        <Routes>
          <Route index element={<Navigate to="design" replace />} />
          <Route path="design" element={<DesignTab {...tab} />} />
          <Route path="overview" element={<OverviewTab {...tab} thumbnailVersion={thumbnailVersion} />} />
          <Route path="play" element={<PlayTab {...tab} />} />
          <Route path="settings" element={<SettingsTab {...tab} />} />
          <Route path="variables" element={<VariablesTab {...tab} />} />
          <Route path="scenes" element={<ScenesTab {...tab} />} />
          <Route path="source" element={<SourceTab {...tab} />} />
          <Route path="code" element={<CodeTab {...tab} />} />
          <Route path="*" element={<Navigate to="design" replace />} />
        </Routes>
      </div>
      {exporting && <ExportDialog {...tab} dirty={doc.dirty} onClose={() => setExporting(false)} />}
    </article>
  );
}
