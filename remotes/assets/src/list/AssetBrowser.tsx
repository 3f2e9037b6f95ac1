import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '@reelforge/router';
import type { DatasourceUpload } from '@reelforge/api';
import { ASSET_LIST_INITIAL, type AssetSection, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { DeleteDialog, ErrorPanel, SplitPane } from '@reelforge/ui';
import {
  DropZone,
  UploadFailedDialog,
  UploadFilesButton,
  UploadProgress,
  useUploads,
  type Send,
} from '@reelforge/ui/uploads';
import { ListBody, ListToolbar, SelectionTools, useListWindow, useSelection, useThumbnails } from '@reelforge/ui/lists';
import { AssetDetail } from '../detail/AssetDetail.js';
import { DatasourceUploadDialog } from '../upload/DatasourceUploadDialog.js';
import { AssetRow } from './AssetRow.js';
import { keyOf, searchAssets, sectionAssets, sectionComplete, SECTION_TITLES } from './sections.js';
import { useAssetPages } from './useAssetPages.js';

const ROW_HEIGHT = 48;

/** One kind of asset: the list on the left (upload, select, delete), the open asset on the right. */
export function AssetBrowser({ section, project }: { section: AssetSection; project: Project }) {
  const { uid } = useParams();
  const navigate = useNavigate();
  const api = useApi();
  const client = api.assets(project.region);
  const { list, pages, error, reload, hasMore, loadingMore, loadMore } = useAssetPages(project);
  const [title, noun, plural] = SECTION_TITLES[section];
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/${section}`;

  const back = { backTo: base, backLabel: `Back to ${plural}` };
  const all = useMemo(() => sectionAssets(list, section), [list, section]);
  const [query, setQuery] = useState('');
  const visible = useMemo(() => searchAssets(all, query), [all, query]);
  const thumbnails = useThumbnails(all.length);
  const { selection, toggle, clear } = useSelection();
  const [deleting, setDeleting] = useState(false);
  const [pendingDatasources, setPendingDatasources] = useState<File[] | null>(null);
  const uploads = useUploads(reload);

  const selected = all.filter((asset) => selection.has(keyOf(asset)));
  const open = uid ? all.find((asset) => keyOf(asset) === uid || asset.name === uid) : undefined;
  // Further pages load as the end comes into reach. Until the section is read to its end, a
  // search, a link to an asset not read yet, or fewer rows than the first screen holds read on.
  const complete = list !== null && sectionComplete(pages, hasMore, section);
  const needAll =
    list !== null && !complete && (query.trim() !== '' || Boolean(uid && !open) || all.length < ASSET_LIST_INITIAL);
  const { shown, onScrollDistance } = useListWindow(visible.length, {
    resetKey: query,
    hasMore: !complete,
    loadingMore,
    loadMore,
    needAll,
  });

  const [datasourceSettings, setDatasourceSettings] = useState<DatasourceUpload | null>(null);
  const send: Send = (file, onProgress, replace, control) =>
    section === 'datasources' && datasourceSettings
      ? client.uploadDatasource(project.uid, file, { ...datasourceSettings, replace }, { onProgress, ...control })
      : client.upload(project.uid, file, { onProgress, replace, ...control });
  const onFiles = (files: File[]) => {
    if (files.length === 0) return;
    if (section === 'datasources') setPendingDatasources(files);
    else void uploads.start(files, send);
  };
  const uploadDatasources = (files: File[], settings: DatasourceUpload) => {
    setPendingDatasources(null);
    setDatasourceSettings(settings);
    void uploads.start(files, (file, onProgress, replace, control) =>
      client.uploadDatasource(project.uid, file, { ...settings, replace }, { onProgress, ...control }),
    );
  };
  const replaceFiles = (files: File[]) => {
    uploads.clearFailures();
    void uploads.start(files, send, true);
  };

  const left = (
    <DropZone onFiles={onFiles} label={`Drop files here to upload ${plural}`}>
      <ListToolbar title={title} search={{ label: `Search ${plural}`, value: query, onChange: setQuery }}>
        <UploadFilesButton onFiles={onFiles} />
        <SelectionTools count={selected.length} onDelete={() => setDeleting(true)} thumbnails={thumbnails} />
      </ListToolbar>
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
      <ListBody
        problems={[error && `The ${plural} could not be listed: ${error}`]}
        empty={
          complete && visible.length === 0
            ? query
              ? `No ${noun} matches “${query}”.`
              : `No ${plural} yet. Upload files or drop them here.`
            : null
        }
        items={visible.slice(0, shown)}
        rowHeight={ROW_HEIGHT}
        getKey={keyOf}
        label={title}
        onScrollDistance={onScrollDistance}
        renderRow={(asset) => (
          <AssetRow
            asset={asset}
            href={`${base}/${encodeURIComponent(keyOf(asset))}`}
            current={asset === open}
            selected={selection.has(keyOf(asset))}
            onToggle={() => toggle(keyOf(asset))}
            thumbnailUrl={thumbnails[0] ? client.thumbnailUrl(project.uid, asset.name) : null}
          />
        )}
      />
    </DropZone>
  );

  const right = open ? (
    <AssetDetail key={keyOf(open)} asset={open} project={project} onChanged={reload} />
  ) : uid && complete ? (
    <ErrorPanel title="Not found">
      <p>
        There is no {noun} with the id {uid} in this project.
      </p>
    </ErrorPanel>
  ) : (
    <p className="rf-empty">Select a {noun} to see it here.</p>
  );

  return (
    <>
      <SplitPane area={section} left={left} right={right} detail={uid ? back : null} />
      {deleting && (
        <DeleteDialog
          noun={[noun, plural]}
          items={selected.map((asset) => ({ key: keyOf(asset), name: asset.name, asset }))}
          warning={`These ${plural} will be deleted from the project. Movies that use them will miss them.`}
          remove={({ asset }) => client.remove(project.uid, asset.name)}
          onCancel={() => setDeleting(false)}
          onDone={() => {
            setDeleting(false);
            if (open && selection.has(keyOf(open))) navigate(base);
            clear();
            reload();
          }}
        />
      )}
      {pendingDatasources && (
        <DatasourceUploadDialog
          files={pendingDatasources}
          onCancel={() => setPendingDatasources(null)}
          onUpload={(settings) => uploadDatasources(pendingDatasources, settings)}
        />
      )}
      {uploads.failed.length > 0 && (
        <UploadFailedDialog failed={uploads.failed} onClose={uploads.dismissFailures} onReplace={replaceFiles} />
      )}
    </>
  );
}
