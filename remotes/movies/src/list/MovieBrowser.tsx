import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@reelforge/router';
import { SPLIT_LIMITS, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { DeleteDialog, IconButton, SplitPane } from '@reelforge/ui';
import { ListBody, ListToolbar, SelectionTools, useListWindow, useSelection, useThumbnails } from '@reelforge/ui/lists';
import { queryKeys, useQueryClient } from '@reelforge/ui/server-state';
import { MovieDetail } from '../detail/MovieDetail.js';
import { activeTab } from '../detail/MovieTabs.js';
import { useProjectAssets } from '../detail/useProjectAssets.js';
import { forgetMovieThumbnail } from '../thumbnail/movie-thumbnail.js';
import { MovieThumbnail } from '../thumbnail/MovieThumbnail.js';
import { searchMovies } from './movie-list.js';
import { MovieNamePrompt, type MoviePrompt } from './MovieNamePrompt.js';
import { MovieRow } from './MovieRow.js';
import { useMovieList } from './useMovieList.js';

const ROW_HEIGHT = 48;

/** The project's movies on the left (new, copy, delete), the open movie on the right. */
export function MovieBrowser({ project }: { project: Project }) {
  const { sdl } = useParams();
  const navigate = useNavigate();
  const client = useApi().movies(project.region);
  const { movies, error, reload, hasMore, loadingMore, loadMore } = useMovieList(client, project.region, project.uid);
  const assets = useProjectAssets(project);
  const queryClient = useQueryClient();
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/movies`;
  const back = { backTo: base, backLabel: 'Back to movies' };
  const hrefOf = (name: string) => `${base}/${encodeURIComponent(name)}`;
  const { pathname } = useLocation();
  // The Design tab wants the room: the list starts at its narrowest there.
  const designing = Boolean(sdl) && activeTab(decodeURI(pathname), decodeURI(hrefOf(sdl ?? ''))) === 'design';

  const all = movies ?? [];
  const [query, setQuery] = useState('');
  const visible = useMemo(() => searchMovies(all, query), [all, query]);
  // Further pages load as the end comes into reach; a search, or a link to a movie not read yet, reads them all.
  const needAll = query.trim() !== '' || Boolean(sdl && movies && !movies.some((movie) => movie.name === sdl));
  const { shown, onScrollDistance } = useListWindow(visible.length, {
    resetKey: query,
    hasMore,
    loadingMore,
    loadMore,
    needAll,
  });
  const thumbnails = useThumbnails(all.length);
  const [versions, setVersions] = useState<Record<string, number>>({});
  const { selection, toggle, clear } = useSelection();
  const [deleting, setDeleting] = useState(false);
  const [prompt, setPrompt] = useState<MoviePrompt | null>(null);

  const selected = all.filter((movie) => selection.has(movie.name));
  const copySource = selected.length === 1 ? selected[0]?.name : selected.length === 0 ? sdl : undefined;
  const onSaved = useCallback(() => {
    if (!sdl) return;
    forgetMovieThumbnail(project.uid, sdl);
    setVersions((v) => ({ ...v, [sdl]: (v[sdl] ?? 0) + 1 }));
  }, [project.uid, sdl]);

  const left = (
    <div className="rf-movie-list">
      <ListToolbar title="Movies" search={{ label: 'Search movies', value: query, onChange: setQuery }}>
        <IconButton icon="+" text="New movie" className="rf-primary" onClick={() => setPrompt({ kind: 'new' })} />
        <IconButton
          icon="❐"
          text="Copy"
          disabled={!copySource}
          onClick={() => copySource && setPrompt({ kind: 'copy', from: copySource })}
        />
        <SelectionTools count={selected.length} onDelete={() => setDeleting(true)} thumbnails={thumbnails} />
      </ListToolbar>
      <ListBody
        problems={[error && `The movies could not be listed: ${error}`]}
        empty={
          movies && visible.length === 0
            ? query
              ? `No movie matches “${query}”.`
              : 'No movies yet. Create one with New movie.'
            : null
        }
        items={visible.slice(0, shown)}
        rowHeight={ROW_HEIGHT}
        getKey={(movie) => movie.name}
        label="Movies"
        onScrollDistance={onScrollDistance}
        renderRow={(movie) => (
          <MovieRow
            movie={movie}
            href={hrefOf(movie.name)}
            current={movie.name === sdl}
            selected={selection.has(movie.name)}
            onToggle={() => toggle(movie.name)}
            thumbnail={
              thumbnails[0] ? (
                <MovieThumbnail
                  client={client}
                  prjuid={project.uid}
                  name={movie.name}
                  version={versions[movie.name] ?? 0}
                  alt={`Thumbnail of ${movie.name}`}
                  width={64}
                  height={36}
                />
              ) : null
            }
          />
        )}
      />
    </div>
  );

  const right = sdl ? (
    <MovieDetail
      key={sdl}
      project={project}
      name={sdl}
      client={client}
      assets={assets}
      base={hrefOf(sdl)}
      onSaved={onSaved}
      thumbnailVersion={versions[sdl] ?? 0}
    />
  ) : (
    <p className="rf-empty">Select a movie to see it here.</p>
  );

  const afterCreate = (name: string) => {
    setPrompt(null);
    reload();
    navigate(hrefOf(name));
  };

  return (
    <>
      <SplitPane
        area={designing ? 'movies-design' : 'movies'}
        start={designing ? SPLIT_LIMITS.minLeft : undefined}
        left={left}
        right={right}
        detail={sdl ? back : null}
      />
      {prompt && (
        <MovieNamePrompt
          prompt={prompt}
          client={client}
          prjuid={project.uid}
          hasMore={hasMore}
          movies={all}
          onDone={(name) => (name === null ? setPrompt(null) : afterCreate(name))}
          onCancel={() => setPrompt(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          noun={['movie', 'movies']}
          items={selected.map((movie) => ({ key: movie.name, name: movie.name }))}
          warning="These movies will be deleted from the project. Batch jobs that render them will fail."
          remove={async ({ name }) => {
            await client.remove(project.uid, name);
            // No area (the batch job editor too) keeps showing a deleted movie.
            queryClient.removeQueries({ queryKey: queryKeys.movie(project.region, project.uid, name) });
          }}
          onCancel={() => setDeleting(false)}
          onDone={() => {
            setDeleting(false);
            selected.forEach((movie) => forgetMovieThumbnail(project.uid, movie.name));
            if (sdl && selection.has(sdl)) navigate(base);
            clear();
            reload();
          }}
        />
      )}
    </>
  );
}
