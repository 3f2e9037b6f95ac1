import type { MovieItem, MoviesClient } from '@reelforge/api';
import { copyName } from '@reelforge/model';
import { PromptDialog } from '@reelforge/ui';
import { assertNameFree, copyMovie, createMovie, newMovieNameError } from './movie-list.js';

/** What the name prompt asks for: a new movie, or a copy of one. */
export type MoviePrompt = { kind: 'new' } | { kind: 'copy'; from: string };

interface Props {
  prompt: MoviePrompt;
  client: MoviesClient;
  prjuid: string;
  /** The movies read so far; with `hasMore`, a name is also checked against the server's */
  movies: readonly MovieItem[];
  hasMore: boolean;
  /** The movie made, by its name; null when the copy's name was left empty (nothing happens) */
  onDone: (name: string | null) => void;
  onCancel: () => void;
}

/** Asks for the name of a new movie, or of a copy, and makes it. */
export function MovieNamePrompt({ prompt, client, prjuid, movies, hasMore, onDone, onCancel }: Props) {
  if (prompt.kind === 'new')
    return (
      <PromptDialog
        title="New movie"
        label="Movie name"
        confirmLabel="Create"
        validate={(name) => newMovieNameError(name, movies)}
        onSubmit={async (name) => {
          if (hasMore) await assertNameFree(client, prjuid, name.trim());
          await createMovie(client, prjuid, name.trim());
          onDone(name.trim());
        }}
        onCancel={onCancel}
      />
    );
  return (
    <PromptDialog
      title={`Copy ${prompt.from}`}
      label="Movie name"
      confirmLabel="Copy"
      // An empty name means nothing happens, like a cancelled prompt.
      validate={(name) => (copyName(name) === null ? null : newMovieNameError(name, movies))}
      onSubmit={async (answer) => {
        const name = copyName(answer);
        if (name === null) return onDone(null);
        if (hasMore) await assertNameFree(client, prjuid, name);
        await copyMovie(client, prjuid, prompt.from, name);
        onDone(name);
      }}
      onCancel={onCancel}
    />
  );
}
