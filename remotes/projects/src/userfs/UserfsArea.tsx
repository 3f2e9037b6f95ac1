import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from '@reelforge/router';
import {
  newFolderName,
  pageFromAddress,
  pageWindow,
  searchByName,
  userfsFolder,
  userfsPathProblem,
} from '@reelforge/model';
import { DeleteDialog, ErrorPanel, PromptDialog, SplitPane } from '@reelforge/ui';
import { DropZone, UploadFailedDialog, UploadProgress, useUploads, type Send } from '@reelforge/ui/uploads';
import { Breadcrumb } from './Breadcrumb.js';
import { PageNumbers } from './PageNumbers.js';
import { UserfsDetail } from './UserfsDetail.js';
import { UserfsEntries, type Entry } from './UserfsEntries.js';
import { UserfsToolbar } from './UserfsToolbar.js';
import { useUserfsFolder } from './useUserfsFolder.js';
import './userfs.css';

/**
 * `/byregion/{region}/userfs?path=…&page=…` (docs/userfs.md): the caller's file store of the
 * region. A path the store would refuse shows why; the folder's page is checked by the model's
 * rule (a negative or too-far page is an error).
 */
export function UserfsArea({ region }: { region: string }) {
  const params = new URLSearchParams(useLocation().search);
  const asked = params.get('path') ?? '';
  const problem = userfsPathProblem(asked);
  const base = `/byregion/${encodeURIComponent(region)}/userfs`;
  if (problem) {
    return (
      <ErrorPanel title="No such folder">
        <p>{problem}.</p>
        <Link to={base}>Go to the top folder</Link>
      </ErrorPanel>
    );
  }
  const folder = userfsFolder(asked);
  // A folder of its own: selection, search and the open file start afresh in each.
  return <Folder key={folder} region={region} folder={folder} base={base} page={pageFromAddress(params.get('page'))} />;
}

function Folder({ region, folder, base, page }: { region: string; folder: string; base: string; page: number }) {
  const navigate = useNavigate();
  const { client, contents, error, reload } = useUserfsFolder(region, folder);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'new-folder' | 'delete' | null>(null);
  const uploads = useUploads(reload);

  const hrefOf = (target: string, targetPage = 0) => {
    const query = new URLSearchParams();
    if (target) query.set('path', target);
    if (targetPage > 0) query.set('page', String(targetPage + 1));
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  const entries = useMemo<Entry[]>(() => {
    if (!contents) return [];
    const folders = searchByName(contents.folders, search).map(
      (item): Entry => ({ kind: 'folder', path: `${folder}${item.name}`, item }),
    );
    const files = searchByName(contents.files, search).map(
      (item): Entry => ({ kind: 'file', path: `${folder}${item.name}`, item }),
    );
    return [...folders, ...files];
  }, [contents, search, folder]);
  const pages = pageWindow(page, entries.length);
  const selected = entries.filter((entry) => selection.has(entry.path));
  const openFile = contents?.files.find((file) => `${folder}${file.name}` === open);

  const send: Send = (file, onProgress, _replace, control) => client.upload(folder, file, { onProgress, ...control });
  const onFiles = (files: File[]) => void uploads.start(files, send);
  const onSearch = (text: string) => {
    setSearch(text);
    if (page !== 0) void navigate(hrefOf(folder), { replace: true });
  };
  const toggle = (path: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  const makeFolder = async (typed: string) => {
    const name = newFolderName(typed);
    // docs/reference.md §5: an empty name is ignored.
    if (name) {
      await client.makeFolder(`${folder}${name}`);
      await reload();
    }
    setDialog(null);
  };

  const left = (
    <DropZone onFiles={onFiles} label="Drop files here to upload them to this folder">
      <UserfsToolbar
        search={search}
        onSearch={onSearch}
        onFiles={onFiles}
        onNewFolder={() => setDialog('new-folder')}
        selectedCount={selected.length}
        onDelete={() => setDialog('delete')}
      />
      <Breadcrumb folder={folder} hrefOf={hrefOf} />
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
      {error && (
        <p className="rf-messages" role="alert">
          This folder could not be listed: {error}
        </p>
      )}
      {contents && !pages.ok && (
        <div className="rf-messages" role="alert">
          <p>{pages.problem}.</p>
          <Link to={hrefOf(folder)}>Go to the first page</Link>
        </div>
      )}
      {contents && pages.ok && entries.length === 0 && (
        <p className="rf-empty">
          {search.trim()
            ? `Nothing here matches “${search.trim()}”.`
            : 'This folder is empty. Upload files or drop them here.'}
        </p>
      )}
      {contents && pages.ok && entries.length > 0 && (
        <>
          <UserfsEntries
            entries={entries.slice(pages.first, pages.last)}
            selection={selection}
            onToggle={toggle}
            open={open}
            onOpen={setOpen}
            folderHref={(path) => hrefOf(path)}
          />
          <PageNumbers pages={pages} hrefOf={(n) => hrefOf(folder, n)} />
        </>
      )}
      {!contents && !error && <p role="status">Loading…</p>}
    </DropZone>
  );
  const right = openFile ? (
    <UserfsDetail key={open} region={region} file={openFile} client={client} />
  ) : (
    <p className="rf-empty">Select a file to see it here.</p>
  );

  return (
    <div className="rf-userfs-area">
      <SplitPane
        area="userfs"
        left={left}
        right={right}
        detail={openFile ? { backTo: hrefOf(folder, page), backLabel: 'Back to the folder' } : null}
      />
      {dialog === 'new-folder' && (
        <PromptDialog
          title="New folder"
          label="Folder name"
          confirmLabel="Create"
          validate={(typed) => {
            const name = newFolderName(typed);
            return name ? (userfsPathProblem(`${folder}${name}`) ?? null) : null;
          }}
          onSubmit={(typed) => makeFolder(typed)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          noun={['item', 'items']}
          items={selected.map((entry) => ({ key: entry.path, name: entry.item.name, entry }))}
          warning="Folders are deleted with everything in them. Movies that use these files will miss them."
          remove={({ entry }) =>
            entry.kind === 'folder' ? client.removeFolder(entry.path) : client.removeFile(entry.path)
          }
          onCancel={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            if (open && selection.has(open)) setOpen(null);
            setSelection(new Set());
            void reload();
          }}
        />
      )}
      {uploads.failed.length > 0 && (
        <UploadFailedDialog
          failed={uploads.failed}
          onClose={uploads.dismissFailures}
          onReplace={(files) => {
            uploads.clearFailures();
            onFiles(files);
          }}
        />
      )}
    </div>
  );
}
